import { useState } from 'react';
import { Badge, Box, IconButton } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useEffectiveCuit } from '@portal/shared';
import { lazyDialog } from '@portal/shared/ui';
import { comunicacionMessages as t } from '../../../messages';
import { useNotifications } from '../api/get-notifications';

// The dropdown (its popover, its list and the HTML sanitizer the items use) loads when the bell is first pointed at,
// focused or opened, not with every signed-in page (issue 13 §1): a signed-in page carries only the button.
const loadDropdown = () => import('./notification-dropdown').then((m) => m.NotificationDropdown);
const NotificationDropdown = lazyDialog(loadDropdown, (p) => p.anchor !== null);

interface Props {
  /** The change callback of 002 §4: called after the producer marks a notification as seen. */
  onChange?: () => void;
}

/**
 * The header's notification bell (000 §2.4, 002 §2), exposed as `./NotificationBell`: the count of
 * new notifications on a badge and, on click, the dropdown with them. It loads on mount and again when
 * the CUIT changes; nothing is shown (or asked) while there is no CUIT.
 */
export default function NotificationBell({ onChange }: Props) {
  const cuit = useEffectiveCuit();
  const notifications = useNotifications(cuit, true);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!cuit) return null;

  const count = notifications.data?.filter((n) => !n.Verified).length ?? 0;
  const close = () => setAnchor(null);
  return (
    <>
      {/* Named by its content, not aria-label: the badge's number is seen and read out (WCAG 2.5.3). */}
      <IconButton
        color="inherit"
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onPointerEnter={() => void loadDropdown()}
        onFocus={() => void loadDropdown()}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Box
          component="span"
          sx={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          }}
        >
          {count > 0 ? t.notificationsWithCount(count) : t.notifications}
        </Box>
        <Badge badgeContent={count} color="error" invisible={count === 0}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <NotificationDropdown anchor={anchor} onClose={close} onChange={onChange} />
    </>
  );
}
