import { z } from '../zod';
import { INT4_MAX, integer, optionalInteger } from './integer';
import {
  dateInput,
  digits,
  emptyToNull,
  ExportColumns,
  exportFilters,
  fieldMessages as reportFieldMessages,
  GridQuery,
  letters,
} from './report-fields';
import { binaryFile, BusinessException, defineEndpoint, FILE_TYPES } from './define';

/*
 * The `cartera` rows of docs/contract/endpoints.tsv (001 §2–§9): portfolio search, totals and export, the
 * policy detail sections, certificates, debt-free certificate, digital rubric, payroll upload and its
 * files. Every call answers only for the producers the session may query (the server decides which,
 * docs/adr/0011-the-server-decides-whose-data.md): a producer code or policy of another producer is 403, never someone else's data.
 *
 * Dates in answers are ISO (YYYY-MM-DD) or null; the report kit shows them DD/MM/YYYY and '-' when
 * missing (001 §3). Dates in requests are DD/MM/YYYY (the screens' format) or ISO.
 */

const fieldMessages = { ...reportFieldMessages, incomplete: 'Existen campos incompletos' } as const;

// ——— Field rules of 001 §5 (the shared ones in report-fields.ts) ———

/** Numbers are sent as integers (001 §5); a digits string is accepted too. */
const integerOrDigits = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : emptyToNull(v)),
    z
      .string()
      .trim()
      .max(max)
      .regex(/^\d+$/, fieldMessages.digitsOnly)
      .transform((v) => Number(v))
      .pipe(z.number().max(INT4_MAX, fieldMessages.outOfRange))
      .nullable(),
  );
const optionalText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max).nullable());

/** 001 §7 "portfolio/" criteria with the rules of 001 §5. `producerId`: producer codes (empty = all the session's). */
const PortfolioCriteria = z.object({
  producerCuit: z
    .preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .regex(/^\d{2}-?\d{8}-?\d$/, 'El CUIT ingresado es inválido')
        .nullable(),
    )
    .optional(),
  producerId: z
    .array(z.union([z.string().max(20), z.number()]).transform(String))
    .max(100)
    .nullish()
    .transform((v) => v ?? []),
  fechaDesde: dateInput.optional(),
  fechaHasta: dateInput.optional(),
  ramo: optionalText(20).optional(),
  producto: optionalText(20).optional(),
  poliza: z
    .preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .max(50)
        .regex(/^[\d ]+$/, fieldMessages.digitsOnly)
        .nullable(),
    )
    .optional(),
  certificado: integerOrDigits(50).optional(),
  estado: optionalInteger({ min: -1, max: 4, signed: true }).nullable(),
  nombre: letters(100).optional(),
  apellido: letters(100).optional(),
  dni: digits(8).optional(),
});

const PortfolioSearch = PortfolioCriteria.extend(GridQuery.shape);

/** 001 §3 "Portfolio row". */
const PortfolioRow = z.object({
  id: z.number(),
  policyNumber: z.string(),
  certificateNumber: z.number(),
  policyType: z.string(),
  showCertificados: z.boolean(),
  showAsegurados: z.boolean(),
  core: z.string(),
  plan_Codigo: z.string(),
  producto_Codigo_VT: z.string(),
  poliza_Numero_FRMT: z.string(),
  facturacion_Tipo: z.string(),
  productDescription: z.string(),
  plan_Descripcion: z.string(),
  recruiterName: z.string(),
  recruiterDni: z.string(),
  producerId: z.string(),
  producerDescription: z.string(),
  premium: z.number(),
  reward: z.number(),
  currency: z.string(),
  issueDate: z.string().nullable(),
  status: z.number(),
  lastStatusDate: z.string().nullable(),
  lastBilledPeriod: z.number().nullable(),
  paymentMethod: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  sysDate: z.string().nullable(),
  branchDescription: z.string(),
  /** Policy keys (001 §3) used by the detail calls. */
  agre_Base_Key: z.string(),
  ramo: z.string(),
  company: z.string(),
});

/** 001 §3: `labels` maps value → label for Productos and Estados. */
const PortfolioLabels = z.object({
  Productos: z.record(z.string(), z.string()),
  Estados: z.record(z.string(), z.string()),
});

export const searchPortfolio = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'portfolio/',
  area: 'cartera',
  summary: 'Búsqueda de cartera (página de pólizas)',
  auth: true,
  read: true,
  permission: 'BusquedaCartera',
  body: PortfolioSearch,
  response: z.object({ data: z.array(PortfolioRow), total: z.number(), labels: PortfolioLabels }),
});

const SumItem = z.object({ total: z.number() });
export const portfolioTotals = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'portfolio/totales',
  area: 'cartera',
  summary: 'Totales de la búsqueda de cartera',
  auth: true,
  read: true,
  permission: 'BusquedaCartera',
  body: PortfolioSearch,
  response: z.object({
    total: z.number(),
    sumarizeItems: z.object({ Premium: SumItem, Reward: SumItem, PremiumUSD: SumItem, RewardUSD: SumItem }),
  }),
});

export const exportPortfolio = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'portfolio/export',
  area: 'cartera',
  summary: 'Exportar la búsqueda de cartera (Cartera.xlsx)',
  auth: true,
  read: true,
  permission: 'BusquedaCartera',
  body: PortfolioSearch.extend({ filters: exportFilters, columns: ExportColumns }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.xlsx],
});

const policyId = integer({ min: 1, message: 'El número de póliza es inválido' });
const optionalEmail = z
  .preprocess(emptyToNull, z.email('El e-mail ingresado es inválido').max(100).nullable())
  .optional();

export const certificate = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'portfolio/certificate',
  area: 'cartera',
  summary: 'Certificado de coberturas de una póliza (PDF)',
  auth: true,
  permission: 'BusquedaCartera',
  query: z.object({ polizaId: policyId, email: optionalEmail }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.pdf],
});

/** 001 §6: plan codes of a non-VT core whose certificate may be downloaded. */
const CERTIFICATE_PLANS = new Set([
  '62',
  '63',
  '64',
  '65',
  '66',
  '67',
  '68',
  '69',
  '0020ICJ1',
  '0020ITP1',
  '0020IBO1',
  '0020ICF1',
  '0020MAP1',
  '0020MAP2',
  '0020MAP3',
  '0020MAT1',
  '0020MCF1',
  '0020MLC1',
  '0020MLC3',
  '0020MLC5',
  '0020IMC1',
]);

/** 001 §6: a policy has a certificate when its core is VT or its plan is one of these (the button and the call). */
export function certificateAllowed(policy: { core: string; planCode: string }): boolean {
  return policy.core === 'VT' || CERTIFICATE_PLANS.has(policy.planCode);
}

const success = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  businessExceptions: z.array(BusinessException),
});

export const individualCertificate = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'portfolio/individualcertificate',
  area: 'cartera',
  summary: 'Certificado individual, enviado por correo electrónico',
  auth: true,
  // It mails the certificate: an action, though a GET.
  read: false,
  permission: 'BusquedaCartera',
  query: z.object({
    idPoliza: policyId,
    email: z.email('El e-mail ingresado es inválido').max(100),
    certificado: integer(),
  }),
  response: success,
});

// ——— Policy detail (001 §2 sections 1–9; each answer is an array whose first item holds the list) ———

const byPolicy = z.object({ poliza: policyId });
const byPolicyWithKeys = z.object({
  poliza: policyId,
  idRamo: z.string().max(20).optional(),
  idProducto: z.string().max(20).optional(),
  idCertificado: z.string().max(20).optional(),
});
const invoiceId = integer({ min: 1, message: 'La factura es inválida' });
const section = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.array(z.object({ [key]: z.array(item) } as Record<K, z.ZodArray<T>>));

function detail<Q extends z.ZodType, R extends z.ZodType>(path: string, summary: string, query: Q, response: R) {
  return defineEndpoint({
    method: 'GET',
    base: 'api',
    path,
    area: 'cartera',
    summary,
    auth: true,
    permission: 'BusquedaCartera',
    query,
    response,
  });
}

export const getRoles = detail(
  'producer/GetRoles',
  'Grupo familiar de una póliza',
  byPolicy,
  section(
    'roles',
    z.object({ rol: z.string(), nombre: z.string(), fechaNacimiento: z.string().nullable(), documento: z.string() }),
  ),
);
export const getDirecciones = detail(
  'producer/GetDirecciones',
  'Dirección de una póliza',
  byPolicy,
  section(
    'direcciones',
    z.object({
      tipo: z.string(),
      direccion: z.string(),
      codigoPostal: z.string(),
      localidad: z.string(),
      provincia: z.string(),
    }),
  ),
);
export const getCoberturas = detail(
  'producer/GetCoberturas',
  'Coberturas de una póliza',
  byPolicy,
  section(
    'coberturas',
    z.object({ nombre: z.string(), sumaAsegurada: z.number(), vigenciaDesde: z.string().nullable() }),
  ),
);
export const getBeneficiarios = detail(
  'producer/GetBeneficiarios',
  'Beneficiarios de una póliza',
  byPolicy,
  section(
    'beneficiarios',
    z.object({
      nombre: z.string(),
      fechaNacimiento: z.string().nullable(),
      porcentaje: z.number(),
      orden: z.number(),
      parentesco: z.string(),
    }),
  ),
);
export const getFormaPago = detail(
  'producer/GetFormaPago',
  'Forma de pago de una póliza',
  byPolicyWithKeys,
  section(
    'formaPago',
    z.object({
      nombre: z.string(),
      tipoTarjeta: z.string().nullable(),
      numeroTarjeta: z.string().nullable(),
      vencimientoTarjeta: z.string().nullable(),
      banco: z.string().nullable(),
      cbu: z.string().nullable(),
    }),
  ),
);
export const getFacturas = detail(
  'producer/GetFacturas',
  'Facturación de una póliza',
  byPolicyWithKeys,
  section(
    'facturas',
    z.object({
      id: z.number(),
      numero: z.string(),
      fechaEmision: z.string().nullable(),
      vigenciaDesde: z.string().nullable(),
      vigenciaHasta: z.string().nullable(),
      ultimaAplicacion: z.string().nullable(),
      fechaVencimiento: z.string().nullable(),
      premio: z.number(),
      saldoPendiente: z.number(),
      estado: z.string(),
    }),
  ),
);
export const getPremioAgrupado = detail(
  'producer/GetPremioAgrupado',
  'Composición del premio de una factura',
  z.object({ factura: invoiceId }),
  z.array(
    z.object({
      premioAgrupado: z.array(z.object({ concepto: z.string(), descripcion: z.string(), importe: z.number() })),
      total: z.number(),
    }),
  ),
);
export const getRechazos = detail(
  'producer/GetRechazos',
  'Rechazos de una factura',
  z.object({
    factura: invoiceId,
    idRamo: z.string().max(20).optional(),
    idProducto: z.string().max(20).optional(),
    idCertificado: z.string().max(20).optional(),
  }),
  section(
    'rechazos',
    z.object({
      fechaMovimiento: z.string().nullable(),
      medioPago: z.string(),
      causaRechazo: z.string(),
      saldo: z.number(),
      cupon: z.string(),
    }),
  ),
);
export const certificadosIndividuales = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'datos/CertificadosIndividuales',
  area: 'cartera',
  summary: 'Certificados de una póliza COLECTIVA (con export=true, en xlsx)',
  auth: true,
  permission: 'BusquedaCartera',
  query: z.object({
    agreBaseKey: z
      .string()
      .trim()
      .min(1)
      .max(30)
      .regex(/^[A-Za-z0-9]+$/, 'La clave de póliza es inválida'),
    export: z.enum(['true', 'false']).optional(),
  }),
  response: section(
    'certificados',
    z.object({
      Certificado: z.number(),
      Asegurado: z.string(),
      DNI: z.string(),
      Desc_grupo: z.string(),
      Fecha_nacimiento: z.string().nullable(),
    }),
  ),
  fileTypes: [FILE_TYPES.xlsx],
});
export const tomador = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Datos/Tomador',
  area: 'cartera',
  summary: 'Tomador de una póliza (por número)',
  auth: true,
  permission: 'CargaNominas',
  query: z.object({ poliza: z.string().trim().min(1).max(50).regex(/^\d+$/, fieldMessages.digitsOnly) }),
  response: z.object({ value: z.string() }),
});

// ——— Debt-free, rubric, payroll (001 §4, §5, §7) ———

/** 001 §3 "Debt-free request". Fecha: the period YYYYMM (or a date in it). */
export const downloadDebtFree = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'debtors/downloaddebtfree',
  area: 'cartera',
  summary: 'Certificado de libre deuda (PDF)',
  auth: true,
  read: true,
  permission: 'LibreDeuda',
  body: z.object({
    Report: z.string().max(100).nullish(),
    FileName: z.string().max(100).nullish(),
    ContentType: z.string().max(100).nullish(),
    Parameters: z.object({
      Empresa: z.string({ message: fieldMessages.incomplete }).trim().min(1, fieldMessages.incomplete).max(5),
      Poliza: z
        .string({ message: fieldMessages.incomplete })
        .trim()
        .min(1, fieldMessages.incomplete)
        .max(50)
        .regex(/^[\d ]+$/, fieldMessages.digitsOnly),
      Certificado: z
        .union(
          [
            z.number().int().min(0),
            z.string().trim().min(1, fieldMessages.incomplete).max(50).regex(/^\d+$/, fieldMessages.digitsOnly),
          ],
          {
            message: fieldMessages.incomplete,
          },
        )
        .refine((v) => Number(v) <= INT4_MAX, fieldMessages.outOfRange),
      Fecha: z.union([z.number().int(), z.string().trim().min(1, fieldMessages.incomplete).max(10)], {
        message: fieldMessages.incomplete,
      }),
      // 0: a simulator's chosen producer without a portal user (000 §4).
      UserId: integer({ min: 0 }),
    }),
  }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.pdf],
});

export const downloadRubric = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'portfolio/downloadrubricdigital',
  area: 'cartera',
  summary: 'Rúbrica digital del período (XML)',
  auth: true,
  read: true,
  permission: 'RubricaDigital',
  body: z.object({
    Report: z.string().max(100).nullish(),
    FileName: z.string().max(100).nullish(),
    ContentType: z.string().max(100).nullish(),
    Parameters: z.object({
      Periodo: z.union(
        [
          z.number().int(),
          z
            .string()
            .trim()
            .regex(/^\d{6}$/, 'El período es inválido'),
        ],
        { message: 'El período es requerido' },
      ),
      // 0: a simulator's chosen producer without a portal user (000 §4).
      UserId: integer({ min: 0 }),
    }),
  }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.xml],
});

/**
 * Multipart: Type (default AP), Policy (digits), FileName, File (one or more; xlsx, xls, csv or txt, 5 MB
 * each at most), User, Tomador, Observaciones. Answer: success and businessExceptions.
 */
export const sendPayroll = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'portfolio/SendPayroll',
  area: 'cartera',
  summary: 'Envío de nómina (multipart)',
  auth: true,
  permission: 'CargaNominas',
  multipart: z.object({
    Type: z.string().max(5).optional(),
    Policy: z.string().max(50),
    FileName: z.string().max(200).optional(),
    File: binaryFile,
    User: z.string().max(15).optional(),
    Tomador: z.string().max(200).optional(),
    Observaciones: z.string().max(4000).optional(),
  }),
  response: success,
});

export const fileDownload = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'FileRepository/Download',
  area: 'cartera',
  summary:
    'Descarga de archivos: modelo de nómina válido, un archivo de nómina enviado o un reporte programado (Entity = id)',
  auth: true,
  query: z.object({
    FileEntity: z.enum(['NominaModeloValido', 'NominaFile', 'ReportExport']),
    Entity: optionalInteger({ min: 1 }),
    /** The repository's download (002 §7, VerRepositorio): Entity is the stored file's id, answered inside 'archivos.zip'. */
    Zip: z.enum(['true', 'false']).optional(),
  }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.xlsx, FILE_TYPES.xls, FILE_TYPES.csv, FILE_TYPES.txt, FILE_TYPES.zip],
});
