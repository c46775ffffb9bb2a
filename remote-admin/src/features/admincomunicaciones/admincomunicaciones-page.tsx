import { useState } from 'react';
import { formatDate, routeEntry } from '@portal/shared';
import { ConfirmMutation, EditDeleteActions } from '@portal/shared/ui';
import { PRIORITIES } from '@portal/shared/contract/comunicacion';
import { AdminListPage } from '../../components/admin-page';
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
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CommunicationRow | null>(null);

  return (
    <AdminListPage
      title={entry.title}
      newLabel={t.newCommunication}
      onNew={() => setEditing(0)}
      newAboveContent
      error={remove.error}
      query={list}
      table={{
        label: entry.title,
        paperVariant: 'outlined',
        rowKey: (row) => row.id,
        rowProps: () => ({ hover: true }),
        columns: [
          { header: c.description, cell: (row) => row.description },
          { header: c.start, nowrap: true, cell: (row) => formatDate(row.startDate) },
          { header: c.end, nowrap: true, cell: (row) => (row.endDate ? formatDate(row.endDate) : t.undetermined) },
          {
            header: c.priority,
            cell: (row) => PRIORITIES[row.priority as keyof typeof PRIORITIES] ?? row.priority,
          },
          { header: c.confirmation, cell: (row) => yesNo(row.confirmationRequired) },
          { header: c.sendMail, cell: (row) => yesNo(row.sendMail) },
          { header: c.enabled, cell: (row) => yesNo(row.enabled) },
          { header: c.read, align: 'right', cell: (row) => row.readCount },
          { header: c.confirmed, align: 'right', cell: (row) => row.confirmedCount },
          {
            header: c.actions,
            align: 'right',
            nowrap: true,
            cell: (row) => (
              <EditDeleteActions
                target={row.description}
                editTitle={t.edit}
                deleteTitle={t.remove}
                onEdit={() => setEditing(row.id)}
                onDelete={() => setDeleting(row)}
                small
              />
            ),
          },
        ],
      }}
    >
      {editing !== null && <CommunicationFormDialog id={editing} onClose={() => setEditing(null)} />}
      <ConfirmMutation
        item={deleting}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        mutation={remove}
        keyOf={(row) => row.id}
        onClose={() => setDeleting(null)}
      />
    </AdminListPage>
  );
}
