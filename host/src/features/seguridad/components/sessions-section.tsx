import { useState } from 'react';
import { Chip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { formatDateTimeMinutes } from '@portal/shared';
import { ConfirmDialog, RowAction } from '@portal/shared/ui';
import { securityMessages } from '../messages';
import { useEndOtherSessions, useEndSession, useSessions, type ActiveSession } from '../api/sessions';
import { SecurityListSection } from './security-section';

const t = securityMessages.sessions;

/** What a session is, as the list and the confirmation name it: 'Chrome 120 en Windows 10'. */
function describe(s: ActiveSession): string {
  return t.client(s.browser ?? t.unknownBrowser, s.system ?? t.unknownSystem);
}

/** Issue 40 §2: the user's sessions, 'Cerrar sesión' for any other one, 'Cerrar las demás sesiones'. */
export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<ActiveSession | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  const failure = endOne.error ?? endOthers.error;

  const reset = () => {
    setNotice(null);
    endOne.reset();
    endOthers.reset();
  };

  return (
    <SecurityListSection
      title={t.title}
      description={t.intro}
      action={{
        label: t.endOthers,
        icon: <LogoutIcon />,
        disabled: others === 0,
        onClick: () => {
          reset();
          setEndingOthers(true);
        },
      }}
      notice={notice}
      onNoticeClose={() => setNotice(null)}
      error={failure}
      query={sessions}
      rowKey={(s) => s.id}
      columns={[
        {
          header: t.columns.client,
          cell: (s) => (
            <>
              {describe(s)}
              {s.current && <Chip label={t.current} size="small" color="primary" sx={{ ml: 1 }} />}
            </>
          ),
        },
        { header: t.columns.address, cell: (s) => s.address ?? t.unknownAddress },
        { header: t.columns.started, cell: (s) => formatDateTimeMinutes(s.startedAt), nowrap: true },
        { header: t.columns.lastSeen, cell: (s) => formatDateTimeMinutes(s.lastSeenAt), nowrap: true },
        {
          header: t.columns.actions,
          align: 'right',
          cell: (s) =>
            s.current ? null : (
              <RowAction
                title={t.end}
                target={`${describe(s)}, ${s.address ?? t.unknownAddress}`}
                icon={<LogoutIcon />}
                onClick={() => {
                  reset();
                  setEnding(s);
                }}
              />
            ),
        },
      ]}
    >
      <ConfirmDialog
        open={Boolean(ending)}
        title={t.endTitle}
        message={ending ? t.endQuestion(describe(ending)) : ''}
        busy={endOne.isPending}
        onConfirm={() =>
          endOne.mutate(ending!.id, {
            onSuccess: () => setNotice(t.ended),
            onSettled: () => setEnding(null),
          })
        }
        onCancel={() => setEnding(null)}
      />
      <ConfirmDialog
        open={endingOthers}
        title={t.endOthers}
        message={t.endOthersQuestion}
        busy={endOthers.isPending}
        onConfirm={() =>
          endOthers.mutate(undefined, {
            onSuccess: () => setNotice(t.endedOthers),
            onSettled: () => setEndingOthers(false),
          })
        }
        onCancel={() => setEndingOthers(false)}
      />
    </SecurityListSection>
  );
}
