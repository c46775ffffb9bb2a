import { Card, CardContent, Typography } from '@mui/material';
import { comunicacionMessages as t } from '../../../messages';
import { NewNotifications } from './new-notifications';

interface Props {
  /** The change callback of 002 §4: called after the producer marks a notification as seen. */
  onChange?: () => void;
}

/**
 * The user dashboard's notification tiles (002 §2, §9 "Dashboard notification tiles: 4"), exposed as
 * `./NotificationsPanel`: the new notifications 4 at a time, 'Ver más' for 4 more.
 */
export default function NotificationsPanel({ onChange }: Props) {
  return (
    <Card variant="outlined" component="section" aria-labelledby="notifications-panel-title">
      <CardContent>
        <Typography id="notifications-panel-title" variant="h6" component="h2" color="primary" sx={{ mb: 1 }}>
          {t.notifications}
        </Typography>
        <NewNotifications layout="tiles" onChange={onChange} />
      </CardContent>
    </Card>
  );
}
