/** Texts of the content administration (002): the spec's where it quotes one, ours in the same voice otherwise. */
export const adminMessages = {
  legendNotFound: 'No se encontró la leyenda.',
  legendInactive: 'La leyenda está inactiva y no puede modificarse.',
  definitionNotFound: 'No se encontró la definición de notificación.',
  processNotFound: 'No se encontró el proceso del calendario de ejecución.',
  destinationNotFound: 'No se encontró el destinatario.',
  groupNotFound: 'No se encontró el grupo.',
  producerNotFound: 'No se encontró el productor.',
  schedulerNotEditable: 'La definición no permite modificar su calendario de ejecución.',
  destinationNotEditable: 'La definición no permite modificar sus destinatarios.',
  lastExecution: 'El calendario debe tener al menos una ejecución.',
  attachmentRequired: 'Por favor seleccionar un archivo',
  attachmentType: 'No es compatible con la extensión de archivo',
  attachmentTooLarge: 'El tamaño del archivo es demasiado grande',
} as const;
