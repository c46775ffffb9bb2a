import { DISPLAY_FORMAT, FIELD_FORMAT, type ReportColumn } from './types';

/** What a column may add to its kind: hidden by default (`show: false`), not summed, an empty cell's text. */
type ColumnOptions = Omit<Partial<ReportColumn>, 'field' | 'title'>;

const kind =
  (traits: ColumnOptions) =>
  (field: string, title: string, options?: ColumnOptions): ReportColumn => ({ field, title, ...traits, ...options });

/**
 * The kinds of column a report table is made of (000 §3 "Report column definition"). A screen's table names
 * each column's field and title; its kind says how the cell shows (displayFormat), which filter operators the
 * server takes for it (fieldFormat: the server's numeric columns) and whether the totals row sums it (001 §4).
 */
export const column = {
  /** Text as it comes; filtered with the text operators. */
  text: kind({}),
  /** A whole number the server filters as one (a certificate, a count of days). */
  integer: kind({ fieldFormat: FIELD_FORMAT.integer }),
  /** A number with decimals the server filters as one (a percentage, an exchange rate). */
  decimal: kind({ fieldFormat: FIELD_FORMAT.decimal }),
  /** A yes/no value the server filters as one. */
  logical: kind({ fieldFormat: FIELD_FORMAT.logical }),
  /** A day shown DD/MM/YYYY. */
  date: kind({ displayFormat: DISPLAY_FORMAT.date }),
  /** A year*100+month shown 'Mes, año' (000 §9). */
  period: kind({ displayFormat: DISPLAY_FORMAT.period }),
  /** A year*100+month shown 'Mes, año' that the server filters as a number. */
  periodNumber: kind({ displayFormat: DISPLAY_FORMAT.period, fieldFormat: FIELD_FORMAT.integer }),
  /** Money shown '$ 1.234,56', not summed (a detail's amounts). */
  money: kind({ displayFormat: DISPLAY_FORMAT.money }),
  /** Money the totals row sums (001 §4), filtered as text where the server does not compare it. */
  summedMoney: kind({ displayFormat: DISPLAY_FORMAT.money, summarize: true }),
  /** Money the server filters as an amount and the totals row sums (001 §4). */
  amount: kind({ displayFormat: DISPLAY_FORMAT.money, fieldFormat: FIELD_FORMAT.currency, summarize: true }),
};
