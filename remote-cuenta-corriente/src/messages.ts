/**
 * Texts of the current-account screens. Verbatim from 001 where it gives them (§4, §5, §8); the ones
 * marked "ours" carry the spec's meaning in Spanish because it gives no wording. Shared texts come from
 * `messages` / `reportMessages` in @portal/shared.
 */
export const ccMessages = {
  // /comisiones-pendientes (001 §2)
  tabPolicy: 'Póliza',
  tabGroup: 'Grupo',
  group: 'Grupo',
  pendingGridLabel: 'Comisiones pendientes', // ours
  digitsOnly: 'Solo se admiten números',
  lettersOnly: 'Solo se admiten letras, espacios y guiones',
  invalidDate: 'La fecha ingresada es inválida',
  fixErrors: 'Revisá los campos marcados.', // ours
  // /pagos-liquidaciones (001 §2, §3)
  paymentsGridLabel: 'Pagos y liquidaciones', // ours
  recordTypes: { 1: 'Pago', 2: 'Liquidación' } as Record<string, string>,
  settlementDetail: 'Detalle de liquidación', // ours
  paymentDetail: 'Detalle de pago', // ours
  commissionDetail: 'Detalle de comisiones', // ours
  certificateGanancias: 'Certificado de Ganancias', // ours
  certificateIibb: 'Certificado de IIBB / Obra social / Municipal', // ours
  certificates: 'Certificados', // ours
  // /conceptos-a-facturar (001 §2, §3)
  rubros: { 1: 'Vida', 2: 'AP', 3: 'Otros rubros', 4: 'Ajustes' } as Record<string, string>,
  conceptsSummary: 'Resumen por rubro', // ours
  conceptsGridLabel: 'Conceptos a facturar por período y rubro', // ours
  conceptDetail: 'Detalle de conceptos', // ours
  iva21: 'IVA 21%',
  iva3: 'IVA 3%',
  viewSummaryColumns: 'Vista de columnas del resumen', // ours
  // /liquidacion (001 §2, §4, §5); its heading is the page title of 000 §2.2, the breadcrumb the route's name.
  settlementTitle: 'Liquidación de comisiones',
  tabDates: 'Fecha',
  tabProduct: 'Producto',
  tabPolicy2: 'Póliza',
  tabClient: 'Asegurado', // ours
  month: 'Mes de vigencia', // ours
  producersTab: 'Productor',
  settlementGridLabel: 'Liquidación de comisiones', // ours
  commission: 'Comisión', // ours
  baseCalculation: 'Base de cálculo', // ours
  premiumSupplement: 'Suplemento de premio', // ours
  // /enviofacturas (001 §2, §4, §5, §8); its heading is the page title of 000 §2.2.
  invoicesTitle: 'Envío de facturas',
  settlementMonth: 'Mes de Liquidación',
  company: 'Empresa',
  department: 'Rama',
  amount: 'Importe a facturar',
  invoiceNumber: 'Número de factura', // ours
  attachFiles: 'Adjuntar archivos', // ours
  addInvoice: 'Agregar factura', // ours
  uploadNewInvoice: 'Cargar nueva factura', // ours: 001 §4 'upload new invoice'
  sendInvoices: 'Enviar facturas', // ours
  removeInvoice: 'Quitar', // ours
  removeFile: 'Quitar archivo', // ours
  invoicesToSend: 'Facturas a enviar', // ours
  summary: 'Resumen del período', // ours
  invoiceNumberRule: 'El valor ingresado es incorrecto. Solo se admiten guiones medios, espacios, barras / y números',
  invoiceSendRule:
    'Debe ingresar al menos 1 factura, seleccionando Empresa, Rama, Mes de Liquidación, Importe a facturar, y al 1 o más archivos adjuntos.',
  invoicesSent: 'Los documentos se han enviado satisfactoriamente',
  invoicesMail: 'Recibirá un email con la documentación enviada',
  uploadError: 'Error al subir documentos',
  maxFiles: 'Se pueden adjuntar hasta 20 archivos.', // ours: 001 §5 'Max 20 files'
  simulatorWarningTitle: 'Atención', // ours
  simulatorWarning: 'Está operando como simulador en nombre del productor. ¿Confirma el envío de las facturas?', // ours: 001 §4
  confirm: 'Confirmar', // ours
  pendingInvoices: (pending: number, allowed: number) => `Facturas pendientes: ${pending} de ${allowed} permitidas.`, // ours
  tipsLink: 'Tips de facturación', // ours
  sentLink: 'Consultar facturas enviadas', // ours
  // /certificados-retencion (001 §2, §5, §8)
  withholdingMonth: 'Mes',
  withholdingYear: 'Año',
  download: 'Descargar',
  withholdingContact: 'Para descargar retenciones por favor comunicarse con la compañía.',
  withholdingInvoke: (message: string) => `Error al invocar a settlement: ${message}`,
  withholdingDownloadError: 'Error al intentar descargar el certificado.',
  withholdingRequired: 'Debe seleccionar el mes y el año.', // ours
  noVtCode: 'No tiene un código de productor de VIDA Y GENERALES para descargar retenciones.', // ours
  // /estado-de-cuenta (issue 39 §2, beyond the spec: all ours but the texts the issue quotes)
  statementPeriod: 'Período', // ours
  statementShow: 'Ver estado de cuenta', // ours
  statementPdf: 'Descargar PDF',
  statementOpening: 'Saldo inicial',
  statementClosing: 'Saldo final',
  statementGridLabel: (period: string) => `Estado de cuenta de ${period}`, // ours
  statementColumns: {
    fecha: 'Fecha',
    concepto: 'Concepto',
    comprobante: 'Comprobante',
    creditos: 'Créditos',
    debitos: 'Débitos',
    saldo: 'Saldo',
    origen: 'Origen',
  }, // ours
  statementOpen: (comprobante: string) => `Ver ${comprobante}`, // ours
  statementTotals: {
    comisiones: 'Comisiones liquidadas',
    impuestos: 'IVA y percepciones',
    ajustes: 'Ajustes y contracargos',
    retenciones: 'Retenciones',
    pagos: 'Pagos',
  }, // ours
  statementEmpty: 'No hubo movimientos en el período.', // ours
  statementNote: 'El saldo es lo que la compañía le adeuda: positivo a su favor.', // ours
  statementAdjustments: 'Detalle de ajustes', // ours
} as const;
