import { messages } from '../../messages';
import { fieldMessages } from '../../contract/report-fields';
import { z } from '../../zod';
import { parseDayMonthYear } from './dates';

/*
 * The search forms' field rules (001 §5) as the user types them, with the portal's messages: each text trimmed
 * and at most `max` long. The contract (contract/report-fields.ts) checks the same again on the server.
 */

export const text = (max: number) => z.string().trim().max(max, messages.maxLength(max));

/** Policy, certificate and DNI: digits only, or empty. */
export const digits = (max: number) => text(max).regex(/^\d*$/, fieldMessages.digitsOnly);

/** Names and surnames: letters, spaces and hyphens, or empty. */
export const letters = (max: number) => text(max).regex(/^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ -]*$/, fieldMessages.lettersOnly);

/** A day typed DD/MM/YYYY, or empty. */
export const date = text(10).refine((v) => v === '' || parseDayMonthYear(v) !== null, fieldMessages.invalidDate);

interface DateRange {
  fechaDesde: string;
  fechaHasta: string;
}

/** A Fecha tab's range in order, as a form's refine: refused on 'Fecha hasta' when it ends before it starts. */
export const dateRangeInOrder: [(f: DateRange) => boolean, { message: string; path: string[] }] = [
  (f) => !f.fechaDesde || !f.fechaHasta || parseDayMonthYear(f.fechaDesde)! <= parseDayMonthYear(f.fechaHasta)!,
  { message: fieldMessages.dateRange, path: ['fechaHasta'] },
];

/** The range as a search sends it (YYYY-MM-DD), a bound left out when empty. */
export function filledDates(f: DateRange): Partial<DateRange> {
  const dates: Partial<DateRange> = {};
  const fechaDesde = parseDayMonthYear(f.fechaDesde.trim());
  const fechaHasta = parseDayMonthYear(f.fechaHasta.trim());
  if (fechaDesde) dates.fechaDesde = fechaDesde;
  if (fechaHasta) dates.fechaHasta = fechaHasta;
  return dates;
}
