import { lazy } from 'react';
import { routeHandle, type RemoteRoute } from '@portal/shared';

/** The screens this remote owns (shared/src/routes/route-table.ts), exposed to the host as `./routes`. */
const routes: RemoteRoute[] = [
  {
    path: '/comisiones-pendientes',
    handle: routeHandle('/comisiones-pendientes'),
    Component: lazy(() => import('./features/comisiones-pendientes/comisiones-pendientes-page')),
  },
  {
    path: '/pagos-liquidaciones',
    handle: routeHandle('/pagos-liquidaciones'),
    Component: lazy(() => import('./features/pagos-liquidaciones/pagos-liquidaciones-page')),
  },
  {
    path: '/conceptos-a-facturar',
    handle: routeHandle('/conceptos-a-facturar'),
    Component: lazy(() => import('./features/conceptos-a-facturar/conceptos-a-facturar-page')),
  },
  {
    path: '/enviofacturas',
    handle: routeHandle('/enviofacturas'),
    Component: lazy(() => import('./features/enviofacturas/enviofacturas-page')),
  },
  {
    path: '/tipsfacturacion',
    handle: routeHandle('/tipsfacturacion'),
    Component: lazy(() => import('./features/tipsfacturacion/tipsfacturacion-page')),
  },
  {
    path: '/liquidacion',
    handle: routeHandle('/liquidacion'),
    Component: lazy(() => import('./features/liquidacion/liquidacion-page')),
  },
  // /information is the same screen under its other address (001 §2).
  {
    path: '/information',
    handle: routeHandle('/information'),
    Component: lazy(() => import('./features/liquidacion/liquidacion-page')),
  },
  {
    path: '/certificados-retencion',
    handle: routeHandle('/certificados-retencion'),
    Component: lazy(() => import('./features/certificados-retencion/certificados-retencion-page')),
  },
  {
    path: '/estado-de-cuenta',
    handle: routeHandle('/estado-de-cuenta'),
    Component: lazy(() => import('./features/estado-de-cuenta/estado-de-cuenta-page')),
  },
];

export default routes;
