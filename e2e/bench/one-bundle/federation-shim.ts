// Bench only (issue 13 §1): stands in for the host's federation runtime (host/src/app/remotes/federation.ts) in the
// one-bundle baseline, so the host's own code loads every remote's exposed modules as plain lazy chunks of one
// webpack application. Same sources, same lazy boundaries, no federation.
const exposed: Record<string, () => Promise<unknown>> = {
  'remote_cartera/routes': () => import('../../../remote-cartera/src/routes'),
  'remote_cuenta_corriente/routes': () => import('../../../remote-cuenta-corriente/src/routes'),
  'remote_cobranzas/routes': () => import('../../../remote-cobranzas/src/routes'),
  'remote_admin/routes': () => import('../../../remote-admin/src/routes'),
  'remote_comunicacion/routes': () => import('../../../remote-comunicacion/src/routes'),
  'remote_comunicacion/NotificationBell': () =>
    import('../../../remote-comunicacion/src/features/historialnotificaciones/components/notification-bell'),
  'remote_comunicacion/NotificationsPanel': () =>
    import('../../../remote-comunicacion/src/features/historialnotificaciones/components/notifications-panel'),
};

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T> {
  const load = exposed[id];
  if (!load) throw new Error(`Sin módulo ${id}`);
  return (await load()) as T;
}
