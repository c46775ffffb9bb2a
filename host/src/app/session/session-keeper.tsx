import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useNavigate } from '@portal/shared/router';
import { ApiError, isSignedIn, messages, signInPathFor, useSessionStore } from '@portal/shared';
import { checkAppVersion } from '../../lib/session/api/app-version';
import { logout } from '../../lib/session/api/logout';
import { usePermissions } from '../../lib/session/api/permissions';
import { needsRefresh, refreshAccessToken, REFRESH_INTERVAL_MS, renewDelay } from '../../lib/session/api/refresh-token';

/** A permission list holding 'logout' signs the user out (000 §4). */
const LOGOUT_PERMISSION = 'logout';

/** Pauses before the start-up refresh is tried again after the server did not answer. */
export const RESTORE_RETRY_DELAYS_MS = [1_000, 3_000];

/**
 * Whether a failed refresh ends the session: the server refused it (a 4xx: a revoked or reused token). A
 * refresh that got no answer — the server unreachable, a 5xx, or the page's own navigation cutting the
 * request short (a reload during a reload) — leaves the session as it is, to be tried again.
 */
export function endsSession(error: unknown): boolean {
  // Not any status: a 200 whose body the navigation cut short (seen in the cluster suite) is no refusal either.
  return error instanceof ApiError && error.status !== null && error.status >= 400 && error.status < 500;
}

function useSignOutTo() {
  const navigate = useNavigate();
  return () => {
    const { session, signOut } = useSessionStore.getState();
    const target = signInPathFor(session?.userType);
    signOut();
    navigate(target, { replace: true });
  };
}

/**
 * Keeps the session alive (000 §4, docs/adr/0004-refresh-token-rotation-and-the-refresh-rule.md): at start it checks the app version and, for a stored
 * session, gets an access token from the refresh cookie; every 15 minutes it renews a token about to
 * expire; a refresh the server refuses signs the user out (one it never answered is tried again). It also
 * loads the permission list of the user and of the chosen producer.
 */
export function SessionKeeper({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore(isSignedIn);
  const accessToken = useSessionStore((s) => s.accessToken);
  const hasToken = Boolean(accessToken);
  const session = useSessionStore((s) => s.session);
  const simulation = useSessionStore((s) => s.simulation);
  const permissionsLoaded = useSessionStore((s) => s.permissionsLoaded);
  const [restoring, setRestoring] = useState(() => signedIn && !hasToken);
  const [unreachable, setUnreachable] = useState(false);
  const signOutTo = useSignOutTo();
  const navigate = useNavigate();
  const signOutIfRefused = useEffectEvent((error: unknown) => {
    if (endsSession(error)) signOutTo();
  });

  // The start-up refresh: refused → sign-in page; unanswered → tried again, then a message with a retry.
  const restore = (attempt = 0) => {
    setUnreachable(false);
    refreshAccessToken().then(
      () => setRestoring(false),
      (error: unknown) => {
        if (endsSession(error)) {
          signOutTo();
          setRestoring(false);
        } else if (attempt < RESTORE_RETRY_DELAYS_MS.length) {
          setTimeout(() => restore(attempt + 1), RESTORE_RETRY_DELAYS_MS[attempt]);
        } else {
          setUnreachable(true);
        }
      },
    );
  };

  useEffect(() => {
    checkAppVersion().catch((error) => console.error('GetAppVersion', error));
  }, []);

  // Once, at start: later sign-ins come with their own token.
  const restoreOnStart = useEffectEvent(() => {
    if (restoring) restore();
  });
  useEffect(() => restoreOnStart(), []);

  useEffect(() => {
    if (!hasToken) return;
    const timer = setInterval(() => {
      if (!needsRefresh(useSessionStore.getState().accessToken)) return;
      refreshAccessToken().catch((error: unknown) => signOutIfRefused(error));
    }, REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [hasToken]);

  // Access tokens may live less than the 15-minute check: each one is also renewed shortly before it expires.
  useEffect(() => {
    const delay = renewDelay(accessToken);
    if (delay === null || delay > 2 ** 31 - 1) return;
    const timer = setTimeout(() => refreshAccessToken().catch((error: unknown) => signOutIfRefused(error)), delay);
    return () => clearTimeout(timer);
  }, [accessToken]);

  const permissions = usePermissions(session, simulation, signedIn && hasToken && !permissionsLoaded);
  useEffect(() => {
    if (permissionsLoaded) return;
    if (permissions.data) {
      if (permissions.data.includes(LOGOUT_PERMISSION)) {
        void logout().then((target) => navigate(target, { replace: true }));
        return;
      }
      useSessionStore.getState().setPermissions(permissions.data);
    } else if (permissions.error) {
      // Failed permission fetches only log (000 §7); the user keeps the routes that need none.
      console.error('Permisos', permissions.error);
      useSessionStore.getState().setPermissions([]);
    }
  }, [permissions.data, permissions.error, permissionsLoaded, navigate]);

  if (unreachable) {
    return (
      <Box
        role="alert"
        sx={{ display: 'grid', placeItems: 'center', alignContent: 'center', gap: 2, minHeight: '100vh', p: 2 }}
      >
        <Typography component="h1" variant="h6">
          {messages.unreachable}
        </Typography>
        <Button variant="contained" onClick={() => restore()}>
          Reintentar
        </Button>
      </Box>
    );
  }
  if (restoring) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label={messages.loading} />
      </Box>
    );
  }
  return <>{children}</>;
}
