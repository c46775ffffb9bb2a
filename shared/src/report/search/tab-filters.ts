import { messages } from '../../messages';
import { fieldMessages } from '../../contract/report-fields';
import { z } from '../../zod';
import { reportMessages as t } from '../messages';
import { parseDayMonthYear } from './dates';

/** The text fields of the kit's Fecha, Producto, Póliza and person tabs (dateRangeTab, productTab, policyTab, personTab). */
type TabFilters = Partial<
  Record<
    'fechaDesde' | 'fechaHasta' | 'ramo' | 'producto' | 'poliza' | 'certificado' | 'nombre' | 'apellido' | 'dni',
    string
  >
>;

/** The Producto and Póliza tabs' fields, empty: a search form's first values and what 'Limpiar' puts back. */
export const emptyProductPolicy = { ramo: '', producto: '', poliza: '', certificado: '' };
/** The person tab's fields, empty. */
export const emptyPerson = { nombre: '', apellido: '', dni: '' };

/** 'Ver filtros aplicados' labels of those tabs' fields, each tab's in its order. */
export const productLabels = { ramo: t.branch, producto: t.product };
export const policyLabels = { poliza: t.policy, certificado: t.certificate };
export const personLabels = { nombre: t.firstName, apellido: t.lastName, dni: t.dni };

/** What 'Ver filtros aplicados' shows of those tabs' fields: the combos as chosen, the typed texts trimmed. */
export function shownValues(f: TabFilters) {
  return {
    fechaDesde: f.fechaDesde?.trim(),
    fechaHasta: f.fechaHasta?.trim(),
    ramo: f.ramo,
    producto: f.producto,
    poliza: f.poliza?.trim(),
    certificado: f.certificado?.trim(),
    nombre: f.nombre?.trim(),
    apellido: f.apellido?.trim(),
    dni: f.dni?.trim(),
  };
}

/** The named text filters trimmed, the empty ones left out: what a report search sends of them. */
export function filledTexts<K extends string>(
  filters: Record<K, string>,
  keys: readonly K[],
): Partial<Record<K, string>> {
  const filled: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = filters[key].trim();
    if (value) filled[key] = value;
  }
  return filled;
}

/*
 * The tabs' field rules (001 §5) as the user types them, with the portal's messages: each text trimmed and at
 * most `max` long. The contract (contract/report-fields.ts) checks the same again on the server.
 */

export const textRule = (max: number) => z.string().trim().max(max, messages.maxLength(max));
/** Digits only, or empty. */
export const digitsRule = (max: number) => textRule(max).regex(/^\d*$/, fieldMessages.digitsOnly);
/** Letters, spaces and hyphens, or empty. */
const lettersRule = (max: number) => textRule(max).regex(/^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ -]*$/, fieldMessages.lettersOnly);
/** A day typed DD/MM/YYYY, or empty. */
const dateRule = textRule(10).refine((v) => v === '' || parseDayMonthYear(v) !== null, fieldMessages.invalidDate);

/** The Producto and Póliza tabs' fields: branch and product codes up to 20, policy and certificate digits up to 50. */
export const productPolicyRules = {
  ramo: textRule(20),
  producto: textRule(20),
  poliza: digitsRule(50),
  certificado: digitsRule(50),
};
/** The person tab's fields: first and last name letters up to 100, DNI digits up to 8. */
export const personRules = { nombre: lettersRule(100), apellido: lettersRule(100), dni: digitsRule(8) };
/** A Fecha tab's range (dateRangeTab): two days, or empty. */
export const dateRangeRules = { fechaDesde: dateRule, fechaHasta: dateRule };

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
