import { Suspense, useMemo } from 'react';
import { AppBar, Box, Button, LinearProgress, Toolbar, Typography } from '@mui/material';
import {
  BrowserRouter,
  Link as RouterLink,
  Navigate,
  Outlet,
  useRoutes,
  type RouteObject,
} from '@portal/shared/router';
import type { RemoteRoute } from '@portal/shared';
import { ErrorBoundary } from './error-boundary';
import { PortalProviders } from './portal-providers';

/**
 * A remote's own development shell: its screens in a minimal frame with the portal's providers.
 * In the portal the host provides all of this; a remote never mounts it there.
 */
export function StandaloneApp({ name, routes }: { name: string; routes: RemoteRoute[] }) {
  return (
    <PortalProviders>
      <BrowserRouter>
        <StandaloneRoutes name={name} routes={routes} />
      </BrowserRouter>
    </PortalProviders>
  );
}

function StandaloneRoutes({ name, routes }: { name: string; routes: RemoteRoute[] }) {
  const routeObjects = useMemo<RouteObject[]>(
    () => [
      {
        path: '/',
        element: (
          <Box sx={{ minHeight: '100vh' }}>
            <AppBar position="static" elevation={0}>
              <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h6" sx={{ mr: 2 }}>
                  {name}
                </Typography>
                {routes.map((r) => (
                  <Button key={r.path} color="inherit" component={RouterLink} to={r.path}>
                    {r.handle.title}
                  </Button>
                ))}
              </Toolbar>
            </AppBar>
            <ErrorBoundary>
              <Suspense fallback={<LinearProgress />}>
                <Outlet />
              </Suspense>
            </ErrorBoundary>
          </Box>
        ),
        children: [
          { index: true, element: <Navigate to={routes[0]?.path ?? '/'} replace /> },
          ...routes.map((r) => ({ path: r.path, Component: r.Component })),
        ],
      },
    ],
    [name, routes],
  );
  return useRoutes(routeObjects);
}
