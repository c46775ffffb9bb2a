import { lazy, Suspense, useMemo } from 'react';
import { LinearProgress } from '@mui/material';
import { messages } from '@portal/shared';
import { Navigate, useLocation, useRoutes, type RouteObject } from '@portal/shared/router';
import { ErrorBoundary } from '@portal/shared/ui';
import { hostRouteObjects } from './host-route-objects';
import { PublicLayout } from './layout/public-layout';
import { NotFound } from './not-found';
import { remoteRouteObjects } from './remotes/remote-route-objects';
import { AccessGuard } from './routing/access-guard';
import { SessionKeeper } from './session/session-keeper';

/**
 * The signed-in frame (header, menu, user menu, simulation chip, the bell's slot) loads with the first
 * signed-in screen, so /login and the other public screens do not download it (issue 13 §1).
 */
const LazyShellLayout = lazy(() => import('./layout/shell-layout').then((m) => ({ default: m.ShellLayout })));

function ShellLayout() {
  return (
    <Suspense fallback={<LinearProgress aria-label={messages.loading} />}>
      <LazyShellLayout />
    </Suspense>
  );
}

/** A crash the layouts' own boundaries do not contain (the guard, the session keeper) shows the error page until the user moves on. */
function GuardedRoot() {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname}>
      <SessionKeeper>
        <AccessGuard />
      </SessionKeeper>
    </ErrorBoundary>
  );
}

/** Every route: the guard first, then public screens in their own frame and the rest inside the shell. */
export function portalRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: GuardedRoot,
      children: [
        // The guard sends / to each user's landing page; this only renders if it ever lets / through.
        { index: true, element: <Navigate to="/home" replace /> },
        { Component: PublicLayout, children: hostRouteObjects('public') },
        {
          Component: ShellLayout,
          children: [...hostRouteObjects('signed-in'), ...remoteRouteObjects(), { path: '*', Component: NotFound }],
        },
      ],
    },
  ];
}

/**
 * The portal's routes, rendered by the router the app is mounted in (BrowserRouter in the browser, MemoryRouter in
 * tests). Declarative routing is all the portal uses: no loaders, actions or fetchers, so the data router's code
 * (16 KiB gzip on every first paint) is left out of the bundle (issue 13 §1).
 */
export function PortalRoutes() {
  const routes = useMemo(portalRoutes, []);
  return useRoutes(routes);
}
