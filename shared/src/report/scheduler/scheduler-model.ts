import { messages } from '@portal/shared';
import * as reports from '@portal/shared/contract/reports';
import { z } from '@portal/shared/zod';
import { reportMessages } from '../messages';
import { parseDayMonthYear } from '../search/dates';

/** 001 §3: 0 daily, 1 weekly, 2 monthly, 3 fixed date (the dialog offers the first three). */
export const SCHEDULER_PERIOD = { daily: 0, weekly: 1, monthly: 2, fixedDate: 3 } as const;
export type SchedulerPeriod = 0 | 1 | 2;

/** 001 §4, §9: 24 hourly slots 00:00–23:00, 7 days with Sunday = 0, default hour 9, 60 days back. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
export const DAYS = [0, 1, 2, 3, 4, 5, 6];
export const DEFAULT_HOUR = 9;
export const DEFAULT_DAYS_BACK = 60;
/** Weekly and monthly sends use one slot: index 1, Monday. */
const SINGLE_SLOT_DAY = 1;
export const MAX_DAYS_LENGTH = 9;
export const MAX_NUMBER_LENGTH = 50;
/** 001 §4: the dialog closes this long after a successful save. */
export const CLOSE_AFTER_SAVE_MS = 5000;

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** 001 §3 "Scheduler send criteria": one per weekday. */
export interface ScheduleSlot {
  dia: number;
  hora: number;
  habilitado: boolean;
}

/** 001 §3 "Scheduler config (read)". */
export interface SchedulerConfig {
  period: number;
  enabled: boolean;
  execution: { day: number; hour: number }[];
  filter?: {
    fechaDesde?: string | null;
    fechaHasta?: string | null;
    dias?: number | string | null;
    ramo?: string | number | null;
    producto?: string | number | null;
    poliza?: string | null;
    certificado?: string | null;
  } | null;
}

/** 001 §3 "Report schedule save payload". Dates go as ISO YYYY-MM-DD. */
export interface ReportSchedulePayload {
  UrlApi: string;
  UserId: string | number;
  Period: number;
  Enabled: boolean;
  Executions: { Day: number; Hour: number }[];
  Filters: {
    ProducerIds: string[];
    Ramo: string | null;
    Producto: string | null;
    Dias: number | null;
    FechaDesde: string | null;
    FechaHasta: string | null;
    Poliza: string | null;
    Certificado: string | null;
    Cores: string[];
  };
}

/** What the dialog edits. Dates as typed, DD/MM/YYYY. */
const SchedulerFormFields = z.object({
  period: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  enabled: z.boolean(),
  slots: z.array(z.object({ dia: z.number(), hora: z.number(), habilitado: z.boolean() })),
  /** The 'dates' checkbox: on, a date range; off, a number of days back. */
  useDates: z.boolean(),
  dias: z.string(),
  fechaDesde: z.string(),
  fechaHasta: z.string(),
  ramo: z.string(),
  producto: z.string(),
  poliza: z.string(),
  certificado: z.string(),
});
export type SchedulerForm = z.infer<typeof SchedulerFormFields>;

function slotsFor(period: SchedulerPeriod): ScheduleSlot[] {
  return DAYS.map((dia) => ({
    dia,
    hora: DEFAULT_HOUR,
    habilitado: period === SCHEDULER_PERIOD.daily || dia === SINGLE_SLOT_DAY,
  }));
}

/** 001 §4 defaults: weekly, 60 days back, enabled, hour 9. */
export function defaultSchedulerForm(): SchedulerForm {
  return {
    period: SCHEDULER_PERIOD.weekly,
    enabled: true,
    slots: slotsFor(SCHEDULER_PERIOD.weekly),
    useDates: false,
    dias: String(DEFAULT_DAYS_BACK),
    fechaDesde: '',
    fechaHasta: '',
    ramo: '',
    producto: '',
    poliza: '',
    certificado: '',
  };
}

/** 001 §4: choosing Daily enables all 7 days at 9; Weekly and Monthly one slot (Monday) at 9. */
export function applyPeriod(form: SchedulerForm, period: SchedulerPeriod): SchedulerForm {
  return { ...form, period, slots: slotsFor(period) };
}

/** DD/MM/YYYY (surrounding spaces allowed) → YYYY-MM-DD, or null when it is not a real date. */
export const parseDmy = (text: string): string | null => parseDayMonthYear(text.trim());

/** YYYY-MM-DD (or a full ISO timestamp) → DD/MM/YYYY; other text is kept as it came. */
function toDmy(value: string | null | undefined): string {
  if (!value) return '';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A saved configuration as the dialog's form; nothing saved yet gives the defaults. */
export function fromSchedulerConfig(config: SchedulerConfig | null | undefined): SchedulerForm {
  const defaults = defaultSchedulerForm();
  if (!config) return defaults;
  const period = ([0, 1, 2] as number[]).includes(config.period) ? (config.period as SchedulerPeriod) : defaults.period;
  const byDay = new Map((config.execution ?? []).map((e) => [e.day, e.hour]));
  const filter = config.filter ?? {};
  const useDates = !!(filter.fechaDesde || filter.fechaHasta);
  return {
    period,
    enabled: config.enabled,
    slots: DAYS.map((dia) => ({ dia, hora: byDay.get(dia) ?? DEFAULT_HOUR, habilitado: byDay.has(dia) })),
    useDates,
    dias: useDates ? '' : text(filter.dias) || defaults.dias,
    fechaDesde: toDmy(filter.fechaDesde),
    fechaHasta: toDmy(filter.fechaHasta),
    ramo: text(filter.ramo),
    producto: text(filter.producto),
    poliza: text(filter.poliza),
    certificado: text(filter.certificado),
  };
}

export interface SchedulerErrors {
  /** The dialog-level messages of 001 §5, in the order they apply. */
  messages: string[];
  fields: Partial<Record<'dias' | 'fechaDesde' | 'fechaHasta', string>>;
}

/** 001 §5 scheduler rules. */
export function validateScheduler(form: SchedulerForm): SchedulerErrors {
  const errors: SchedulerErrors = { messages: [], fields: {} };
  if (form.useDates) {
    if (!form.fechaDesde.trim() || !form.fechaHasta.trim()) errors.messages.push(reportMessages.schedulerDatesRequired);
    if (form.fechaDesde.trim() && !parseDmy(form.fechaDesde)) errors.fields.fechaDesde = messages.invalidValue;
    if (form.fechaHasta.trim() && !parseDmy(form.fechaHasta)) errors.fields.fechaHasta = messages.invalidValue;
  } else if (!form.dias.trim() || /^0+$/.test(form.dias.trim())) {
    errors.messages.push(reportMessages.schedulerDaysRequired);
  } else if (!/^\d{1,9}$/.test(form.dias.trim())) {
    errors.fields.dias = messages.invalidValue;
  }
  const chosen = form.slots.filter((s) => s.habilitado).length;
  if (form.period === SCHEDULER_PERIOD.daily) {
    if (chosen !== DAYS.length) errors.messages.push(reportMessages.schedulerDailyAllDays);
  } else if (form.period === SCHEDULER_PERIOD.monthly) {
    if (chosen !== 1) errors.messages.push(reportMessages.schedulerMonthlyOneDay);
  } else if (chosen < 1) {
    errors.messages.push(reportMessages.schedulerAtLeastOne);
  }
  return errors;
}

export function hasErrors(errors: SchedulerErrors): boolean {
  return errors.messages.length > 0 || Object.keys(errors.fields).length > 0;
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export interface ScheduleContext {
  urlApi: string;
  userId: string | number;
  producerIds: string[];
  cores: string[];
}

/**
 * Where the dialog's form keeps the 001 §5 rules that are not one field's: the range rule (dates or a days
 * count, as the 'Fechas' checkbox chose) under `useDates`, the days-and-hours rule of the period under
 * `period`. The dialog shows them as its messages, in this order. Not react-hook-form's `root`: a submit
 * drops root errors before it decides whether the form is valid.
 */
export const SCHEDULER_RULE_KEYS = ['useDates', 'period'] as const;

/**
 * The dialog's react-hook-form schema: the 001 §5 rules on what is typed (validateScheduler's messages and
 * field errors), then the payload the form makes checked against the contract's save schema, so that the
 * dialog never sends what scheduler/SaveReportScheduler refuses.
 */
export function schedulerFormSchema(context: ScheduleContext) {
  return SchedulerFormFields.superRefine((form, ctx) => {
    const found = validateScheduler(form);
    const rangeMessages = [reportMessages.schedulerDatesRequired, reportMessages.schedulerDaysRequired] as string[];
    for (const message of found.messages)
      ctx.addIssue({ code: 'custom', path: [rangeMessages.includes(message) ? 'useDates' : 'period'], message });
    for (const [field, message] of Object.entries(found.fields))
      ctx.addIssue({ code: 'custom', path: [field], message });
    if (hasErrors(found)) return;
    const payload = reports.SchedulePayload.safeParse(toSchedulePayload(form, context));
    if (payload.success) return;
    for (const issue of payload.error.issues)
      ctx.addIssue({
        code: 'custom',
        path: [issue.path[0] === 'Executions' ? 'period' : 'useDates'],
        message: issue.message,
      });
  });
}

/** The save payload of 001 §3 for a valid form. */
export function toSchedulePayload(form: SchedulerForm, context: ScheduleContext): ReportSchedulePayload {
  return {
    UrlApi: context.urlApi,
    UserId: context.userId,
    Period: form.period,
    Enabled: form.enabled,
    Executions: form.slots.filter((s) => s.habilitado).map((s) => ({ Day: s.dia, Hour: s.hora })),
    Filters: {
      ProducerIds: context.producerIds,
      Ramo: orNull(form.ramo),
      Producto: orNull(form.producto),
      Dias: form.useDates ? null : Number(form.dias),
      FechaDesde: form.useDates ? parseDmy(form.fechaDesde) : null,
      FechaHasta: form.useDates ? parseDmy(form.fechaHasta) : null,
      Poliza: orNull(form.poliza),
      Certificado: orNull(form.certificado),
      Cores: context.cores,
    },
  };
}
