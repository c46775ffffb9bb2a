import { Alert } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { formatDate, messages, routeEntry, useEffectiveCuit } from '@portal/shared';
import { ErrorAlert, ListTable, PageLayout, QueryView, RowAction } from '@portal/shared/ui';
import { comunicacionMessages as t } from '../../messages';
import { type ProducerCommunication, useCommunications } from './api/get-communications';
import { CommunicationDialog } from './components/communication-dialog';
import { PriorityIcon, priorityName } from './components/priority-icon';
import { useOpenCommunication } from './components/use-open-communication';

const entry = routeEntry('/historialcomunicaciones');
const c = t.communicationColumns;

function status(communication: ProducerCommunication): string {
  if (communication.Confirmed) return t.statusConfirmed;
  return communication.Readed ? t.statusRead : t.statusUnread;
}

/**
 * /historialcomunicaciones (002 §2, §4): the producer's current communications. A row opens the modal;
 * opening an unread one marks it read, and confirming it refreshes the list.
 */
export default function HistorialComunicacionesPage() {
  const cuit = useEffectiveCuit();
  const communications = useCommunications(cuit, false);
  const opened = useOpenCommunication(cuit, communications.data);
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      {!cuit ? (
        <Alert severity="info">{messages.chooseProducerFirst}</Alert>
      ) : (
        <QueryView query={communications}>
          {(rows) => (
            <>
              <ErrorAlert error={opened.markReadError} sx={{ mb: 2 }} />
              <ListTable
                label={entry.title}
                paperVariant="outlined"
                rows={rows}
                rowKey={(row) => row.Id}
                emptyText={t.noActiveCommunications}
                rowProps={(row) => ({ hover: true, sx: { cursor: 'pointer' }, onClick: () => opened.open(row) })}
                columns={[
                  { header: c.start, nowrap: true, cell: (row) => formatDate(row.StartDate) },
                  {
                    header: c.priority,
                    nowrap: true,
                    cell: (row) => (
                      <>
                        <PriorityIcon priority={row.Priority} /> {priorityName(row.Priority)}
                      </>
                    ),
                  },
                  {
                    header: c.title,
                    cell: (row) => <span style={{ fontWeight: row.Readed ? undefined : 600 }}>{row.Title}</span>,
                  },
                  { header: c.status, cell: status },
                  {
                    header: c.actions,
                    align: 'right',
                    cell: (row) => (
                      <RowAction
                        title={t.viewCommunication}
                        icon={<DescriptionIcon fontSize="small" />}
                        onClick={() => opened.open(row)}
                      />
                    ),
                  },
                ]}
              />
            </>
          )}
        </QueryView>
      )}
      <CommunicationDialog communication={opened.communication} cuit={cuit} onClose={opened.close} />
    </PageLayout>
  );
}
