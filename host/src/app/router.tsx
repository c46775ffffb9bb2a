import { createBrowserRouter, Navigate } from 'react-router-dom';
import { PageError } from '@portal/shared';
import { hostRouteObjects } from './host-route-objects';
import { ShellLayout } from './layout/shell-layout';
import { NotFound } from './not-found';
import { remoteRouteObjects } from './remotes/remote-route-objects';

export function createPortalRouter() {
  return createBrowserRouter([
    {
      path: '/',
      Component: ShellLayout,
      ErrorBoundary: PageError,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        ...hostRouteObjects(),
        ...remoteRouteObjects(),
        { path: '*', Component: NotFound },
      ],
    },
  ]);
}
