import { createBrowserRouter, Navigate, type RouteObject } from '@portal/shared/router';
import { PageError } from '@portal/shared';
import { hostRouteObjects } from './host-route-objects';
import { PublicLayout } from './layout/public-layout';
import { ShellLayout } from './layout/shell-layout';
import { NotFound } from './not-found';
import { remoteRouteObjects } from './remotes/remote-route-objects';
import { AccessGuard } from './routing/access-guard';
import { SessionKeeper } from './session/session-keeper';

/** Every route: the guard first, then public screens in their own frame and the rest inside the shell. */
export function portalRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: (
        <SessionKeeper>
          <AccessGuard />
        </SessionKeeper>
      ),
      ErrorBoundary: PageError,
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

export function createPortalRouter() {
  return createBrowserRouter(portalRoutes());
}
