import { lazy } from 'react';
import { routeHandle, type RemoteRoute } from '@portal/shared';

/** The screens this remote owns (shared/src/routes/route-table.ts), exposed to the host as `./routes`. */
const routes: RemoteRoute[] = [
  {
    path: '/adminnotificaciones',
    handle: routeHandle('/adminnotificaciones'),
    Component: lazy(() => import('./features/adminnotificaciones/adminnotificaciones-page')),
  },
  {
    path: '/admincomunicaciones',
    handle: routeHandle('/admincomunicaciones'),
    Component: lazy(() => import('./features/admincomunicaciones/admincomunicaciones-page')),
  },
  {
    path: '/adminleyendas',
    handle: routeHandle('/adminleyendas'),
    Component: lazy(() => import('./features/adminleyendas/adminleyendas-page')),
  },
  { path: '/news', handle: routeHandle('/news'), Component: lazy(() => import('./features/news/news-page')) },
  {
    path: '/admin-users',
    handle: routeHandle('/admin-users'),
    Component: lazy(() => import('./features/admin-users/admin-users-page')),
  },
  {
    path: '/avanzadas',
    handle: routeHandle('/avanzadas'),
    Component: lazy(() => import('./features/avanzadas/avanzadas-page')),
  },
  {
    path: '/auditoria-productor',
    handle: routeHandle('/auditoria-productor'),
    Component: lazy(() => import('./features/auditoria-productor/auditoria-productor-page')),
  },
  {
    path: '/estadisticas',
    handle: routeHandle('/estadisticas'),
    Component: lazy(() => import('./features/estadisticas/estadisticas-page')),
  },
  {
    path: '/repositorio',
    handle: routeHandle('/repositorio'),
    Component: lazy(() => import('./features/repositorio/repositorio-page')),
  },
];

export default routes;
