import { useState } from 'react';
import {
  Alert,
  Button,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { formatDate, messages, routeEntry } from '@portal/shared';
import { ConfirmDialog, ErrorAlert, PageLayout, QueryView, usePagedRows } from '@portal/shared/ui';
import * as adminContent from '@portal/shared/contract/admin-content';
import { useDeleteLabel } from './api/delete-label';
import { useLabels } from './api/get-labels';
import { LegendDialog } from './components/legend-dialog';
import { legendMessages as t } from './messages';

const entry = routeEntry('/adminleyendas');

/** /adminleyendas: the legends of the report screens (002 §2 "Legends admin"). */
export default function AdminleyendasPage() {
  const labels = useLabels();
  const remove = useDeleteLabel();
  const page = usePagedRows(labels.data ?? []);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<adminContent.Label | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <PageLayout
      title={entry.title}
      breadcrumbs={[{ label: entry.title }]}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(0)}>
          {t.newLegend}
        </Button>
      }
    >
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <ErrorAlert error={remove.error} sx={{ mb: 2 }} />
      <QueryView query={labels}>
        {(rows) => (
          <Paper>
            <TableContainer>
              <Table size="small" aria-label={t.listLabel}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.section}</TableCell>
                    <TableCell>{t.type}</TableCell>
                    <TableCell>{t.description}</TableCell>
                    <TableCell>{t.startDate}</TableCell>
                    <TableCell>{t.endDate}</TableCell>
                    <TableCell>{t.state}</TableCell>
                    <TableCell align="right">{t.actions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={7}>{messages.noData}</TableCell>
                    </TableRow>
                  )}
                  {page.rows.map((label) => (
                    <TableRow key={label.Id}>
                      <TableCell>{adminContent.LEGEND_SECTION_NAMES[label.Section]}</TableCell>
                      <TableCell>{adminContent.LEGEND_TYPE_NAMES[label.Type]}</TableCell>
                      <TableCell>{label.Description}</TableCell>
                      <TableCell>{formatDate(label.StartDate, '')}</TableCell>
                      <TableCell>{formatDate(label.EndDate, '')}</TableCell>
                      <TableCell>{label.Enabled ? t.active : t.inactive}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <Tooltip title={t.edit}>
                          <IconButton aria-label={`${t.edit} ${label.Description}`} onClick={() => setEditing(label.Id)}>
                            <EditIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={t.remove}>
                          <IconButton aria-label={`${t.remove} ${label.Description}`} onClick={() => setDeleting(label)}>
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {page.pagination}
          </Paper>
        )}
      </QueryView>
      {editing !== null && (
        <LegendDialog
          id={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setNotice(t.saved);
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.Id, {
            onSettled: () => setDeleting(null),
            onSuccess: () => setNotice(t.deleted),
          })
        }
      />
    </PageLayout>
  );
}
