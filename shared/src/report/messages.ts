/**
 * Texts of the report-screen kit. Verbatim from the spec where it gives them (001 §2, §4, §5, §8);
 * the ones marked "ours" are the spec's meaning put into Spanish because it gives no wording.
 * Texts every package shows (noMatches, noData, emptyValue, fillAFilter, chooseProducerFirst …) stay
 * in ../messages.ts.
 */
export const reportMessages = {
  // 001 §2 — shared search buttons
  search: 'Buscar',
  clear: 'Limpiar',
  schedule: 'Programar envío',
  showAppliedFilters: 'Ver filtros aplicados',
  hideAppliedFilters: 'Ocultar filtros aplicados', // ours
  noFiltersApplied: 'No hay filtros aplicados.', // ours
  producersTab: 'Productores', // ours
  noProducers: 'No hay productores disponibles para consultar.', // ours: 001 §8 'a banner saying so'
  expandCore: 'Expandir',
  collapseCore: 'Contraer',
  export: 'Exportar', // ours
  downloading: 'Descargando archivo...', // ours
  manageColumns: 'Administrar columnas',
  // 001 §3 — cores shown in the producer tree
  coreNames: { VT: 'VIDA Y GENERALES', RVT: 'RETIRO' } as Record<string, string>,
  // 001 §2 — column manager
  columnManagerTitle: 'ADMINISTRAR VISTA DE COLUMNAS',
  visibleColumns: 'Columnas visibles', // ours
  hiddenColumns: 'Columnas ocultas', // ours
  minVisibleColumns: 'Debe haber al menos 3 columnas visibles.', // ours: 001 §4 states the rule, not a text
  hideColumn: 'Ocultar',
  showColumn: 'Mostrar',
  moveUp: 'Subir',
  moveDown: 'Bajar',
  // ours: the drag handle ('Mover Póliza') and what a screen reader says while a column is dragged
  dragColumn: 'Mover',
  dragRoleDescription: 'columna ordenable',
  dragInstructions:
    'Para mover una columna, presione la barra espaciadora o Enter sobre su botón Mover. Use las flechas arriba y abajo para llevarla a otra posición y presione otra vez la barra espaciadora o Enter para soltarla, o Escape para cancelar.',
  dragStarted: (title: string, position: number, count: number) =>
    `Tomó la columna ${title}, en la posición ${position} de ${count}.`,
  dragOver: (title: string, position: number, count: number) =>
    `La columna ${title} está en la posición ${position} de ${count}.`,
  dragOutside: (title: string) => `La columna ${title} está fuera de la lista.`,
  dragDropped: (title: string, position: number, count: number) =>
    `Soltó la columna ${title} en la posición ${position} de ${count}.`,
  dragDroppedOutside: (title: string) => `Soltó la columna ${title} fuera de la lista: no se movió.`,
  dragCancelled: (title: string) => `Movimiento cancelado: la columna ${title} volvió a su posición.`,
  save: 'Guardar',
  // Server grid
  expandRow: 'Expandir fila',
  collapseRow: 'Contraer fila',
  totalArs: 'Total',
  totalUsd: 'Total USD',
  records: (n: number) => `${n} registros`, // ours
  // 001 §2, §4, §5 — scheduler dialog
  schedulerTitle: 'CONFIGURAR SCHEDULER',
  periodDaily: 'Diario',
  periodWeekly: 'Semanal',
  periodMonthly: 'Mensual',
  // 001 §4 legends (ours: the spec gives their meaning only)
  legendDaily: 'El reporte se envía todos los días a las 9 AM.',
  legendWeekly: 'El reporte se envía una vez por semana, el lunes a las 9 AM.',
  legendMonthly: 'El reporte se envía el primer lunes de cada mes a las 9 AM.',
  weekdays: ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'],
  enabled: 'Habilitado',
  advanced: 'Configuración avanzada', // ours
  useDates: 'Fechas',
  days: 'Cantidad de días',
  dateFrom: 'Fecha desde',
  dateTo: 'Fecha hasta',
  branch: 'Ramo',
  product: 'Producto',
  policy: 'Póliza',
  certificate: 'Certificado',
  firstName: 'Nombre',
  lastName: 'Apellido',
  dni: 'DNI',
  allOption: 'Todos', // ours
  schedulerSaved: 'La configuración del envío programado se guardó correctamente.', // ours
  // 001 §5 — scheduler validation (verbatim)
  schedulerDatesRequired: 'Es requerido seleccionar fecha desde/hasta.',
  schedulerDaysRequired: 'Es requerido ingresar cantidad de días.',
  schedulerDailyAllDays: 'Es requerido seleccionar todos los dias con su horario seleccionado.',
  schedulerMonthlyOneDay: 'Es requerido seleccionar un día y horario para realizar el envio mensual.',
  schedulerAtLeastOne: 'Es requerido seleccionar al menos 1 día y horario.',
  // 001 §2 — upload modal
  uploadTitle: 'Subir archivos',
  chooseFiles: 'Elegir archivos', // ours
  upload: 'Subir', // ours
  uploadProgress: 'Progreso de la subida', // ours
  close: 'Cerrar',
} as const;
