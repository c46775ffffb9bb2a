import { z } from '../zod';
import { binaryFile, BusinessException, defineEndpoint, FILE_TYPES } from './define';
import { integer, optionalInteger } from './integer';
import {
  dateInput,
  digits,
  emptyToNull,
  ExportColumns,
  exportFilters,
  fieldMessages,
  GridFilter,
  GridQuery,
  letters,
  withinInt4,
} from './report-fields';

/*
 * The `cuenta-corriente` rows of docs/contract/endpoints.tsv (001 §2–§9): pending commissions, payments and
 * settlements with their three details and certificates, concepts to invoice, settlement by movement,
 * invoices and their files, withholding certificates. The session decides whose data each call reads
 * (docs/adr/0011-the-server-decides-whose-data.md): a CUIT, producer code, settlement or payment number of another producer is 403.
 *
 * Dates in answers are ISO (YYYY-MM-DD) or null; the screens show them DD/MM/YYYY. Money is a number with
 * two decimals.
 */

export const cuentaCorrienteMessages = {
  digitsOnly: 'Solo se admiten números',
  lettersOnly: 'Solo se admiten letras, espacios y guiones',
  invalidDate: 'La fecha ingresada es inválida',
  invalidCuit: 'El CUIT ingresado es inválido',
  invoiceNumber: 'El valor ingresado es incorrecto. Solo se admiten guiones medios, espacios, barras / y números',
  invoiceSend:
    'Debe ingresar al menos 1 factura, seleccionando Empresa, Rama, Mes de Liquidación, Importe a facturar, y al 1 o más archivos adjuntos.',
  monthRequired: 'Debe seleccionar el mes',
  yearRequired: 'Debe seleccionar el año',
} as const;

const m = cuentaCorrienteMessages;
// The grid part and the field rules of 001 §5: report-fields.ts.

const cuit = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(13)
    .regex(/^\d{2}-?\d{8}-?\d$/, m.invalidCuit)
    .nullable(),
);
const requiredCuit = z
  .string()
  .trim()
  .max(13)
  .regex(/^\d{2}-?\d{8}-?\d$/, m.invalidCuit);
const policyText = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(50)
    .regex(/^[\d ]+$/, m.digitsOnly)
    .nullable(),
);

const success = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  businessExceptions: z.array(BusinessException),
});

// ——— Pending commissions (001 §2, §3, §7) ———

/** 001 §3 "Pending commission row". */
export const PendingCommissionRow = z.object({
  id: z.number(),
  primaNeta: z.number(),
  premioCobrado: z.number(),
  poliza: z.string(),
  asegurado: z.string(),
  grupo: z.string(),
  certificado: z.number(),
  endoso: z.enum(['Factura', 'Recibo']),
  descripcion: z.string(),
  producto: z.string(),
  jurisdiccion: z.string(),
  fechaAplicacion: z.string().nullable(),
  comisionTotal: z.number(),
  comisionBruto: z.number(),
  aporteExtraordinario: z.boolean(),
});

/** `poliza`: the Póliza tab's policy number; `grupo`: the Grupo tab's group text. */
const PendingCommissionCriteria = z.object({
  producerCuit: cuit.optional(),
  poliza: policyText.optional(),
  grupo: z.preprocess(emptyToNull, z.string().trim().max(100).nullable()).optional(),
});

export const comisionesPendientes = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'Settlement/ComisionesPendientes',
  area: 'cuenta-corriente',
  summary: 'Comisiones pendientes (página)',
  auth: true,
  read: true,
  permission: 'ComisionesPendientes',
  body: PendingCommissionCriteria.extend(GridQuery.shape),
  response: z.object({ data: z.array(PendingCommissionRow), total: z.number() }),
});

export const comisionesPendientesExport = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'Settlement/ComisionesPendientes/Export',
  area: 'cuenta-corriente',
  summary: 'Exportar las comisiones pendientes (ComisionesPendientes.xlsx)',
  auth: true,
  read: true,
  permission: 'ComisionesPendientes',
  body: PendingCommissionCriteria.extend(GridQuery.shape).extend({ filters: exportFilters, columns: ExportColumns }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.xlsx],
});

// ——— Payments and settlements (001 §2, §3, §7) ———

/** 001 §3 "Payments and settlements row". */
export const PaymentSettlementRow = z.object({
  id: z.number(),
  numero: z.number(),
  fecha: z.string().nullable(),
  tipoRegistro: z.number(),
  referencia: z.string(),
  tipoPago: z.string(),
  importePagado: z.number(),
  comisionTotal: z.number(),
  comisionNeto: z.number(),
  ivA3: z.number(),
  ivA21: z.number(),
  ibOsMunicip: z.number(),
  ganancias: z.number(),
  cuit: z.string(),
});

const PaymentCriteria = z.object({ producerCuit: cuit.optional(), poliza: policyText.optional() });

export const pagosYLiquidaciones = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'Settlement/PagosYLiquidaciones',
  area: 'cuenta-corriente',
  summary: 'Pagos y liquidaciones (página)',
  auth: true,
  read: true,
  permission: 'PagosYLiquidaciones',
  body: PaymentCriteria.extend(GridQuery.shape),
  response: z.object({ data: z.array(PaymentSettlementRow), total: z.number() }),
});

export const pagosYLiquidacionesExport = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'Settlement/PagosYLiquidaciones/Export',
  area: 'cuenta-corriente',
  summary: 'Exportar pagos y liquidaciones (PagosYLiquidaciones.xlsx)',
  auth: true,
  read: true,
  permission: 'PagosYLiquidaciones',
  body: PaymentCriteria.extend(GridQuery.shape).extend({ filters: exportFilters, columns: ExportColumns }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.xlsx],
});

const numero = (message: string) => integer({ min: 1, message });

/** Named here: the payment certificate (Ganancias 1, IIBB/Obra social/Municipal 2) as a PDF. */
export const certificadoPago = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Settlement/CertificadoPago',
  area: 'cuenta-corriente',
  summary: 'Certificado de un pago (PDF)',
  auth: true,
  permission: 'PagosYLiquidaciones',
  query: z.object({
    cuit: requiredCuit,
    numeroPago: numero('El número de pago es inválido'),
    tipoCertificado: integer({ min: 1, max: 2, message: 'El tipo de certificado es inválido' }),
  }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.pdf],
});

/** 001 §3 "Settlement detail fields". */
export const SettlementDetailRow = z.object({
  Fecha: z.string().nullable(),
  Devengo: z.number(),
  MontoNeto: z.number(),
  IVA: z.number(),
  Percepcion: z.number(),
  TotalBR: z.number(),
  FechaFactura: z.string().nullable(),
  ComprobanteTipo: z.string(),
  FacturaTipo: z.string(),
  PuntoVenta: z.number(),
  FacturaNumero: z.string(),
});

export const detalleLiquidacion = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Settlement/DetalleLiquidacion',
  area: 'cuenta-corriente',
  summary: 'Detalle de una liquidación',
  auth: true,
  permission: 'PagosYLiquidaciones',
  query: z.object({ LiqNro: numero('El número de liquidación es inválido') }),
  response: z.array(SettlementDetailRow),
});

/** The payment detail (fields not listed by the spec): what a payment paid and what it withheld. */
export const PaymentDetailRow = z.object({
  Fecha: z.string().nullable(),
  LiquidacionNumero: z.number(),
  MedioPago: z.string(),
  Banco: z.string(),
  ImporteLiquidado: z.number(),
  RetencionGanancias: z.number(),
  RetencionIIBB: z.number(),
  ImportePagado: z.number(),
});

export const detallePago = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Settlement/DetallePago',
  area: 'cuenta-corriente',
  summary: 'Detalle de un pago',
  auth: true,
  permission: 'PagosYLiquidaciones',
  query: z.object({ pagoNro: numero('El número de pago es inválido') }),
  response: z.array(PaymentDetailRow),
});

/** 001 §3 "Commission detail fields". */
export const CommissionDetailRow = z.object({
  id: z.number(),
  Linea_Negocio: z.string(),
  NumeroPoliza: z.string(),
  FechaEmision: z.string().nullable(),
  Codigo_Movimiento: z.string(),
  FechaCobro: z.string().nullable(),
  Asegurado: z.string(),
  Provincia: z.string(),
  Endoso: z.string(),
  Certificado: z.number(),
  PremioFacturado: z.number(),
  PremioCobrado: z.number(),
  PrimaNeta: z.number(),
  PorcComisionPrima: z.number(),
  Excedente: z.number(),
  PorcComisionExcedente: z.number(),
  ComisionTotal: z.number(),
  Codigo_Intermediario: z.string(),
});

/** 001 §7: `?LiqNro&offset&pageSize` with `sort` and `desc`; the body is the grid filters. */
export const detalleComision = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'Settlement/DetalleComision',
  area: 'cuenta-corriente',
  summary: 'Detalle de comisiones de una liquidación (página)',
  auth: true,
  read: true,
  permission: 'PagosYLiquidaciones',
  query: z.object({
    LiqNro: numero('El número de liquidación es inválido'),
    offset: optionalInteger({ max: 100_000_000 }).transform((v) => v ?? 0),
    pageSize: optionalInteger({ min: 1, max: 500 }).transform((v) => v ?? 10),
    sort: z.preprocess(emptyToNull, z.string().max(100).nullable()).optional(),
    desc: z.enum(['true', 'false']).optional(),
  }),
  body: z.preprocess((v) => (v === undefined || v === null ? [] : v), z.array(GridFilter).max(30)),
  response: z.object({ data: z.array(CommissionDetailRow), total: z.number() }),
});

export const detallePagoLiquidacionExport = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'Settlement/DetallePagoLiquidacion/Export',
  area: 'cuenta-corriente',
  summary: 'Exportar un detalle de pago o liquidación (archivo con el nombre del tipo de detalle)',
  auth: true,
  read: true,
  permission: 'PagosYLiquidaciones',
  query: z.object({ tipoPagoLiq: integer({ min: 1, max: 3, message: 'El tipo de detalle es inválido' }) }),
  body: z.object({ numero: numero('El número es inválido'), columns: ExportColumns }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.xlsx],
});

// ——— Concepts to invoice (001 §2, §3, §7) ———

/** Sections of 001 §2: Vida 1, AP 2, Otros rubros 3, Ajustes 4. */
export const RUBROS: Record<number, string> = { 1: 'Vida', 2: 'AP', 3: 'Otros rubros', 4: 'Ajustes' };

/** 001 §3 "Concept by section". */
export const ConceptBySection = z.object({
  rubro: z.number(),
  iva: z.number(),
  monto: z.number(),
  percepcion: z.number(),
  totalBR: z.number(),
});

/**
 * A row of the concepts grid: one section in one period, with the fields of 001 §3 "Concept detail" (fecha: the
 * period's concept date; concepto: its concepts' names; iva: both rates together) and its IVA split 21 % / 3 %.
 */
export const ConceptRow = z.object({
  id: z.string(),
  fecha: z.string(),
  periodo: z.number(),
  rubro: z.number(),
  rubroDescripcion: z.string(),
  concepto: z.string(),
  monto: z.number(),
  iva: z.number(),
  ivA21: z.number(),
  ivA3: z.number(),
  percepcion: z.number(),
  totalBR: z.number(),
});

/** 001 §3 "Concept detail". */
export const ConceptDetailRow = z.object({
  fecha: z.string().nullable(),
  periodo: z.number(),
  rubro: z.number(),
  rubroDescripcion: z.string(),
  concepto: z.string(),
  percepcion: z.number(),
  totalBR: z.number(),
  monto: z.number(),
  iva: z.number(),
  ivA21: z.number(),
  ivA3: z.number(),
});

/** The spec shows neither payload nor answer: the grid part, and the summary by section beside the page. */
export const conceptos = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'Settlement/Conceptos',
  area: 'cuenta-corriente',
  summary: 'Conceptos a facturar: resumen por rubro y página por período y rubro',
  auth: true,
  read: true,
  permission: 'ConceptosFacturar',
  query: z.object({ cuit: requiredCuit }),
  body: GridQuery,
  response: z.object({ resumen: z.array(ConceptBySection), data: z.array(ConceptRow), total: z.number() }),
});

export const conceptoPorRubro = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'settlement/ConceptoPorRubro',
  area: 'cuenta-corriente',
  summary: 'Detalle de conceptos de un rubro (de un período, si se indica)',
  auth: true,
  permission: 'ConceptosFacturar',
  query: z.object({
    Rubro: integer({ min: 1, max: 4, message: 'El rubro es inválido' }),
    cuit: requiredCuit,
    periodo: optionalInteger({ min: 200001, max: 299912, message: 'El período es inválido' }),
  }),
  response: z.array(ConceptDetailRow),
});

export const conceptosExport = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'Settlement/Conceptos/Export',
  area: 'cuenta-corriente',
  summary: 'Exportar los conceptos a facturar (Conceptos.xlsx)',
  auth: true,
  read: true,
  permission: 'ConceptosFacturar',
  body: GridQuery.extend({ producerCuit: requiredCuit, filters: exportFilters, columns: ExportColumns }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.xlsx],
});

// ——— Settlement by movement (001 §2, §4, §5, §7) ———

/** 001 §7 settlement criteria with the rules of 001 §5 (producers required: 'Primero debés elegir…'). */
export const SettlementCriteria = z.object({
  producerId: z
    .array(z.union([z.string().max(20), z.number()]).transform(String))
    .max(100)
    .nullish()
    .transform((v) => v ?? []),
  fechaDesde: dateInput.optional(),
  fechaHasta: dateInput.optional(),
  ramo: z.preprocess(emptyToNull, z.string().trim().max(20).nullable()).optional(),
  producto: z.preprocess(emptyToNull, z.string().trim().max(20).nullable()).optional(),
  poliza: digits(50).optional(),
  certificado: digits(50).refine(withinInt4, fieldMessages.outOfRange).optional(),
  estado: z
    .preprocess(
      emptyToNull,
      z
        .union([
          z.number().int().min(-1).max(9),
          z
            .string()
            .regex(/^-?\d$/)
            .transform(Number),
        ])
        .nullable(),
    )
    .optional(),
  nombre: letters(100).optional(),
  apellido: letters(100).optional(),
  dni: digits(8).optional(),
});

/** 001 §3 "Settlement result row (liquidación)". */
export const SettlementRow = z.object({
  id: z.number(),
  policyId: z.string(),
  branchCode: z.string(),
  branchDescription: z.string(),
  recruiterName: z.string(),
  recruiterDni: z.string(),
  productCode: z.string(),
  productDescription: z.string(),
  certificateNumber: z.number(),
  commissionAmount: z.number(),
  percentage: z.number(),
  currency: z.string(),
  premiumSupplement: z.number(),
  baseCalculation: z.number(),
  producerDescription: z.string(),
  imputationDate: z.string().nullable(),
  startDate: z.string().nullable(),
  referenceNumber: z.string(),
});

export type SettlementRow = z.infer<typeof SettlementRow>;

const MoneySum = z.object({ total: z.number() });

/**
 * 001 §7 answers the legacy search with an array; at 100,000 movements a month the array would be read
 * whole, so the search is server-paged like every other grid: the page, the total and the sums of the
 * money columns (001 §4 'Settlement … grids sum their money columns').
 */
export const settlementSearch = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'settlement/',
  area: 'cuenta-corriente',
  summary: 'Liquidación según movimiento de cuenta corriente (página y sumas)',
  auth: true,
  read: true,
  permission: 'LiquidacionCC',
  body: SettlementCriteria.extend(GridQuery.shape),
  response: z.object({
    data: z.array(SettlementRow),
    total: z.number(),
    sumarizeItems: z.object({ commissionAmount: MoneySum, premiumSupplement: MoneySum, baseCalculation: MoneySum }),
  }),
});

export const settlementExport = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'settlement/export',
  area: 'cuenta-corriente',
  summary: 'Exportar la liquidación según movimiento (Liquidacion.xlsx)',
  auth: true,
  read: true,
  permission: 'LiquidacionCC',
  body: SettlementCriteria.extend(GridQuery.shape).extend({
    url: z.string().max(200).nullish(),
    filters: exportFilters,
    columns: ExportColumns,
  }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.xlsx],
});

/** One settlement entry as the withholding query reads it. */
export const WithholdingEntry = z.object({
  ProducerId: z.string(),
  Source: z.string(),
  ImputationDate: z.string(),
  estado: z.number(),
});

/**
 * 001 §7: `$filter=ProducerId eq '<code>' and Source eq 'VT' and ImputationDate ge <YYYY-MM-DD> and
 * ImputationDate le <YYYY-MM-DD>` (OData style); `$top` at most 100. Only that form is understood.
 */
export const settlementQuery = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'settlement/',
  area: 'cuenta-corriente',
  summary: 'Consulta de liquidaciones con filtro OData (certificados de retención)',
  auth: true,
  query: z.object({ $filter: z.string().trim().min(1).max(500), $top: optionalInteger({ min: 1, max: 100 }) }),
  response: z.array(WithholdingEntry),
});

/** Months July–December, years from the current one down to 2021 (001 §5, §9). */
export const certificadoRetencion = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'settlement/CertificadoRetencion',
  area: 'cuenta-corriente',
  summary: 'Certificado de retención del mes (PDF)',
  auth: true,
  query: z.object({
    month: integer({ min: 7, max: 12, message: m.monthRequired }),
    year: integer({ min: 2021, max: 2100, message: m.yearRequired }),
    intermed: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .regex(/^[A-Za-z0-9]+$/, 'El código de productor es inválido'),
  }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.pdf],
});

// ——— Invoices (001 §2, §4, §5, §7) ———

/** Companies of 001 §3. */
export const COMPANIES = ['VT', 'RVT'] as const;
/** Departments (branches) of 001 §3, by IdRama. */
export const DEPARTMENTS = { 1: 'Retiro', 2: 'Vida y Sepelio', 3: 'AP - Salud - Patrimoniales' } as const;

const period = integer({ min: 200001, max: 299912, message: 'El mes de liquidación es inválido' });

export const getInvoiceAmount = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'invoice/GetInvoiceAmount',
  area: 'cuenta-corriente',
  summary: 'Importe a facturar de una rama en un período',
  auth: true,
  permission: 'EnvioFacturas',
  query: z.object({
    idRama: integer({ min: 1, max: 3, message: 'La rama es inválida' }),
    fechaDesde: dateInput.pipe(z.string({ message: m.invalidDate })),
    fechaHasta: dateInput.pipe(z.string({ message: m.invalidDate })),
    idProductor: integer({ min: 1 }),
  }),
  response: z.number(),
});

export const getResumenInvoiceAmount = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'invoice/GetResumenInvoiceAmount',
  area: 'cuenta-corriente',
  summary: 'Resumen por rama del importe a facturar de un período',
  auth: true,
  permission: 'EnvioFacturas',
  query: z.object({
    idProductor: integer({ min: 1 }),
    fechaDesde: dateInput.pipe(z.string({ message: m.invalidDate })),
    fechaHasta: dateInput.pipe(z.string({ message: m.invalidDate })),
  }),
  response: z.object({
    Resumen: z.array(z.object({ IdRama: z.number(), Importe: z.number(), ImporteString: z.string() })),
    FechaDesde: z.string(),
    FechaHasta: z.string(),
  }),
});

/** 001 §3 "Invoice item": Files are the ids `invoice/upload` answered (1 to 20). */
export const InvoiceItem = z.object({
  UserId: integer({ min: 1 }),
  Month: period,
  Company: z.enum(COMPANIES, { message: m.invoiceSend }),
  Department: integer({ min: 1, max: 3, message: m.invoiceSend }),
  Amount: z.number({ message: m.invoiceSend }).min(0.01, m.invoiceSend).max(999_999_999_999),
  InvoiceNumber: z
    .preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .max(30)
        .regex(/^[\d\-/ ]+$/, m.invoiceNumber)
        .nullable(),
    )
    .optional(),
  Files: z
    .array(integer({ min: 1 }))
    .min(1, m.invoiceSend)
    .max(20, 'Se pueden adjuntar hasta 20 archivos.'),
});

export const invoiceSend = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'invoice/send',
  area: 'cuenta-corriente',
  summary: 'Enviar facturas',
  auth: true,
  permission: 'EnvioFacturas',
  body: z.object({ Invoices: z.array(InvoiceItem).min(1, m.invoiceSend).max(20) }),
  response: success,
});

/** Multipart File (one or more, pdf/jpg/png, 10 MB each): answers the stored files' ids for invoice/send. */
export const invoiceUpload = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'invoice/upload',
  area: 'cuenta-corriente',
  summary: 'Subir archivos de factura (multipart)',
  auth: true,
  permission: 'EnvioFacturas',
  multipart: z.object({ File: z.array(binaryFile).min(1).max(20) }),
  response: success.extend({ files: z.array(z.object({ id: z.number(), fileName: z.string(), size: z.number() })) }),
});
