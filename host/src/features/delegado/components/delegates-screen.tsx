import { useState, type ComponentProps } from 'react';
import { Button } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import {
  ApiError,
  DELEGATE_SCOPE_LABELS,
  effectiveCuit,
  effectiveUserId,
  formatCuit,
  formatDate,
  routeEntry,
  useSessionStore,
} from '@portal/shared';
import {
  ConfirmMutation,
  EditDeleteActions,
  ErrorAlert,
  ListTable,
  PageLayout,
  QueryView,
  SuccessNotice,
} from '@portal/shared/ui';
import { hostMessages } from '../../../messages';
import { useCreateDelegate } from '../api/create-delegate';
import { useDelegates, type Delegate } from '../api/get-delegates';
import { useDeleteDelegate } from '../api/delete-delegate';
import { useUpdateDelegate } from '../api/update-delegate';
import { EditDelegateDialog } from './edit-delegate-dialog';
import { NewDelegateDialog } from './new-delegate-dialog';

const t = hostMessages.delegates;

/** A failure of the delegate calls (002 §8): the server's message, or 'Error al contactar al servidor'. */
function delegateError(error: unknown): string {
  return error instanceof ApiError && error.status !== null ? error.userMessage : t.serverUnreachable;
}

/** /delegado (002 §2): the producer's sub-users with their areas and last day (issue 40 §4), 'Nuevo usuario', edit and delete. */
export default function DelegatesScreen() {
  const session = useSessionStore((s) => s.session)!;
  const simulation = useSessionStore((s) => s.simulation);
  const userId = effectiveUserId(session, simulation);
  const producer = {
    cuit: effectiveCuit(session, simulation) ?? '',
    name: simulation?.userNameProducer ?? session.userName,
  };
  const delegates = useDelegates(userId);
  const create = useCreateDelegate(userId, producer);
  const remove = useDeleteDelegate(userId);
  const update = useUpdateDelegate(userId);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Delegate | null>(null);
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
      <SuccessNotice text={notice} onClose={() => setNotice(null)} />
      {remove.error && <ErrorAlert error={delegateError(remove.error)} sx={{ mb: 2 }} />}
      <QueryView query={delegates}>
        {(rows) => (
          <ListTable
            label={t.title}
            rows={rows}
            rowKey={(d) => d.id}
            columns={[
              { header: t.columns.nombre, cell: (d) => d.nombre },
              { header: t.columns.apellido, cell: (d) => d.apellido },
              { header: t.columns.cuit, cell: (d) => formatCuit(d.cuit) },
              { header: t.columns.email, cell: (d) => d.email },
              { header: t.columns.estado, cell: (d) => d.estado },
              { header: t.columns.areas, cell: (d) => d.areas.map((a) => DELEGATE_SCOPE_LABELS[a]).join(', ') },
              { header: t.columns.accessUntil, cell: (d) => (d.accessUntil ? formatDate(d.accessUntil) : t.noEnd) },
              {
                header: t.columns.actions,
                align: 'right',
                cell: (d) => (
                  <EditDeleteActions
                    target={`${d.nombre} ${d.apellido}`}
                    editTitle={t.edit}
                    deleteTitle={t.delete}
                    onEdit={() => {
                      update.reset();
                      setEditing(d);
                    }}
                    onDelete={() => setDeleting(d)}
                  />
                ),
              },
            ]}
          />
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
      {editing && (
        <EditDelegateDialog
          delegate={editing}
          saving={update.isPending}
          error={update.error ? delegateError(update.error) : null}
          onSave={(limits) =>
            update.mutate(
              { id: editing.id, limits },
              {
                onSuccess: () => {
                  setEditing(null);
                  setNotice(t.updated);
                },
              },
            )
          }
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmMutation
        item={deleting}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        mutation={remove}
        keyOf={(d) => d.cuit}
        onClose={() => setDeleting(null)}
      />
    </PageLayout>
  );
}

// Re-mounted on each opening so the form starts empty.
function NewDelegateDialogHost(props: ComponentProps<typeof NewDelegateDialog>) {
  return props.open ? <NewDelegateDialog {...props} /> : null;
}
