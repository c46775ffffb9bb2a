import { useState } from 'react';
import { Chip, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import { formatDate, formatDateTimeMinutes } from '@portal/shared';
import { API_TOKEN_SCOPE_NAMES, endDateToday } from '@portal/shared/contract/api-tokens';
import { ConfirmMutation, RowAction } from '@portal/shared/ui';
import { SecurityListSection } from '../../components/security-section';
import { useApiTokens, useCreateApiToken, useRevokeApiToken, type ApiToken } from '../api/api-tokens';
import { apiTokenTexts as t } from '../messages';
import { NewTokenDialog } from './new-token-dialog';
import { TokenCreatedDialog } from './token-created-dialog';

/**
 * Issue 40 §3: a producer's personal API tokens for their agency systems — create one (shown once), see when
 * each was last used and until when it works, revoke it.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const revoke = useRevokeApiToken();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const today = endDateToday();

  return (
    <SecurityListSection
      title={t.title}
      description={t.intro}
      action={{
        label: t.create,
        icon: <AddIcon />,
        onClick: () => {
          setNotice(null);
          create.reset();
          revoke.reset();
          setCreating(true);
        },
      }}
      notice={notice}
      onNoticeClose={() => setNotice(null)}
      error={revoke.error}
      query={tokens}
      rowKey={(r) => r.id}
      emptyText={t.empty}
      columns={[
        { header: t.columns.name, cell: (r) => r.name },
        {
          header: t.columns.scopes,
          cell: (r) => (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {r.scopes.map((s) => (
                <Chip key={s} label={API_TOKEN_SCOPE_NAMES[s]} size="small" variant="outlined" />
              ))}
            </Stack>
          ),
        },
        { header: t.columns.created, cell: (r) => formatDateTimeMinutes(r.createdAt), nowrap: true },
        {
          header: t.columns.lastUsed,
          cell: (r) => (r.lastUsedAt ? formatDateTimeMinutes(r.lastUsedAt) : t.neverUsed),
          nowrap: true,
        },
        {
          header: t.columns.endDate,
          nowrap: true,
          cell: (r) => (
            <>
              {formatDate(r.endDate)}
              {r.endDate < today && <Chip label={t.expired} size="small" color="warning" sx={{ ml: 1 }} />}
            </>
          ),
        },
        {
          header: t.columns.actions,
          align: 'right',
          cell: (r) => (
            <RowAction
              title={t.revoke}
              target={r.name}
              icon={<KeyOffIcon />}
              onClick={() => {
                setNotice(null);
                revoke.reset();
                setRevoking(r);
              }}
            />
          ),
        },
      ]}
    >
      {creating && (
        <NewTokenDialog
          saving={create.isPending}
          error={create.error}
          onSave={(body) =>
            create.mutate(body, {
              onSuccess: (answer) => {
                setCreating(false);
                setCreated(answer.token);
              },
            })
          }
          onClose={() => setCreating(false)}
        />
      )}
      {created && <TokenCreatedDialog token={created} onClose={() => setCreated(null)} />}
      <ConfirmMutation
        item={revoking}
        title={t.revokeTitle}
        message={revoking ? t.revokeQuestion(revoking.name) : ''}
        confirmLabel={t.revoke}
        mutation={revoke}
        keyOf={(token) => token.id}
        onClose={() => setRevoking(null)}
        onSuccess={() => setNotice(t.revoked)}
      />
    </SecurityListSection>
  );
}
