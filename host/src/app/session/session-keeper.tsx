import { useEffect, useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useNavigate } from '@portal/shared/router';
import { isSignedIn, signInPathFor, useSessionStore } from '@portal/shared';
import { checkAppVersion } from '../../lib/session/api/app-version';
import { logout } from '../../lib/session/api/logout';
import { usePermissions } from '../../lib/session/api/permissions';
import { needsRefresh, refreshAccessToken, REFRESH_INTERVAL_MS, renewDelay } from '../../lib/session/api/refresh-token';

/** A permission list holding 'logout' signs the user out (000 §4). */
const LOGOUT_PERMISSION = 'logout';

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
 * Keeps the session alive (000 §4, DESIGN.md §5): at start it checks the app version and, for a stored
 * session, gets an access token from the refresh cookie; every 15 minutes it renews a token about to
 * expire; a failed refresh signs the user out. It also loads the permission list of the user and of
 * the chosen producer.
 */
export function SessionKeeper({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore(isSignedIn);
  const accessToken = useSessionStore((s) => s.accessToken);
  const hasToken = Boolean(accessToken);
  const session = useSessionStore((s) => s.session);
  const simulation = useSessionStore((s) => s.simulation);
  const permissionsLoaded = useSessionStore((s) => s.permissionsLoaded);
  const [restoring, setRestoring] = useState(() => signedIn && !hasToken);
  const signOutTo = useSignOutTo();
  const navigate = useNavigate();

  useEffect(() => {
    checkAppVersion().catch((error) => console.error('GetAppVersion', error));
  }, []);

  useEffect(() => {
    if (!restoring) return;
    refreshAccessToken()
      .catch(() => signOutTo())
      .finally(() => setRestoring(false));
    // Once, at start: later sign-ins come with their own token.
  }, []);

  useEffect(() => {
    if (!hasToken) return;
    const timer = setInterval(() => {
      if (!needsRefresh(useSessionStore.getState().accessToken)) return;
      refreshAccessToken().catch(() => signOutTo());
    }, REFRESH_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [hasToken]);

  // Access tokens may live less than the 15-minute check: each one is also renewed shortly before it expires.
  useEffect(() => {
    const delay = renewDelay(accessToken);
    if (delay === null || delay > 2 ** 31 - 1) return;
    const timer = setTimeout(() => refreshAccessToken().catch(() => signOutTo()), delay);
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

  if (restoring) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label="Cargando" />
      </Box>
    );
  }
  return <>{children}</>;
}
