import { z } from '../zod';
import { integer, optionalInteger } from './integer';
import { dateInput, emptyToNull } from './report-fields';
import { BusinessException, defineEndpoint } from './define';

/*
 * The `reports` rows of docs/contract/endpoints.tsv, shared by every report screen: scheduled sending
 * (001 §3–§5), legends (002 §7), and the column views of 001 §3 "Column view item", which the spec keeps
 * without naming a call: we name it `reports/columnview` (GET one view, POST save it).
 */

const schedulerMessages = {
  datesRequired: 'Es requerido seleccionar fecha desde/hasta.',
  daysRequired: 'Es requerido ingresar cantidad de días.',
  dailyAllDays: 'Es requerido seleccionar todos los dias con su horario seleccionado.',
  monthlyOneSlot: 'Es requerido seleccionar un día y horario para realizar el envio mensual.',
  atLeastOne: 'Es requerido seleccionar al menos 1 día y horario.',
} as const;

/** The reports a schedule or a column view may name. */
const REPORT_NAMES = [
  'portfolio',
  'settlement',
  'rejection',
  'debtors',
  'comisionespendientes',
  'pagosyliquidaciones',
  'conceptos',
  'certificados',
] as const;
const reportName = z
  .string()
  .trim()
  .transform((v) =>
    v
      .toLowerCase()
      .replace(/^\/?(api\/)?/, '')
      .replace(/\/.*$/, ''),
  )
  .pipe(z.enum(REPORT_NAMES, { message: 'El reporte es inválido' }));

const userId = integer({ min: 1 });

/** GET scheduler/GetReportScheduler?UserId&UrlApi: the saved schedule, or the dialog's defaults (001 §4). */
export const getReportScheduler = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'scheduler/GetReportScheduler',
  area: 'reports',
  summary: 'Programación de envío de un reporte',
  auth: true,
  query: z.object({ UserId: userId, UrlApi: reportName }),
  response: z.object({
    period: z.number(),
    enabled: z.boolean(),
    execution: z.array(z.object({ day: z.number(), hour: z.number() })),
    filter: z.object({
      fechaDesde: z.string().nullable(),
      fechaHasta: z.string().nullable(),
      dias: z.number().nullable(),
      ramo: z.string().nullable(),
      producto: z.string().nullable(),
      poliza: z.string().nullable(),
      certificado: z.string().nullable(),
      producerIds: z.array(z.string()),
      cores: z.array(z.string()),
    }),
    saved: z.boolean(),
  }),
});

/** The schedule's dates: the report searches' own rule (DD/MM/YYYY, YYYY-MM-DD or a date-time; days that exist). */
const isoOrNull = dateInput;
const numberText = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : emptyToNull(v)),
  z.string().trim().max(50).regex(/^\d+$/, 'Solo se admiten números').nullable(),
);

/**
 * 001 §3 "Report schedule save payload", with the rules of 001 §5: dates mode needs both dates, days
 * mode a count (max 9 digits); daily all 7 days, monthly exactly one slot, weekly at least one.
 */
export const SchedulePayload = z
  .object({
    UrlApi: reportName,
    UserId: userId,
    Period: z.number().int().min(0).max(3),
    Enabled: z.boolean(),
    Executions: z
      .array(z.object({ Day: z.number().int().min(0).max(6), Hour: z.number().int().min(0).max(23) }))
      .max(7),
    Filters: z.object({
      ProducerIds: z
        .array(z.union([z.string().max(20), z.number()]).transform(String))
        .max(100)
        .nullish()
        .transform((v) => v ?? []),
      Ramo: z
        .preprocess(emptyToNull, z.string().max(20).nullable())
        .optional()
        .transform((v) => v ?? null),
      Producto: z
        .preprocess(emptyToNull, z.string().max(20).nullable())
        .optional()
        .transform((v) => v ?? null),
      Dias: optionalInteger({ min: 1, max: 999_999_999 })
        .nullable()
        .transform((v) => v ?? null),
      FechaDesde: isoOrNull.optional().transform((v) => v ?? null),
      FechaHasta: isoOrNull.optional().transform((v) => v ?? null),
      Poliza: numberText.optional().transform((v) => v ?? null),
      Certificado: numberText.optional().transform((v) => v ?? null),
      Cores: z
        .array(z.string().max(10))
        .max(10)
        .nullish()
        .transform((v) => v ?? []),
    }),
  })
  .superRefine((p, ctx) => {
    const f = p.Filters;
    const datesMode = Boolean(f.FechaDesde || f.FechaHasta);
    if (datesMode && !(f.FechaDesde && f.FechaHasta))
      ctx.addIssue({ code: 'custom', path: ['Filters', 'FechaDesde'], message: schedulerMessages.datesRequired });
    if (!datesMode && !f.Dias)
      ctx.addIssue({ code: 'custom', path: ['Filters', 'Dias'], message: schedulerMessages.daysRequired });
    const days = new Set(p.Executions.map((e) => e.Day));
    if (p.Period === 0 && days.size !== 7)
      ctx.addIssue({ code: 'custom', path: ['Executions'], message: schedulerMessages.dailyAllDays });
    else if (p.Period === 2 && p.Executions.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['Executions'], message: schedulerMessages.monthlyOneSlot });
    else if (p.Executions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['Executions'], message: schedulerMessages.atLeastOne });
  });

export const saveReportScheduler = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'scheduler/SaveReportScheduler',
  area: 'reports',
  summary: 'Guardar la programación de envío de un reporte',
  auth: true,
  body: SchedulePayload,
  response: z.object({ success: z.literal(true), businessExceptions: z.array(BusinessException) }),
});

/** GET Label/getLabelSection?Section&Type: the legend text (empty when none is in force). */
export const getLabelSection = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Label/getLabelSection',
  area: 'reports',
  summary: 'Leyenda de una sección de reporte',
  auth: true,
  query: z.object({
    Section: z.enum(['rechazos', 'cartera', 'liquidacion', 'deudores'], { message: 'La sección es inválida' }),
    Type: z.enum(['subtitulo', 'aviso'], { message: 'El tipo es inválido' }),
  }),
  response: z.object({ Text: z.string() }),
});

const ColumnViewItem = z.object({
  name: z.string().min(1).max(100),
  title: z.string().max(200),
  index: z.number().int().min(0).max(200),
  show: z.boolean(),
});

/** Named here: the column view of a report for the signed-in user (null when none was saved). */
export const getColumnView = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'reports/columnview',
  area: 'reports',
  summary: 'Vista de columnas guardada de un reporte',
  auth: true,
  query: z.object({ report: reportName }),
  response: z.object({ report: z.string(), columns: z.array(ColumnViewItem).nullable() }),
});

export const saveColumnView = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'reports/columnview',
  area: 'reports',
  summary: 'Guardar la vista de columnas de un reporte',
  auth: true,
  body: z.object({
    report: reportName,
    columns: z
      .array(ColumnViewItem)
      .min(1)
      .max(200)
      .refine((c) => c.filter((i) => i.show).length >= 3, 'Debe haber al menos 3 columnas visibles.'),
  }),
  response: z.object({ success: z.literal(true) }),
});
