import { useState } from 'react';
import { IconButton } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/KeyboardArrowUp';
import ExpandMoreIcon from '@mui/icons-material/KeyboardArrowDown';
import { routeEntry } from '@portal/shared';
import { ConfirmMutation, EditDeleteActions } from '@portal/shared/ui';
import type * as adminContent from '@portal/shared/contract/admin-content';
import { AdminListPage } from '../../components/admin-page';
import { useDefinitions, useDeleteDefinition } from './api/definitions';
import { DefinitionDetail } from './components/definition-detail';
import { DefinitionDialog } from './components/definition-dialog';
import { notificationAdminMessages as t } from './messages';

const entry = routeEntry('/adminnotificaciones');
const FLAGS = ['editMessage', 'editDestination', 'editScheduler', 'webUse', 'mailUse', 'enabled'] as const;
// The expand column's heading is read by screen readers only.
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
} as const;

/** /adminnotificaciones: notification definitions with their calendars and recipients (002 §2). */
export default function AdminnotificacionesPage() {
  const definitions = useDefinitions();
  const remove = useDeleteDefinition();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<adminContent.NotificationDefinition | null>(null);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <AdminListPage
      title={entry.title}
      newLabel={t.newDefinition}
      onNew={() => setEditing(0)}
      notice={notice}
      onNoticeClose={() => setNotice(null)}
      error={remove.error}
      query={definitions}
      table={{
        label: t.listLabel,
        rowKey: (d) => d.id,
        detail: (d) => (expanded === d.id ? <DefinitionDetail definition={d} /> : null),
        columns: [
          {
            header: <span style={VISUALLY_HIDDEN}>{t.expand}</span>,
            cell: (d) => (
              <IconButton
                size="small"
                aria-label={`${t.expand} ${d.description}`}
                aria-expanded={expanded === d.id}
                onClick={() => setExpanded(expanded === d.id ? null : d.id)}
              >
                {expanded === d.id ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              </IconButton>
            ),
          },
          { header: t.id, cell: (d) => d.id },
          { header: t.description, cell: (d) => d.description },
          ...FLAGS.map((f) => ({
            header: t[f],
            cell: (d: adminContent.NotificationDefinition) => (d[f] ? t.yes : t.no),
          })),
          {
            header: t.actions,
            align: 'right',
            nowrap: true,
            cell: (d) => (
              <EditDeleteActions
                target={d.description}
                editTitle={t.edit}
                deleteTitle={t.remove}
                onEdit={() => setEditing(d.id)}
                onDelete={() => setDeleting(d)}
              />
            ),
          },
        ],
      }}
    >
      {editing !== null && (
        <DefinitionDialog id={editing} onClose={() => setEditing(null)} onSaved={() => setNotice(t.saved)} />
      )}
      <ConfirmMutation
        item={deleting}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        mutation={remove}
        keyOf={(d) => d.id}
        onClose={() => setDeleting(null)}
        onSuccess={() => setNotice(t.deleted)}
      />
    </AdminListPage>
  );
}
