import { lazy } from 'react';
import { routeHandle, type RemoteRoute } from '@portal/shared';

/** The screens this remote owns (shared/src/routes/route-table.ts), exposed to the host as `./routes`. */
const routes: RemoteRoute[] = [
  {
    path: '/cartera',
    handle: routeHandle('/cartera'),
    Component: lazy(() => import('./features/cartera/cartera-page')),
  },
  {
    path: '/envionominas',
    handle: routeHandle('/envionominas'),
    Component: lazy(() => import('./features/envionominas/envionominas-page')),
  },
  {
    path: '/libredeuda',
    handle: routeHandle('/libredeuda'),
    Component: lazy(() => import('./features/libredeuda/libredeuda-page')),
  },
  {
    path: '/rubricadigital',
    handle: routeHandle('/rubricadigital'),
    Component: lazy(() => import('./features/rubricadigital/rubricadigital-page')),
  },
];

export default routes;
