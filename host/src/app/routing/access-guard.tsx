import { useEffect, useEffectEvent } from 'react';
import { LinearProgress } from '@mui/material';
import { Navigate, Outlet, useLocation } from '@portal/shared/router';
import { messages, signedOutPath, useSessionStore } from '@portal/shared';
import { resolveAccess } from './resolve-access';
import { visitedPaths } from './visited-paths';

/** Applies the routing rules of 000 §2.3 to every location before its screen renders. */
export function AccessGuard() {
  const location = useLocation();
  const session = useSessionStore((s) => s.session);
  const simulation = useSessionStore((s) => s.simulation);
  const permissions = useSessionStore((s) => s.permissions);
  const permissionsLoaded = useSessionStore((s) => s.permissionsLoaded);
  const access = resolveAccess(
    {
      session,
      simulation,
      permissions,
      permissionsLoaded,
      signInPath: signedOutPath(),
      visitedPaths: visitedPaths.list(),
    },
    location.pathname,
  );
  const clearSimulation = access.kind === 'allow' && Boolean(access.clearSimulation);
  const enterAdvanced = access.kind === 'allow' && Boolean(access.enterAdvanced);

  // Only on arriving: a producer chosen on the selection screen must not be undone while it stays open.
  const onArrival = useEffectEvent(() => {
    if (clearSimulation) useSessionStore.getState().setSimulation(null);
    if (enterAdvanced) useSessionStore.getState().setMenuAdvanced(true);
  });
  useEffect(() => onArrival(), [location.key]);

  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'wait') return <LinearProgress aria-label={messages.loading} />;
  return <Outlet />;
}
