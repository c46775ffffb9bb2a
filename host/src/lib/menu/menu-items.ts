import { findRouteEntry } from '@portal/shared';
import { EXTERNAL_SITES } from '../external-sites';
import { effectivePermissions } from './permissions';

/** A menu entry (000 §2.4): order, label, permissionName, link, options, tooltip, level. */
export interface MenuItem {
  label: string;
  permissionName: string;
  link?: string;
  external?: boolean;
  /** Leads out of the portal through a notice screen (E-Broker): a menu link, not one of the home's quick links. */
  leavesPortal?: boolean;
  tooltip?: string;
  options?: MenuItem[];
}

/** The 11 top items of 000 §2.4, in order. */
export const MENU: readonly MenuItem[] = [
  { label: 'Inicio', permissionName: 'Home', link: '/' },
  {
    label: 'Cartera',
    permissionName: 'Cartera',
    options: [
      { label: 'Cartera actual', permissionName: 'BusquedaCartera', link: '/cartera' },
      { label: 'Envío de nóminas', permissionName: 'CargaNominas', link: '/envionominas' },
      { label: 'Libre deuda', permissionName: 'LibreDeuda', link: '/libredeuda' },
      { label: 'Rúbrica digital', permissionName: 'RubricaDigital', link: '/rubricadigital' },
    ],
  },
  {
    label: 'Cuenta Corriente',
    permissionName: 'CuentaCorriente',
    options: [
      { label: 'Comisiones pendientes', permissionName: 'ComisionesPendientes', link: '/comisiones-pendientes' },
      { label: 'Pagos y Liquidaciones', permissionName: 'PagosYLiquidaciones', link: '/pagos-liquidaciones' },
      { label: 'Conceptos a Facturar', permissionName: 'ConceptosFacturar', link: '/conceptos-a-facturar' },
      { label: 'Envío de facturas', permissionName: 'EnvioFacturas', link: '/enviofacturas' },
      // Issue 39 §2, beyond the spec.
      { label: 'Estado de cuenta', permissionName: 'EstadoCuenta', link: '/estado-de-cuenta' },
    ],
  },
  {
    label: 'Cobranzas',
    permissionName: 'Cobranzas',
    options: [
      { label: 'Rechazos de débitos automáticos', permissionName: 'RechazoMotivo', link: '/rechazos' },
      { label: 'Deudores por premio', permissionName: 'DeudoresPremio', link: '/deudores' },
    ],
  },
  { label: 'Canales', permissionName: 'URLCanales', link: EXTERNAL_SITES.canales, external: true },
  // 002 §1: first the notice that the user is leaving for the broker portal (/ebroker), then the site itself.
  { label: 'E-Broker', permissionName: 'URLCanales', link: '/ebroker', leavesPortal: true },
  { label: 'Caución', permissionName: 'URLCaucion', link: EXTERNAL_SITES.caucion, external: true },
  { label: 'Gestión de trámites', permissionName: 'Consultas', link: '/consulta' },
  { label: 'Ayuda', permissionName: 'Tutoriales', link: '/tutoriales' },
  {
    label: 'Administración',
    permissionName: 'Administracion',
    options: [
      { label: 'Notificaciones', permissionName: 'AdminNotificaciones', link: '/adminnotificaciones' },
      { label: 'Comunicaciones', permissionName: 'AdminComunicaciones', link: '/admincomunicaciones' },
      { label: 'Leyendas en las planillas', permissionName: 'AdminLeyendas', link: '/adminleyendas' },
      { label: 'Auditoria', permissionName: 'VerAuditoriaProductor', link: '/auditoria-productor' },
      { label: 'Simuladores', permissionName: 'VerSimuladores', link: '/simulator' },
    ],
  },
  { label: 'Repositorio', permissionName: 'VerRepositorio', link: '/repositorio' },
  { label: 'Estadisticas', permissionName: 'VerEstadisticas', link: '/estadisticas' },
  { label: 'Marketing', permissionName: 'VerMarketing', link: '/news' },
];

/**
 * Whether an entry may be offered: its permission is held, and its screen is not the administrators' own
 * (/simulator is /admin-users, which the routing rules keep for administrators, who have no menu: 000 §2.3).
 */
function offered(item: MenuItem, perms: Set<string>): boolean {
  if (!perms.has(item.permissionName)) return false;
  return !item.link || findRouteEntry(item.link.split('?')[0])?.access !== 'admin';
}

/** The menu a user sees: items and options it may be offered, empty groups dropped. */
export function visibleMenu(granted: readonly string[]): MenuItem[] {
  const perms = effectivePermissions(granted);
  return MENU.filter((item) => offered(item, perms))
    .map((item) => (item.options ? { ...item, options: item.options.filter((o) => offered(o, perms)) } : item))
    .filter((item) => !item.options || item.options.length > 0);
}
