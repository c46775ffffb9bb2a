import { useState } from 'react';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { formatDate, routeEntry } from '@portal/shared';
import {
  ConfirmMutation,
  EditDeleteActions,
  ErrorAlert,
  ListTable,
  PageLayout,
  QueryView,
  SuccessNotice,
} from '@portal/shared/ui';
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
      <SuccessNotice text={notice} onClose={() => setNotice(null)} />
      <ErrorAlert error={remove.error} sx={{ mb: 2 }} />
      <QueryView query={labels}>
        {(rows) => (
          <ListTable
            label={t.listLabel}
            rows={rows}
            rowKey={(label) => label.Id}
            columns={[
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
            ]}
          />
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
      <ConfirmMutation
        item={deleting}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        mutation={remove}
        keyOf={(label) => label.Id}
        onClose={() => setDeleting(null)}
        onSuccess={() => setNotice(t.deleted)}
      />
    </PageLayout>
  );
}
