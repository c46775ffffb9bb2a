import { useState } from 'react';
import { Box, Button, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { formatDate, messages, routeEntry } from '@portal/shared';
import { ConfirmDialog, ErrorAlert, PageLayout, QueryView, usePagedRows } from '@portal/shared/ui';
import { PRIORITIES } from '@portal/shared/contract/comunicacion';
import { type CommunicationRow, useAdminCommunications, useDeleteCommunication } from './api/communications';
import { CommunicationFormDialog } from './components/communication-form-dialog';
import { adminComunicacionesMessages as t } from './messages';

const entry = routeEntry('/admincomunicaciones');
const c = t.columns;
const yesNo = (value: boolean) => (value ? t.yes : t.no);

/**
 * /admincomunicaciones (002 §2): the communications with 'Nueva Comunicación', edit and delete (after a
 * confirmation); 'Indeterminado' for no end date, flags as Sí/No, and how many producers read and
 * confirmed each. The list reloads after a save or a delete.
 */
export default function AdminComunicacionesPage() {
  const list = useAdminCommunications();
  const remove = useDeleteCommunication();
  const page = usePagedRows(list.data ?? []);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CommunicationRow | null>(null);

  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <Box sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(0)}>
          {t.newCommunication}
        </Button>
      </Box>
      <ErrorAlert error={remove.error} sx={{ mb: 2 }} />
      <QueryView query={list}>
        {(communications) => (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label={entry.title}>
                <TableHead>
                  <TableRow>
                    <TableCell>{c.description}</TableCell>
                    <TableCell>{c.start}</TableCell>
                    <TableCell>{c.end}</TableCell>
                    <TableCell>{c.priority}</TableCell>
                    <TableCell>{c.confirmation}</TableCell>
                    <TableCell>{c.sendMail}</TableCell>
                    <TableCell>{c.enabled}</TableCell>
                    <TableCell align="right">{c.read}</TableCell>
                    <TableCell align="right">{c.confirmed}</TableCell>
                    <TableCell align="right">{c.actions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {communications.length === 0 ? (
                    <TableRow>
                      <TableCell colSpan={10}>{messages.noData}</TableCell>
                    </TableRow>
                  ) : (
                    page.rows.map((row) => (
                      <TableRow key={row.id} hover>
                        <TableCell>{row.description}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.startDate)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.endDate ? formatDate(row.endDate) : t.undetermined}</TableCell>
                        <TableCell>{PRIORITIES[row.priority as keyof typeof PRIORITIES] ?? row.priority}</TableCell>
                        <TableCell>{yesNo(row.confirmationRequired)}</TableCell>
                        <TableCell>{yesNo(row.sendMail)}</TableCell>
                        <TableCell>{yesNo(row.enabled)}</TableCell>
                        <TableCell align="right">{row.readCount}</TableCell>
                        <TableCell align="right">{row.confirmedCount}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <IconButton size="small" aria-label={t.edit(row.description)} onClick={() => setEditing(row.id)}>
                            <EditIcon fontSize="small" />
                          </IconButton>
                          <IconButton size="small" aria-label={t.remove(row.description)} onClick={() => setDeleting(row)}>
                            <DeleteIcon fontSize="small" />
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
        )}
      </QueryView>
      {editing !== null && <CommunicationFormDialog id={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </PageLayout>
  );
}
