import { lazy, Suspense, useState } from 'react';
import { Badge, Box, IconButton, LinearProgress, Popover, Typography } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { messages, useEffectiveCuit } from '@portal/shared';
import { comunicacionMessages as t } from '../../../messages';
import { useNotifications } from '../api/get-notifications';

// The dropdown's list (and the HTML sanitizer its items use) loads when the bell is first pointed at, focused or
// opened, not with every signed-in page (issue 13 §1).
const loadList = () => import('./new-notifications');
const NewNotifications = lazy(() => loadList().then((m) => ({ default: m.NewNotifications })));

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
        onPointerEnter={() => void loadList()}
        onFocus={() => void loadList()}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
          {count > 0 ? t.notificationsWithCount(count) : t.notifications}
        </Box>
        <Badge badgeContent={count} color="error" invisible={count === 0}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t.notifications, sx: { width: 380, maxWidth: 'calc(100vw - 32px)', maxHeight: '80vh' } } }}
      >
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t.notifications}
          </Typography>
          <Suspense fallback={<LinearProgress aria-label={messages.loading} sx={{ mt: 1 }} />}>
            <NewNotifications layout="list" onChange={onChange} onHistory={close} />
          </Suspense>
        </Box>
      </Popover>
    </>
  );
}
