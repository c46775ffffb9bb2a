/**
 * Texts of /admincomunicaciones (002 §2, §4, §5, §8). Quoted ones are the spec's; "ours" where it gives
 * none. Kept beside the screen so the engineers building the other admin screens do not share one file.
 */
export const adminComunicacionesMessages = {
  newCommunication: 'Nueva Comunicación',
  dialogTitle: 'Definición de Comunicación', // ours (after 'Definición de Leyenda')
  columns: {
    description: 'Descripción',
    start: 'Fecha de inicio',
    end: 'Fecha de fin',
    priority: 'Prioridad',
    confirmation: 'Requiere confirmación',
    sendMail: 'Envía mail',
    enabled: 'Habilitada',
    read: 'Leídas', // ours
    confirmed: 'Confirmadas', // ours
    actions: 'Acciones',
  }, // ours
  undetermined: 'Indeterminado',
  yes: 'Sí',
  no: 'No',
  edit: 'Editar', // ours
  remove: 'Eliminar', // ours
  deleteTitle: 'Eliminar comunicación', // ours
  deleteQuestion: '¿Está seguro que desea eliminar el registro?',
  fields: {
    priority: 'Prioridad',
    title: 'Título',
    description: 'Descripción',
    startDate: 'Fecha de inicio',
    endDate: 'Fecha de fin (vacía: indeterminada)',
    confirmationRequired: 'Requiere confirmación de lectura',
    confirmationText: 'Texto de confirmación',
    bodyEmbedded: 'Cuerpo embebido (HTML)',
    sendMail: 'Enviar por e-mail',
    sendMailDate: 'Fecha de envío del e-mail',
    enabled: 'Habilitada',
  }, // ours
  enabledAfterSave: 'Podrá habilitarla después de guardarla.', // ours (002 §4: disabled while id is 0)
  startLocked: 'La fecha de inicio ya fue alcanzada y no puede modificarse.', // ours
  filesTitle: 'Archivos', // ours
  filesAfterSave: 'Guarde la comunicación para adjuntar el cuerpo y la documentación.', // ours
  body: 'Cuerpo', // ours
  bodyHint: (embedded: boolean) => (embedded ? 'Página HTML (.html)' : 'Imagen (.png, .jpg, .gif)'), // ours
  attach: 'Documentación adjunta', // ours
  attachHint: 'PDF, Word, Excel o imagen', // ours
  uploadBody: 'Subir cuerpo', // ours
  uploadAttach: 'Subir documentación', // ours
  fileLoaded: 'Archivo cargado', // ours
  noFile: 'Sin archivo', // ours
  save: 'Guardar', // ours
  close: 'Cerrar', // ours
  requiredFields: 'Debe completar todos los campos obligatorios',
  uploadFailed: 'Error subiendo archivo',
  saved: 'El registro ha sido procesado correctamente.',
} as const;
