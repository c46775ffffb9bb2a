import { useState } from 'react';
import { Alert, Box, Checkbox, FormControlLabel, Tab, Tabs } from '@mui/material';
import { messages, routeEntry, useSessionStore } from '@portal/shared';
import { ConfirmMutation, QueryView, SuccessNotice } from '@portal/shared/ui';
import { AdminPage } from '../../components/admin-page';
import { useShowDefaultHomeImg, useSaveShowDefaultHomeImg } from './api/default-home-image';
import { useDeleteNotice } from './api/delete-notice';
import { useCurrentNotices } from './api/get-current-notices';
import { useNotices, type Notice, type NoticeType } from './api/get-notices';
import { CurrentNotices } from './components/current-notices';
import { NoticeDialog } from './components/notice-dialog';
import { NoticesTable } from './components/notices-table';
import { SendDialog } from './components/send-dialog';
import { failureText } from './failure-text';
import { newsAdminMessages as t } from './messages';
import { useFleetingNotice } from './use-fleeting-notice';

const entry = routeEntry('/news');
/** What the api asks of every call of the administration (NewsSearch with Type, NewsCreate…). */
const ADMINISTRATION_PERMISSION = 'VerMarketing';

/**
 * /news. The menu offers Marketing to everyone (002 §6), but the api serves the administration only to holders
 * of VerMarketing, so the others see the notices published today instead of a refusal. It is asked of the list
 * the server granted, not of the menu's effective set, which adds VerMarketing for everyone.
 */
export default function NewsPage() {
  const administers = useSessionStore((s) => s.permissions.includes(ADMINISTRATION_PERMISSION));
  return administers ? <NewsAdministration /> : <CurrentNoticesView />;
}

/** What a user without VerMarketing sees: the current web notices, read-only; no call of the administration. */
function CurrentNoticesView() {
  const notices = useCurrentNotices();
  return (
    <AdminPage title={entry.title} description={t.currentDescription}>
      <QueryView query={notices} empty={messages.noData}>
        {(rows) => <CurrentNotices notices={rows} />}
      </QueryView>
    </AdminPage>
  );
}

/** The web notices of the home carousel and the e-mail notices (002 §2 "News admin"). */
function NewsAdministration() {
  const [type, setType] = useState<NoticeType>(0);
  const notices = useNotices(type);
  const webNotices = useNotices(0);
  const remove = useDeleteNotice();
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Notice | null>(null);
  const [sending, setSending] = useState<Notice | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [mailSent, showMailSent] = useFleetingNotice();
  const maxOrder = Math.max(0, ...(webNotices.data ?? []).map((n) => n.Order ?? 0));

  return (
    <AdminPage title={entry.title} newLabel={t.newNotice} onNew={() => setEditing('new')}>
      <Tabs value={type} onChange={(_e, v: NoticeType) => setType(v)} sx={{ mb: 2 }}>
        <Tab value={0} label={t.webTab} id="news-tab-0" aria-controls="news-panel" />
        <Tab value={1} label={t.mailTab} id="news-tab-1" aria-controls="news-panel" />
      </Tabs>
      {notice && (
        <Alert severity={notice.severity} onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice.text}
        </Alert>
      )}
      <SuccessNotice text={mailSent} />
      <Box role="tabpanel" id="news-panel" aria-labelledby={`news-tab-${type}`}>
        {type === 0 && <DefaultHomeImage webNotices={webNotices.data ?? []} />}
        <QueryView query={notices}>
          {(rows) => (
            <NoticesTable
              key={type}
              type={type}
              notices={rows}
              onEdit={setEditing}
              onDelete={setDeleting}
              onSend={setSending}
            />
          )}
        </QueryView>
      </Box>
      {editing !== null && (
        <NoticeDialog
          type={type}
          notice={editing === 'new' ? null : editing}
          maxOrder={maxOrder}
          onClose={(saved) => {
            setEditing(null);
            if (saved) setNotice({ severity: 'success', text: t.processed });
          }}
        />
      )}
      {sending && (
        <SendDialog
          notice={sending}
          onClose={() => setSending(null)}
          onSent={(queued) => {
            setSending(null);
            showMailSent(queued ? `${t.mailSent} ${t.queued}` : t.mailSent);
          }}
        />
      )}
      <ConfirmMutation
        item={deleting}
        title={t.deleteTitle}
        message={t.deleteQuestion}
        mutation={remove}
        keyOf={(notice) => notice.Id as number}
        onClose={() => setDeleting(null)}
        onSuccess={() => setNotice({ severity: 'success', text: t.deleted })}
        onError={(error) => setNotice({ severity: 'error', text: failureText(error, t.failed) })}
      />
    </AdminPage>
  );
}

/**
 * 'Mostrar imagen (default) en inicio' (002 §4): the home shows the welcome image instead of the carousel;
 * it changes only while a web notice is active, otherwise 'Debe haber al menos una imagen de inicio'.
 */
function DefaultHomeImage({ webNotices }: { webNotices: Notice[] }) {
  const current = useShowDefaultHomeImg();
  const save = useSaveShowDefaultHomeImg();
  const [warning, setWarning] = useState<string | null>(null);
  const change = (show: boolean) => {
    if (!webNotices.some((n) => n.Activo && n.TieneImagen)) return setWarning(t.needsHomeImage);
    setWarning(null);
    save.mutate(show, { onError: (error) => setWarning(failureText(error, t.failed)) });
  };
  return (
    <Box sx={{ mb: 2 }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={current.data ?? false}
            disabled={current.isPending || save.isPending}
            onChange={(e) => change(e.target.checked)}
          />
        }
        label={t.showDefaultImage}
      />
      {warning && (
        <Alert severity="warning" onClose={() => setWarning(null)}>
          {warning}
        </Alert>
      )}
    </Box>
  );
}
