import type { DashboardFigures } from '@portal/shared/contract/dashboard';

const dmy = (iso: string) => iso.split('-').reverse().join('/');
const withQuery = (path: string, filters: Record<string, string>) =>
  `${path}?${new URLSearchParams(filters).toString()}`;

/**
 * Where each card leads: its grid, with the filters of the figure in the link (the grids fill their search form
 * from it and search on arrival), so the grid shows the very rows the card sums.
 */
export const gridLinks = {
  policies: () => withQuery('/cartera', { estado: '0' }),
  pendingCommissions: () => '/comisiones-pendientes',
  lastSettlement: () => '/pagos-liquidaciones',
  debt: (debt: NonNullable<DashboardFigures['debt']>) => withQuery('/deudores', { vigencia: String(debt.period) }),
  rejections: (r: NonNullable<DashboardFigures['rejections']>) =>
    withQuery('/rechazos', { fechaDesde: dmy(r.from), fechaHasta: dmy(r.to) }),
  aboutToBeCancelled: (a: NonNullable<DashboardFigures['aboutToBeCancelled']>) =>
    withQuery('/deudores-policyExpired', { vigencia: String(a.period), proximasAnularse: 'true' }),
};
