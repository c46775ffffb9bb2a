/**
 * Texts of the communication screens and components. Verbatim from 002 where it gives them (§2); the
 * ones marked "ours" carry the spec's meaning in Spanish because it gives no wording. Shared texts
 * ('No se encontraron datos.', 'Cargando datos...') come from `messages` in @portal/shared.
 */
export const comunicacionMessages = {
  // 002 §2 — notification bell, dashboard panel and history
  notifications: 'Notificaciones', // ours
  noPendingNotifications: 'Sin notificaciones pendientes',
  showMore: 'Ver más', // ours ('show more')
  history: 'Ver historial', // ours
  dashboard: 'Ver todas', // ours: the bell's way to /user-dashboard-notifications
  attachment: 'Ver archivo adjunto',
  markAsSeen: 'Marcar como vista', // ours ('mark as seen')
  showBody: 'Ver mensaje', // ours (the expandable HTML body)
  viewNotification: 'Ver notificación', // ours (the file icon)
  close: 'Cerrar', // ours
  columns: { date: 'Fecha', title: 'Título', status: 'Estado', actions: 'Acciones' }, // ours
  statusNew: 'Nueva', // ours
  statusSeen: 'Vista', // ours
  /** The attachment's name when the server gives none. */
  attachmentFileName: (id: number) => `Notificacion_${id}`,
} as const;
