import { useState } from 'react';
import { Alert, CircularProgress, IconButton } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { formatDateTime, messages, routeEntry, useEffectiveCuit } from '@portal/shared';
import { ErrorAlert, ListTable, PageLayout, QueryView } from '@portal/shared/ui';
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
              <ListTable
                label={entry.title}
                paperVariant="outlined"
                rows={rows}
                rowKey={(n) => n.Id}
                rowProps={() => ({ hover: true })}
                columns={[
                  { header: t.columns.date, nowrap: true, cell: (n) => formatDateTime(n.CreateDate) },
                  {
                    header: t.columns.title,
                    cell: (n) => <span style={{ fontWeight: n.Verified ? undefined : 600 }}>{n.WebTitle}</span>,
                  },
                  { header: t.columns.status, cell: (n) => (n.Verified ? t.statusSeen : t.statusNew) },
                  {
                    header: t.columns.actions,
                    align: 'right',
                    cell: (n) => {
                      const verifying = verify.isPending && verify.variables === n.Id;
                      return (
                        <IconButton
                          size="small"
                          aria-label={t.viewNotification}
                          aria-busy={verifying}
                          onClick={() => show(n)}
                        >
                          {verifying ? <CircularProgress size={18} /> : <DescriptionIcon fontSize="small" />}
                        </IconButton>
                      );
                    },
                  },
                ]}
              />
            </>
          )}
        </QueryView>
      )}
      <NotificationDialog notification={selected} open={open} onClose={() => setOpen(false)} />
    </PageLayout>
  );
}
