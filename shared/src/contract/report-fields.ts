import { messages } from '../messages';
import { z } from '../zod';
import { typedDayToIso } from '../format/calendar-day';
import { requestDay, TYPED_DAY_DESCRIPTION } from './day';
import { INT4_MAX, optionalInteger } from './integer';

/*
 * What every report search of the areas shares (001 §4, §5, §9): the grid part `{ offset, next, sort,
 * gridFilters }` the report kit sends, and the field rules of 001 §5. One definition for every area.
 */

export const fieldMessages = {
  digitsOnly: 'Solo se admiten números',
  lettersOnly: 'Solo se admiten letras, espacios y guiones',
  invalidDate: 'La fecha ingresada es inválida',
  dateRange: 'La fecha desde no puede ser posterior a la fecha hasta',
  /** A number its column cannot hold (a certificate beyond int4): the portal's one 'invalid value' text. */
  outOfRange: messages.invalidValue,
} as const;

const filterValue = z.union([
  z.string().max(200),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.union([z.string().max(200), z.number()])).max(50),
]);

/** A column filter of the grid: MUI's operators (contains, equals, startsWith, endsWith, isEmpty, isNotEmpty, isAnyOf, =, !=, >, >=, <, <=, is, not, after, onOrAfter, before, onOrBefore). */
export const GridFilter = z.object({
  field: z.string().min(1).max(100),
  operator: z.string().min(1).max(30),
  value: filterValue.optional(),
});
const GridSortItem = z.object({ field: z.string().min(1).max(100), sort: z.enum(['asc', 'desc']) });

/** 001 §4, §9: offset = page × size; next = the page size (default 10). Sort: one item or a list. */
export const GridQuery = z.object({
  offset: optionalInteger({ max: 100_000_000 }).transform((v) => v ?? 0),
  next: optionalInteger({ min: 1, max: 500 }).transform((v) => v ?? 10),
  sort: z
    .union([z.array(GridSortItem).max(5), GridSortItem, z.null()])
    .optional()
    .transform((s) => (s ? (Array.isArray(s) ? s : [s]) : [])),
  gridFilters: z
    .array(GridFilter)
    .max(30)
    .nullish()
    .transform((f) => f ?? []),
});

/** 001 §3 "Report column definition" as an export receives it. displayFormat 4 date, 5 money. */
export const ExportColumn = z.object({
  title: z.string().max(200),
  field: z.string().min(1).max(100),
  summarize: z.boolean().nullish(),
  show: z.boolean().nullish(),
  format: z.number().int().min(0).max(5).nullish(),
  displayFormat: z.number().int().min(0).max(10).nullish(),
});
/** An export's columns: a list, or the JSON text of one (the concepts export sends it as a string). */
export const ExportColumns = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
}, z.array(ExportColumn).min(1).max(100));
/** The applied-filters text an export writes above its header row. */
export const exportFilters = z.string().max(4000).nullish();

export const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** DD/MM/YYYY (the screens' format), YYYY-MM-DD or an ISO date-time (its Buenos Aires day) → YYYY-MM-DD, or null when empty. */
export const dateInput = z.preprocess(
  emptyToNull,
  z
    .string()
    .max(40, fieldMessages.invalidDate)
    .transform((v, ctx) => {
      const iso = typedDayToIso(v) ?? requestDay(v);
      if (iso) return iso;
      ctx.addIssue({ code: 'custom', message: fieldMessages.invalidDate });
      return z.NEVER;
    })
    .meta({ description: TYPED_DAY_DESCRIPTION })
    .nullable(),
);

/** 001 §5: digits only (policy, certificate, DNI), or null when empty. */
export const digits = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max).regex(/^\d+$/, fieldMessages.digitsOnly).nullable());

/** 001 §5: names and surnames, letters, spaces and hyphens, or null when empty. */
export const letters = (max: number) =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .max(max)
      .regex(/^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ' -]+$/, fieldMessages.lettersOnly)
      .nullable(),
  );

/**
 * Digits that name a row of an integer column (a certificate number): a value PostgreSQL's `integer` cannot
 * hold is refused here, with 'El valor ingresado es inválido', not by the database after the query was sent.
 */
export const withinInt4 = (digitsText: string | null | undefined) =>
  digitsText === null || digitsText === undefined || Number(digitsText) <= INT4_MAX;
