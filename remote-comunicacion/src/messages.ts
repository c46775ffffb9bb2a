/**
 * Texts of the communication screens and components. Verbatim from 002 where it gives them (§2); the
 * ones marked "ours" carry the spec's meaning in Spanish because it gives no wording. Shared texts
 * ('No se encontraron datos.', 'Cargando datos...') come from `messages` in @portal/shared.
 */
export const comunicacionMessages = {
  // 002 §2 — notification bell, dashboard panel and history
  notifications: 'Notificaciones', // ours
  /** The bell's name holds the badge's number, so what is seen is what is read out (WCAG 2.5.3). */
  notificationsWithCount: (count: number) => `Notificaciones (${count})`, // ours
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
  // 002 §2 — communications: history, dashboard panel and their modal
  communications: 'Comunicaciones', // ours
  noActiveCommunications: 'En este momento usted no dispone de comunicaciones activas',
  downloadAttachment: 'Descargar documentación adjunta',
  communicationHistory: 'Ver historial de comunicaciones', // ours (the plus icon)
  viewCommunication: 'Ver comunicación', // ours
  communicationColumns: {
    start: 'Fecha',
    priority: 'Prioridad',
    title: 'Título',
    status: 'Estado',
    actions: 'Acciones',
  }, // ours
  statusUnread: 'No leída', // ours
  statusRead: 'Leída', // ours
  statusConfirmed: 'Confirmada', // ours
  priorityLabel: (name: string) => `Prioridad ${name}`, // ours
  bodyFrameTitle: (title: string) => `Contenido de la comunicación: ${title}`, // ours
  bodyImageAlt: (title: string) => `Imagen de la comunicación: ${title}`, // ours
  loadingBody: 'Cargando contenido...', // ours
  communicationAttachmentFileName: (id: number) => `Comunicacion_${id}`,
  // 002 §2, §5, §8 — enquiry (/consulta)
  enquiry: {
    invoiceTitle: 'Consulta de facturas', // ours (?data=envioFactura)
    intro: 'Envíe su consulta al sector que corresponda; le responderemos por correo electrónico.', // ours
    sector: 'Sector', // ours
    reason: 'Tipo de consulta', // ours
    subject: 'Asunto', // ours
    comment: 'Comentario', // ours
    commentHelp: 'Entre 25 y 2000 caracteres.', // ours
    attach: 'Adjuntar archivos', // ours
    attachments: 'Archivos adjuntos', // ours
    removeAttachment: (name: string) => `Quitar ${name}`, // ours
    sendCopy: 'Deseo recibir una copia de la consulta', // ours ('receive a copy')
    send: 'ENVIAR',
    sending: 'Enviando…', // ours
    tooManyFiles: (max: number) => `Se pueden adjuntar hasta ${max} archivos.`, // ours
    errorTitle: 'Error',
    sent: 'Mensaje enviado — Su comentario seria recepcionado y respondido a la brevedad. Muchas gracias.',
    progress: 'Progreso del envío', // ours
  },
  // 002 §2, §4 — tutorials
  tutorials: {
    back: 'Volver',
    next: 'Siguiente',
    finish: 'Terminar',
    restart: 'Reiniciar',
    sections: 'Tutoriales disponibles', // ours
    stepOf: (n: number, total: number) => `Paso ${n} de ${total}`, // ours
    finished: (title: string) => `Terminó el tutorial «${title}».`, // ours
    notFound: 'La página solicitada no existe.', // the portal's not-found page
    backToSite: 'Volver al sitio',
  },
  /** The attachment's name when the server gives none. */
  attachmentFileName: (id: number) => `Notificacion_${id}`,
} as const;
