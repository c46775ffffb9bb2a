import { Button, Divider, Grid, Link, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';
import { messages, useEffectiveCuit } from '@portal/shared';
import { QueryView } from '@portal/shared/ui';
import { comunicacionMessages as t } from '../../../messages';
import { useNotifications, type ProducerNotification } from '../api/get-notifications';
import { usePagedCount } from '../hooks/use-paged-count';
import { NotificationItem } from './notification-item';

const HISTORY_PATH = '/historialnotificaciones';
const DASHBOARD_PATH = '/user-dashboard-notifications';

interface Props {
  /** 'list' for the bell's dropdown, 'tiles' for the dashboard panel. */
  layout: 'list' | 'tiles';
  /** The change callback of 002 §4, after one is marked as seen. */
  onChange?: () => void;
  /** Called when the user follows 'Ver todas' or 'Ver historial' (the bell closes its dropdown). */
  onHistory?: () => void;
}

/**
 * The producer's new notifications (002 §2, §4): loading, then 4 of them and 'Ver más' for 4 more, or
 * 'Sin notificaciones pendientes', or the error with the list hidden; then the links to the user
 * dashboard ('Ver todas', from the bell) and to the history ('Ver historial').
 */
export function NewNotifications({ layout, onChange, onHistory }: Props) {
  const cuit = useEffectiveCuit();
  const notifications = useNotifications(cuit, true);
  return (
    <Stack sx={{ gap: 1 }}>
      {!cuit ? (
        <Typography variant="body2">{messages.chooseProducerFirst}</Typography>
      ) : (
        <QueryView query={notifications} empty={t.noPendingNotifications}>
          {(rows) => <PagedNotifications list={rows} cuit={cuit} layout={layout} onChange={onChange} />}
        </QueryView>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 2 }}>
        {layout === 'list' && (
          <Link component={RouterLink} to={DASHBOARD_PATH} variant="body2" onClick={onHistory}>
            {t.dashboard}
          </Link>
        )}
        <Link component={RouterLink} to={HISTORY_PATH} variant="body2" onClick={onHistory}>
          {t.history}
        </Link>
      </Stack>
    </Stack>
  );
}

interface PagedProps {
  list: ProducerNotification[];
  cuit: string;
  layout: Props['layout'];
  onChange?: () => void;
}

function PagedNotifications({ list, cuit, layout, onChange }: PagedProps) {
  const paged = usePagedCount(list.length);
  const shown = list.slice(0, paged.visible);
  return (
    <>
      {layout === 'list' ? (
        <Stack divider={<Divider flexItem />}>
          {shown.map((n) => (
            <NotificationItem key={n.Id} notification={n} cuit={cuit} onVerified={onChange} />
          ))}
        </Stack>
      ) : (
        <Grid container spacing={2}>
          {shown.map((n) => (
            <Grid key={n.Id} size={{ xs: 12, sm: 6, md: 3 }}>
              <Paper variant="outlined" sx={{ px: 1.5, height: '100%' }}>
                <NotificationItem notification={n} cuit={cuit} onVerified={onChange} />
              </Paper>
            </Grid>
          ))}
        </Grid>
      )}
      {paged.hasMore && (
        <Button size="small" onClick={paged.showMore} sx={{ alignSelf: 'center' }}>
          {t.showMore}
        </Button>
      )}
    </>
  );
}
