import { lazy } from 'react';
import { routeHandle, type RemoteRoute } from '@portal/shared';

/** The screens this remote owns (shared/src/routes/route-table.ts), exposed to the host as `./routes`. */
const routes: RemoteRoute[] = [
  {
    path: '/historialnotificaciones',
    handle: routeHandle('/historialnotificaciones'),
    Component: lazy(() => import('./features/historialnotificaciones/components/notification-history-screen')),
  },
  {
    path: '/historialcomunicaciones',
    handle: routeHandle('/historialcomunicaciones'),
    Component: lazy(() => import('./features/historialcomunicaciones/historialcomunicaciones-page')),
  },
  {
    path: '/consulta',
    handle: routeHandle('/consulta'),
    Component: lazy(() => import('./features/consulta/consulta-page')),
  },
  {
    path: '/tutoriales',
    handle: routeHandle('/tutoriales'),
    Component: lazy(() => import('./features/tutoriales/tutoriales-page')),
  },
];

export default routes;
