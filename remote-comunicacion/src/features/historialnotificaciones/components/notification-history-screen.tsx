import { useState } from 'react';
import {
  Alert,
  CircularProgress,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { formatDateTime, messages, routeEntry, useEffectiveCuit } from '@portal/shared';
import { ErrorAlert, PageLayout, QueryView, usePagedRows } from '@portal/shared/ui';
import { comunicacionMessages as t } from '../../../messages';
import { useNotifications, type ProducerNotification } from '../api/get-notifications';
import { useVerifyNotification } from '../api/verify-notification';
import { NotificationDialog } from './notification-dialog';

const entry = routeEntry('/historialnotificaciones');

/**
 * /historialnotificaciones (002 §2, §4): every notification of the producer, new or seen. The file icon
 * opens it in a modal; opening one not yet seen marks it verified (its icon spins meanwhile) and
 * reloads the list.
 */
export default function NotificationHistoryScreen() {
  const cuit = useEffectiveCuit();
  const notifications = useNotifications(cuit, false);
  const verify = useVerifyNotification(cuit);
  const page = usePagedRows(notifications.data ?? []);
  const [selected, setSelected] = useState<ProducerNotification | null>(null);
  const [open, setOpen] = useState(false);

  const show = (notification: ProducerNotification) => {
    setSelected(notification);
    setOpen(true);
    if (!notification.Verified) verify.mutate(notification.Id);
  };

  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      {!cuit ? (
        <Alert severity="info">{messages.chooseProducerFirst}</Alert>
      ) : (
        <QueryView query={notifications}>
          {(rows) => (
            <>
              <ErrorAlert error={verify.error} sx={{ mb: 2 }} />
              <Paper variant="outlined">
                <TableContainer>
                  <Table size="small" aria-label={entry.title}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{t.columns.date}</TableCell>
                        <TableCell>{t.columns.title}</TableCell>
                        <TableCell>{t.columns.status}</TableCell>
                        <TableCell align="right">{t.columns.actions}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.length === 0 ? (
                        <TableRow>
                          <TableCell colSpan={4}>{messages.noData}</TableCell>
                        </TableRow>
                      ) : (
                        page.rows.map((n) => {
                          const verifying = verify.isPending && verify.variables === n.Id;
                          return (
                            <TableRow key={n.Id} hover>
                              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(n.CreateDate)}</TableCell>
                              <TableCell sx={{ fontWeight: n.Verified ? undefined : 600 }}>{n.WebTitle}</TableCell>
                              <TableCell>{n.Verified ? t.statusSeen : t.statusNew}</TableCell>
                              <TableCell align="right">
                                <IconButton size="small" aria-label={t.viewNotification} aria-busy={verifying} onClick={() => show(n)}>
                                  {verifying ? <CircularProgress size={18} /> : <DescriptionIcon fontSize="small" />}
                                </IconButton>
                              </TableCell>
                            </TableRow>
                          );
                        })
                      )}
                    </TableBody>
                  </Table>
                </TableContainer>
                {page.pagination}
              </Paper>
            </>
          )}
        </QueryView>
      )}
      <NotificationDialog notification={selected} open={open} onClose={() => setOpen(false)} />
    </PageLayout>
  );
}
