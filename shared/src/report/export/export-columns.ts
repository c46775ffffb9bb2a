import type { ReportColumn } from '../types';

/** One column of an export body (001 §7 'columns (title, field, summarize, format)'). */
export interface ExportColumn {
  title: string;
  field: string;
  summarize: boolean;
  /** displayFormat: 4 date, 5 money; null for text as it comes. */
  format: number | null;
}

/** The columns the user sees, in their order, as the export call wants them. */
export function toExportColumns(columns: ReportColumn[]): ExportColumn[] {
  return columns
    .filter((c) => c.show !== false)
    .map((c) => ({ title: c.title, field: c.field, summarize: !!c.summarize, format: c.displayFormat ?? null }));
}
