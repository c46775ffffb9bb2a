import { Alert, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import DescriptionIcon from '@mui/icons-material/Description';
import { formatDate, messages, routeEntry, useEffectiveCuit } from '@portal/shared';
import { ErrorAlert, PageLayout, QueryView, usePagedRows } from '@portal/shared/ui';
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
  const page = usePagedRows(communications.data ?? []);
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      {!cuit ? (
        <Alert severity="info">{messages.chooseProducerFirst}</Alert>
      ) : (
        <QueryView query={communications}>
          {(rows) => (
            <>
              <ErrorAlert error={opened.markReadError} sx={{ mb: 2 }} />
              <Paper variant="outlined">
                <TableContainer>
                  <Table size="small" aria-label={entry.title}>
                    <TableHead>
                      <TableRow>
                        <TableCell>{c.start}</TableCell>
                        <TableCell>{c.priority}</TableCell>
                        <TableCell>{c.title}</TableCell>
                        <TableCell>{c.status}</TableCell>
                        <TableCell align="right">{c.actions}</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {rows.length === 0 ? (
                        <TableRow>
                          <TableCell colSpan={5}>{t.noActiveCommunications}</TableCell>
                        </TableRow>
                      ) : (
                        page.rows.map((row) => (
                          <TableRow key={row.Id} hover sx={{ cursor: 'pointer' }} onClick={() => opened.open(row)}>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.StartDate)}</TableCell>
                            <TableCell sx={{ whiteSpace: 'nowrap' }}>
                              <PriorityIcon priority={row.Priority} /> {priorityName(row.Priority)}
                            </TableCell>
                            <TableCell sx={{ fontWeight: row.Readed ? undefined : 600 }}>{row.Title}</TableCell>
                            <TableCell>{status(row)}</TableCell>
                            <TableCell align="right">
                              <IconButton
                                size="small"
                                aria-label={t.viewCommunication}
                                onClick={(event) => {
                                  event.stopPropagation();
                                  opened.open(row);
                                }}
                              >
                                <DescriptionIcon fontSize="small" />
                              </IconButton>
                            </TableCell>
                          </TableRow>
                        ))
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
      <CommunicationDialog communication={opened.communication} cuit={cuit} onClose={opened.close} />
    </PageLayout>
  );
}
