/**
 * Texts of the portfolio screens. Verbatim from 001 where it gives them (§4, §5, §8); the ones marked
 * "ours" carry the spec's meaning in Spanish because it gives no wording. Shared texts come from
 * `messages` / `reportMessages` in @portal/shared.
 */
export const carteraMessages = {
  // 001 §2 — search tabs
  producersTab: 'Filtro por Productor',
  tabDates: 'Filtro por Fecha',
  tabProduct: 'Filtro por Producto',
  tabPolicy: 'Filtro por Póliza',
  tabClient: 'Filtro por Cliente',
  producers: 'Productor', // the checked producers in the applied filters text
  dateFrom: 'Fecha desde',
  dateTo: 'Fecha hasta',
  status: 'Estado',
  policy: 'Póliza',
  certificate: 'Certificado',
  allOption: 'Todos', // ours
  // 001 §3 — policy status values
  statuses: {
    '-1': 'Seleccione',
    0: 'VIGENTE',
    1: 'RENTISTA',
    2: 'TERMINADA',
    3: 'EN CAPTURA INCOMPLETA',
    4: 'ANULADA',
  } as Record<string, string>,
  // 001 §5 — field rules (ours: the spec states the rules, not their texts)
  digitsOnly: 'Solo se admiten números',
  lettersOnly: 'Solo se admiten letras, espacios y guiones',
  invalidDate: 'La fecha ingresada es inválida',
  dateRange: 'La fecha desde no puede ser posterior a la fecha hasta',
  maxLength: (n: number) => `El campo debe poseer como máximo ${n} caracteres`,
  fixErrors: 'Revisá los filtros marcados con error.', // ours
  // 001 §2 — portfolio grid
  gridLabel: 'Resultados de la búsqueda de cartera', // ours
  missingDate: '-', // 001 §3 — a portfolio date that is missing
  premium: 'Premio',
  reward: 'Prima',
  actions: 'Acciones',
  downloadCertificate: 'Descargar certificado',
  individualCertificate: 'Enviar certificado individual por correo',
  ccg: 'CCG',
  ccgTitle: 'Certificado de asegurados (CCG)',
  details: 'Información detallada',
  // 001 §2 — details modal
  generalTab: 'Información general',
  policyTab: 'Información de la póliza',
  insuredTab: 'Información del asegurado',
  // 001 §2 — policy detail
  disabledSectionsWarning: 'Algunas secciones de la póliza se encuentran temporalmente deshabilitadas.', // ours
  sections: {
    1: 'Grupo Familiar',
    2: 'Dirección de Póliza',
    3: 'Coberturas',
    4: 'Beneficiarios',
    5: 'Composición de Premio',
    6: 'Forma de Pago',
    7: 'Facturación',
    8: 'Rechazos',
    9: 'Certificados',
  } as Record<number, string>,
  invoice: (numero: string) => `Factura ${numero}`,
  total: 'Total',
  exportCertificates: 'Exportar certificados', // ours
  exportCertificatesError: 'Error en la descarga del archivo', // 001 §8
  // 001 §8 — certificates
  certificateError: 'Error: No se pudo generar el certificado.',
  certificateException: (message: string) => `Se produjo un error al generar el certificado. ${message}`.trim(),
  certificateMailed: (email: string) => `En unos minutos recibirá el certificado en el correo electrónico ${email}.`,
  certificateGenerated: 'Certificado generado correctamente.',
  certificateSuccess: 'Certificado generado con éxito',
  individualError: (text: string) => `Error: ${text}`,
  unreadableAnswer: 'No se pudo leer la respuesta.',
  somethingFailed: 'Ocurrió un error.',
  networkCertificateError: 'No se pudo generar el certificado.',
  generatingCertificate: 'Generando certificado...', // ours
  close: 'Cerrar',
  // 001 §2, §5, §8 — debt-free
  debtFreeTitle: 'Certificado de libre deuda', // ours
  company: 'Empresa',
  companies: { VT: 'VIDA Y GENERALES', RVT: 'RETIRO' } as Record<string, string>,
  period: 'Período',
  generate: 'Generar', // ours
  debtFreeSuccess: 'Certificado de Libre deuda generado con éxito',
  debtFreeError: 'Error al generar libre deuda',
  debtRule: 'Las pólizas con deudas mayores a 60 días deben regularizarse o serán anuladas.', // 001 §5 rule, ours wording
  // 001 §2, §8 — rubric
  rubricTitle: 'Rúbrica digital', // ours
  month: 'Mes',
  download: 'Descargar',
  rubricSuccess: 'Rúbrica digital generada con éxito', // ours
  rubricError: 'Error al generar rúbrica digital',
  // 001 §2, §4, §8 — payroll
  payrollTitle: 'Envío de nómina', // 000 §2.2 page title
  payrollType: 'Tipo de nómina',
  payrollTypes: { AP: 'AP' } as Record<string, string>,
  holder: 'Tomador',
  observations: 'Observaciones',
  file: 'Archivo',
  chooseFile: 'Seleccionar archivo', // ours
  templateLink: 'Descargar modelo válido de nómina', // ours
  send: 'Enviar', // ours
  payrollSuccess: 'El archivo fue enviado correctamente',
  payrollErrorTitle: 'Error en el procesamiento:',
  payrollFileError: 'Error al generar el archivo',
  networkError: (message: string) => `Error: ${message}`,
} as const;
