/**
 * Every screen route, its owner and its access rule, as the three spec documents give them: the one list of
 * routes. The host builds its router and guards from this table; each remote takes its routes' handles from it.
 */
export type RouteOwner =
  'host' | 'remote-cartera' | 'remote-cuenta-corriente' | 'remote-cobranzas' | 'remote-admin' | 'remote-comunicacion';

/** public: anyone; auth: signed in; perm: a menu permission; admin: userType 3; simulator: userType 2. */
export type RouteAccess = 'public' | 'auth' | 'perm' | 'admin' | 'simulator';

export interface RouteEntry {
  path: string;
  owner: RouteOwner;
  /** Breadcrumb or title, as the route list gives it. */
  title: string;
  access: RouteAccess;
  permission?: string;
  /** Other paths the spec gives for the same screen. */
  aliases?: string[];
  /** Also open to a visitor not signed in (000 §2.1: /login links to the tutorials); the menu still asks `permission`. */
  visitors?: true;
}

export const routeTable: readonly RouteEntry[] = [
  { path: '/login', owner: 'host', title: 'Ingreso', access: 'public' },
  { path: '/admin', owner: 'host', title: 'Ingreso simuladores', access: 'public' },
  // 000 §2.1 names it (role-choice and channel cards) though the spec's route list does not.
  { path: '/channels', owner: 'host', title: 'Canales', access: 'public' },
  { path: '/recover-password', owner: 'host', title: 'Recuperar contraseña', access: 'public' },
  { path: '/recover-reset', owner: 'host', title: 'Cambiar contraseña', access: 'public' },
  { path: '/recover-account', owner: 'host', title: 'Reenviar confirmación', access: 'public' },
  { path: '/recover-email', owner: 'host', title: 'Confirmar código', access: 'public' },
  { path: '/recover-success', owner: 'host', title: 'Contraseña restablecida', access: 'public' },
  { path: '/register', owner: 'host', title: 'Registro', access: 'public' },
  { path: '/register-validation', owner: 'host', title: 'Registración exitosa', access: 'public' },
  { path: '/register-success', owner: 'host', title: 'Ingreso', access: 'public' },
  { path: '/terminos', owner: 'host', title: 'Términos y condiciones', access: 'public' },
  { path: '/home', owner: 'host', title: 'Home', access: 'auth' },
  { path: '/user-dashboard-info', owner: 'host', title: 'Edición de perfil', access: 'auth' },
  { path: '/user-dashboard-notifications', owner: 'host', title: 'User Dashboard', access: 'auth' },
  { path: '/delegado', owner: 'host', title: 'Administrar delegados', access: 'auth' },
  // Issue 40: the account's security (active sessions), from the profile menu; the spec's route list does not have it.
  { path: '/seguridad', owner: 'host', title: 'Seguridad', access: 'auth' },
  { path: '/simulate-producer', owner: 'host', title: 'Simular productor', access: 'simulator' },
  // 002 §1: the notice before the external broker portal (the E-Broker menu entry leads here).
  { path: '/ebroker', owner: 'host', title: 'E-Broker', access: 'auth' },
  {
    path: '/cartera',
    owner: 'remote-cartera',
    title: 'Búsqueda de cartera',
    access: 'perm',
    permission: 'BusquedaCartera',
  },
  {
    path: '/envionominas',
    owner: 'remote-cartera',
    title: 'Envío de nóminas',
    access: 'perm',
    permission: 'CargaNominas',
  },
  { path: '/libredeuda', owner: 'remote-cartera', title: 'Libre deuda', access: 'perm', permission: 'LibreDeuda' },
  {
    path: '/rubricadigital',
    owner: 'remote-cartera',
    title: 'Rúbrica digital',
    access: 'perm',
    permission: 'RubricaDigital',
  },
  {
    path: '/comisiones-pendientes',
    owner: 'remote-cuenta-corriente',
    title: 'Comisiones pendientes',
    access: 'perm',
    permission: 'ComisionesPendientes',
  },
  {
    path: '/pagos-liquidaciones',
    owner: 'remote-cuenta-corriente',
    title: 'Pagos y Liquidaciones',
    access: 'perm',
    permission: 'PagosYLiquidaciones',
  },
  {
    path: '/conceptos-a-facturar',
    owner: 'remote-cuenta-corriente',
    title: 'Conceptos a Facturar',
    access: 'perm',
    permission: 'ConceptosFacturar',
  },
  {
    path: '/enviofacturas',
    owner: 'remote-cuenta-corriente',
    title: 'Envío de Facturas',
    access: 'perm',
    permission: 'EnvioFacturas',
  },
  {
    path: '/tipsfacturacion',
    owner: 'remote-cuenta-corriente',
    title: 'Tips de Facturación',
    access: 'perm',
    permission: 'EnvioFacturas',
  },
  {
    path: '/liquidacion',
    owner: 'remote-cuenta-corriente',
    title: 'Liquidación según movimiento CtaCte',
    access: 'perm',
    permission: 'LiquidacionCC',
  },
  {
    path: '/information',
    owner: 'remote-cuenta-corriente',
    title: 'Liquidación según movimiento CtaCte',
    access: 'perm',
    permission: 'LiquidacionCC',
  },
  // Issue 39 §2: the statement of account; the spec's route list does not have it.
  {
    path: '/estado-de-cuenta',
    owner: 'remote-cuenta-corriente',
    title: 'Estado de cuenta',
    access: 'perm',
    permission: 'EstadoCuenta',
  },
  {
    path: '/certificados-retencion',
    owner: 'remote-cuenta-corriente',
    title: 'Certificados de retención',
    access: 'auth',
    aliases: ['/certificadosRetencion'],
  },
  {
    path: '/rechazos',
    owner: 'remote-cobranzas',
    title: 'Rechazos por motivo',
    access: 'perm',
    permission: 'RechazoMotivo',
  },
  {
    path: '/deudores',
    owner: 'remote-cobranzas',
    title: 'Deudores por premio',
    access: 'perm',
    permission: 'DeudoresPremio',
  },
  {
    path: '/deudores-policyExpired',
    owner: 'remote-cobranzas',
    title: 'Deudores por premio',
    access: 'perm',
    permission: 'DeudoresPremio',
  },
  {
    path: '/historialnotificaciones',
    owner: 'remote-comunicacion',
    title: 'Historial de Notificaciones',
    access: 'auth',
  },
  {
    path: '/historialcomunicaciones',
    owner: 'remote-comunicacion',
    title: 'Historial de Comunicaciones',
    access: 'auth',
  },
  { path: '/consulta', owner: 'remote-comunicacion', title: 'Consultas', access: 'perm', permission: 'Consultas' },
  {
    path: '/tutoriales',
    owner: 'remote-comunicacion',
    title: 'Tutoriales',
    access: 'perm',
    permission: 'Tutoriales',
    visitors: true,
  },
  {
    path: '/adminnotificaciones',
    owner: 'remote-admin',
    title: 'Administración de Notificaciones',
    access: 'perm',
    permission: 'AdminNotificaciones',
  },
  {
    path: '/admincomunicaciones',
    owner: 'remote-admin',
    title: 'Administración de Comunicaciones',
    access: 'perm',
    permission: 'AdminComunicaciones',
  },
  {
    path: '/adminleyendas',
    owner: 'remote-admin',
    title: 'Administración de Leyendas en las planillas',
    access: 'perm',
    permission: 'AdminLeyendas',
  },
  { path: '/news', owner: 'remote-admin', title: 'Marketing', access: 'perm', permission: 'VerMarketing' },
  {
    path: '/admin-users',
    owner: 'remote-admin',
    title: 'Administrar usuarios',
    access: 'admin',
    aliases: ['/simulator'],
  },
  { path: '/avanzadas', owner: 'remote-admin', title: 'Opciones avanzadas', access: 'simulator' },
  {
    path: '/auditoria-productor',
    owner: 'remote-admin',
    title: 'Auditoria',
    access: 'perm',
    permission: 'VerAuditoriaProductor',
  },
  {
    path: '/estadisticas',
    owner: 'remote-admin',
    title: 'Estadísticas',
    access: 'perm',
    permission: 'VerEstadisticas',
  },
  { path: '/repositorio', owner: 'remote-admin', title: 'Repositorio', access: 'perm', permission: 'VerRepositorio' },
];
