import { DISPLAY_FORMAT, type ReportColumn } from '../types';

/** One column of an export body (001 §7 'columns (title, field, summarize, format)'). */
export interface ExportColumn {
  title: string;
  field: string;
  summarize: boolean;
  /** The field format of 001 §3 (3 currency, 4 date); null for text as it comes. */
  format: number | null;
}

/**
 * 001 §3 numbers a column's displayFormat (4 date, 5 money) and a field's format (4 date, 3 currency,
 * 5 logical) differently: a money column sent with format 5 would be written as Sí/No.
 */
const FIELD_FORMAT: Record<number, number> = { [DISPLAY_FORMAT.date]: 4, [DISPLAY_FORMAT.money]: 3 };

/** The columns the user sees, in their order, as the export call wants them. */
export function toExportColumns(columns: ReportColumn[]): ExportColumn[] {
  return columns
    .filter((c) => c.show !== false)
    .map((c) => ({
      title: c.title,
      field: c.field,
      summarize: !!c.summarize,
      format: FIELD_FORMAT[c.displayFormat ?? -1] ?? null,
    }));
}
