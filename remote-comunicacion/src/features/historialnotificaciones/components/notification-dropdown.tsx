import { Box, Popover, Typography } from '@mui/material';
import { comunicacionMessages as t } from '../../../messages';
import { NewNotifications } from './new-notifications';

interface Props {
  anchor: HTMLElement | null;
  onClose: () => void;
  onChange?: () => void;
}

/** The bell's dropdown (002 §2): the new notifications in a popover, closed on 'Ver historial'. */
export function NotificationDropdown({ anchor, onClose, onChange }: Props) {
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t.notifications,
          sx: { width: 380, maxWidth: 'calc(100vw - 32px)', maxHeight: '80vh' },
        },
      }}
    >
      <Box sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t.notifications}
        </Typography>
        <NewNotifications layout="list" onChange={onChange} onHistory={onClose} />
      </Box>
    </Popover>
  );
}
