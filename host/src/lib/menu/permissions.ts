/**
 * The permissions a user holds, with the parent menus its children imply: what the access guard checks on every page,
 * /login's first paint included. Apart from the menu (menu-items.ts), which only the signed-in shell shows, so the
 * menu's entries load with the shell and not before sign-in (docs/adr/0007-first-paint-budgets-and-shared-facades.md).
 */
/** Parent menus added when a child permission is held (000 §6); Marketing always. */
const PARENTS: Record<string, string[]> = {
  Cartera: ['BusquedaCartera', 'CargaNominas', 'RubricaDigital', 'LibreDeuda'],
  CuentaCorriente: [
    'LiquidacionCC',
    'BusquedaCartera',
    'EnvioFacturas',
    'ComisionesPendientes',
    'PagosYLiquidaciones',
    'ConceptosFacturar',
    'EstadoCuenta',
  ],
  Cobranzas: ['RechazoMotivo', 'DeudoresPremio'],
  Administracion: ['AdminNotificaciones', 'AdminComunicaciones', 'AdminLeyendas', 'VerAuditoriaProductor'],
};

export function effectivePermissions(granted: readonly string[]): Set<string> {
  const set = new Set(granted);
  for (const [parent, children] of Object.entries(PARENTS)) {
    if (children.some((c) => set.has(c))) set.add(parent);
  }
  set.add('VerMarketing');
  return set;
}
