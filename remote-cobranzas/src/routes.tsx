import { lazy } from 'react';
import { routeHandle, type RemoteRoute } from '@portal/shared';

/**
 * The screens this remote owns (shared/src/routes/route-table.ts), exposed to the host as `./routes`. /deudores and
 * /deudores-policyExpired are one screen, so both pages live in features/deudores.
 */
const routes: RemoteRoute[] = [
  {
    path: '/rechazos',
    handle: routeHandle('/rechazos'),
    Component: lazy(() => import('./features/rechazos/rechazos-page')),
  },
  {
    path: '/deudores',
    handle: routeHandle('/deudores'),
    Component: lazy(() => import('./features/deudores/deudores-page')),
  },
  {
    path: '/deudores-policyExpired',
    handle: routeHandle('/deudores-policyExpired'),
    Component: lazy(() => import('./features/deudores/deudores-policy-expired-page')),
  },
];

export default routes;
