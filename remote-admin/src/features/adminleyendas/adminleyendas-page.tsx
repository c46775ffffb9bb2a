import { useState } from 'react';
import { formatDate, routeEntry } from '@portal/shared';
import { ConfirmMutation, EditDeleteActions } from '@portal/shared/ui';
import * as adminContent from '@portal/shared/contract/admin-content';
import { AdminListPage } from '../../components/admin-page';
import { useDeleteLabel } from './api/delete-label';
import { useLabels } from './api/get-labels';
import { LegendDialog } from './components/legend-dialog';
import { legendMessages as t } from './messages';

const entry = routeEntry('/adminleyendas');

/** /adminleyendas: the legends of the report screens (002 §2 "Legends admin"). */
export default function AdminleyendasPage() {
  const labels = useLabels();
  const remove = useDeleteLabel();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<adminContent.Label | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <AdminListPage
      title={entry.title}
      newLabel={t.newLegend}
      onNew={() => setEditing(0)}
      notice={notice}
      onNoticeClose={() => setNotice(null)}
      error={remove.error}
      query={labels}
      table={{
        label: t.listLabel,
        rowKey: (label) => label.Id,
        columns: [
          { header: t.section, cell: (label) => adminContent.LEGEND_SECTION_NAMES[label.Section] },
          { header: t.type, cell: (label) => adminContent.LEGEND_TYPE_NAMES[label.Type] },
          { header: t.description, cell: (label) => label.Description },
          { header: t.startDate, cell: (label) => formatDate(label.StartDate, '') },
          { header: t.endDate, cell: (label) => formatDate(label.EndDate, '') },
          { header: t.state, cell: (label) => (label.Enabled ? t.active : t.inactive) },
          {
            header: t.actions,
            align: 'right',
            nowrap: true,
            cell: (label) => (
              <EditDeleteActions
                target={label.Description}
                editTitle={t.edit}
                deleteTitle={t.remove}
                onEdit={() => setEditing(label.Id)}
                onDelete={() => setDeleting(label)}
              />
            ),
          },
        ],
      }}
    >
      {editing !== null && (
        <LegendDialog
          id={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setNotice(t.saved);
          }}
        />
      )}
      <ConfirmMutation
        item={deleting}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        mutation={remove}
        keyOf={(label) => label.Id}
        onClose={() => setDeleting(null)}
        onSuccess={() => setNotice(t.deleted)}
      />
    </AdminListPage>
  );
}
