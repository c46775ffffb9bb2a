import { Fragment, useState } from 'react';
import {
  Alert,
  Button,
  Collapse,
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
import ExpandLessIcon from '@mui/icons-material/KeyboardArrowUp';
import ExpandMoreIcon from '@mui/icons-material/KeyboardArrowDown';
import { messages, routeEntry } from '@portal/shared';
import { ConfirmDialog, ErrorAlert, PageLayout, QueryView, usePagedRows } from '@portal/shared/ui';
import type * as adminContent from '@portal/shared/contract/admin-content';
import { useDefinitions, useDeleteDefinition } from './api/definitions';
import { DefinitionDetail } from './components/definition-detail';
import { DefinitionDialog } from './components/definition-dialog';
import { notificationAdminMessages as t } from './messages';

const entry = routeEntry('/adminnotificaciones');
const FLAGS = ['editMessage', 'editDestination', 'editScheduler', 'webUse', 'mailUse', 'enabled'] as const;
const COLUMNS = 2 + FLAGS.length + 2;

/** /adminnotificaciones: notification definitions with their calendars and recipients (002 §2). */
export default function AdminnotificacionesPage() {
  const definitions = useDefinitions();
  const remove = useDeleteDefinition();
  const page = usePagedRows(definitions.data ?? []);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<adminContent.NotificationDefinition | null>(null);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <PageLayout
      title={entry.title}
      breadcrumbs={[{ label: entry.title }]}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(0)}>
          {t.newDefinition}
        </Button>
      }
    >
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      <ErrorAlert error={remove.error} sx={{ mb: 2 }} />
      <QueryView query={definitions}>
        {(rows) => (
          <Paper>
            <TableContainer>
              <Table size="small" aria-label={t.listLabel}>
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                        {t.expand}
                      </span>
                    </TableCell>
                    <TableCell>{t.id}</TableCell>
                    <TableCell>{t.description}</TableCell>
                    {FLAGS.map((f) => (
                      <TableCell key={f}>{t[f]}</TableCell>
                    ))}
                    <TableCell align="right">{t.actions}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={COLUMNS}>{messages.noData}</TableCell>
                    </TableRow>
                  )}
                  {page.rows.map((d) => (
                    <Fragment key={d.id}>
                      <TableRow>
                        <TableCell>
                          <IconButton
                            size="small"
                            aria-label={`${t.expand} ${d.description}`}
                            aria-expanded={expanded === d.id}
                            onClick={() => setExpanded(expanded === d.id ? null : d.id)}
                          >
                            {expanded === d.id ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                          </IconButton>
                        </TableCell>
                        <TableCell>{d.id}</TableCell>
                        <TableCell>{d.description}</TableCell>
                        {FLAGS.map((f) => (
                          <TableCell key={f}>{d[f] ? t.yes : t.no}</TableCell>
                        ))}
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <Tooltip title={t.edit}>
                            <IconButton aria-label={`${t.edit} ${d.description}`} onClick={() => setEditing(d.id)}>
                              <EditIcon />
                            </IconButton>
                          </Tooltip>
                          <Tooltip title={t.remove}>
                            <IconButton aria-label={`${t.remove} ${d.description}`} onClick={() => setDeleting(d)}>
                              <DeleteIcon />
                            </IconButton>
                          </Tooltip>
                        </TableCell>
                      </TableRow>
                      {expanded === d.id && (
                        <TableRow>
                          <TableCell colSpan={COLUMNS}>
                            <Collapse in unmountOnExit>
                              <DefinitionDetail definition={d} />
                            </Collapse>
                          </TableCell>
                        </TableRow>
                      )}
                    </Fragment>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {page.pagination}
          </Paper>
        )}
      </QueryView>
      {editing !== null && <DefinitionDialog id={editing} onClose={() => setEditing(null)} onSaved={() => setNotice(t.saved)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null), onSuccess: () => setNotice(t.deleted) })}
      />
    </PageLayout>
  );
}
