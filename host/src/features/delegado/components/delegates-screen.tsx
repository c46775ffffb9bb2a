import { useState, type ComponentProps } from 'react';
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
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { ApiError, effectiveCuit, effectiveUserId, formatCuit, messages, routeEntry, useSessionStore } from '@portal/shared';
import { ConfirmDialog, ErrorAlert, PageLayout, QueryView } from '@portal/shared/ui';
import { hostMessages } from '../../../messages';
import { useCreateDelegate } from '../api/create-delegate';
import { useDelegates, type Delegate } from '../api/get-delegates';
import { useDeleteDelegate } from '../api/delete-delegate';
import { NewDelegateDialog } from './new-delegate-dialog';

const t = hostMessages.delegates;
const COLUMNS = ['nombre', 'apellido', 'cuit', 'email', 'estado'] as const;

/** A failure of the delegate calls (002 §8): the server's message, or 'Error al contactar al servidor'. */
function delegateError(error: unknown): string {
  return error instanceof ApiError && error.status !== null ? error.userMessage : t.serverUnreachable;
}

/** /delegado (002 §2): the producer's sub-users, 'Nuevo usuario' and delete. */
export default function DelegatesScreen() {
  const session = useSessionStore((s) => s.session)!;
  const simulation = useSessionStore((s) => s.simulation);
  const userId = effectiveUserId(session, simulation);
  const producer = { cuit: effectiveCuit(session, simulation) ?? '', name: simulation?.userNameProducer ?? session.userName };
  const delegates = useDelegates(userId);
  const create = useCreateDelegate(userId, producer);
  const remove = useDeleteDelegate(userId);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Delegate | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <PageLayout
      title={t.title}
      // The breadcrumb is the route list's name for the screen (000 §2.2); the heading says what it holds.
      breadcrumbs={[{ label: routeEntry('/delegado').title }]}
      description={t.intro}
      actions={
        <Button
          variant="contained"
          startIcon={<PersonAddIcon />}
          onClick={() => {
            create.reset();
            setCreating(true);
          }}
        >
          {t.newUser}
        </Button>
      }
    >
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {remove.error && <ErrorAlert error={delegateError(remove.error)} sx={{ mb: 2 }} />}
      <QueryView query={delegates}>
        {(rows) => (
          <TableContainer component={Paper}>
            <Table size="small" aria-label={t.title}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c}>{t.columns[c]}</TableCell>
                  ))}
                  <TableCell align="right">{t.columns.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={COLUMNS.length + 1}>{messages.noData}</TableCell>
                  </TableRow>
                ) : (
                  rows.map((d) => (
                    <TableRow key={d.id}>
                      <TableCell>{d.nombre}</TableCell>
                      <TableCell>{d.apellido}</TableCell>
                      <TableCell>{formatCuit(d.cuit)}</TableCell>
                      <TableCell>{d.email}</TableCell>
                      <TableCell>{d.estado}</TableCell>
                      <TableCell align="right">
                        <IconButton aria-label={`${t.delete} ${d.nombre} ${d.apellido}`} onClick={() => setDeleting(d)}>
                          <DeleteIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
      <NewDelegateDialogHost
        open={creating}
        saving={create.isPending}
        error={create.error ? delegateError(create.error) : null}
        onSave={(d) =>
          create.mutate(d, {
            onSuccess: () => {
              setCreating(false);
              setNotice(t.created);
            },
          })
        }
        onClose={() => setCreating(false)}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(deleting!.cuit, { onSettled: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </PageLayout>
  );
}

// Re-mounted on each opening so the form starts empty.
function NewDelegateDialogHost(props: ComponentProps<typeof NewDelegateDialog>) {
  return props.open ? <NewDelegateDialog {...props} /> : null;
}
