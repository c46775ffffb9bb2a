import { Avatar, Box, Card, CardContent, Link, Typography } from '@mui/material';
import { ApiError, chatLink, messages } from '@portal/shared';
import { hostMessages } from '../../../messages';
import { useAccountManager } from '../api/get-account-manager';

const t = hostMessages.home;

/** The card's error texts (000 §8): an answer of success false, a non-OK answer's text, or anything else. */
export function accountManagerError(error: unknown): string {
  if (error instanceof ApiError && error.status === 200) return t.managerFailed;
  if (error instanceof ApiError && error.status !== null) return error.userMessage;
  return t.managerUnexpected;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

/** 'Mi ejecutivo de cuenta' (000 §2.7): name, phone as a chat link, e-mail, avatar; 'Sin datos' when missing. */
export function AccountManagerCard({ cuit }: { cuit: string | null }) {
  const manager = useAccountManager(cuit);
  const chat = chatLink(manager.data?.telephone);
  const fullName = manager.data ? `${manager.data.name} ${manager.data.lastName}`.trim() : '';
  return (
    <Card component="section" aria-labelledby="account-manager-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="account-manager-title" variant="h6" component="h2" gutterBottom>
          {t.accountManager}
        </Typography>
        {!cuit ? (
          <Typography variant="body2">{messages.noDataShort}</Typography>
        ) : manager.isPending ? (
          <Typography variant="body2">{messages.loading}</Typography>
        ) : manager.isError ? (
          <Typography variant="body2" color="error" role="alert">
            {accountManagerError(manager.error)}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <Avatar src={manager.data.avatar ?? undefined} alt={fullName} sx={{ width: 56, height: 56 }} />
            <Box>
              <Row label={hostMessages.home.name}>{fullName || messages.noDataShort}</Row>
              <Row label={hostMessages.home.phone}>
                {chat ? (
                  <Link
                    href={chat}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t.chat} ${manager.data.telephone}`}
                  >
                    {manager.data.telephone}
                  </Link>
                ) : (
                  messages.noDataShort
                )}
              </Row>
              <Row label={hostMessages.home.email}>
                {manager.data.email ? (
                  <Link href={`mailto:${manager.data.email}`}>{manager.data.email}</Link>
                ) : (
                  messages.noDataShort
                )}
              </Row>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
