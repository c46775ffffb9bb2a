import dayjs from 'dayjs';
import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';
import { formatDate, formatMoney, formatPeriod, messages } from '@portal/shared';
import { DISPLAY_FORMAT, FIELD_FORMAT, type ColumnViewItem, type ReportColumn } from '../types';

/** The expand toggles' column (expandable-rows.tsx), also drawn by the grid's placeholder before the grid loads. */
export const EXPAND_COLUMN_WIDTH = 56;

/** Value → label maps per field (e.g. the portfolio's `labels.Estados` for `status`). */
export type ValueLabels = Record<string, Record<string, string>>;

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The text of one report cell: dates DD/MM/YYYY, money '$ 1.234,56', periods 'Marzo, 2024', empty '(SIN DATOS)' (000 §8, §9). */
export function formatCell(
  column: Pick<ReportColumn, 'displayFormat' | 'field' | 'emptyText'>,
  value: unknown,
  labels?: ValueLabels,
): string {
  if (isEmpty(value)) return column.emptyText ?? messages.emptyValue;
  const label = labels?.[column.field]?.[String(value)];
  if (label !== undefined) return label;
  if (column.displayFormat === DISPLAY_FORMAT.date) return formatDate(value as string | Date);
  if (column.displayFormat === DISPLAY_FORMAT.period && Number.isInteger(Number(value)))
    return formatPeriod(Number(value));
  if (column.displayFormat === DISPLAY_FORMAT.money) {
    const amount = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(amount) ? formatMoney(amount) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return String(value);
}

/** A date cell's value as the local day it names ('2024-03-05' is that day here, not UTC midnight). */
function toLocalDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (typeof value !== 'string' || !value.trim()) return null;
  const date = dayjs(value);
  return date.isValid() ? date.toDate() : null;
}

const NUMBER_FORMATS: number[] = [FIELD_FORMAT.integer, FIELD_FORMAT.decimal, FIELD_FORMAT.currency];

/** The DataGrid type whose filter operators the server takes for this column (api/src/lib/grid-query.ts). */
function gridType(column: ReportColumn, labels?: ValueLabels): GridColDef['type'] {
  // A coded column shown through its labels is filtered by choosing one of them.
  if (labels?.[column.field]) return 'singleSelect';
  if (column.displayFormat === DISPLAY_FORMAT.money) return 'number';
  if (column.displayFormat === DISPLAY_FORMAT.date || column.fieldFormat === FIELD_FORMAT.date) return 'date';
  if (column.fieldFormat === FIELD_FORMAT.logical) return 'boolean';
  if (column.fieldFormat !== undefined && NUMBER_FORMATS.includes(column.fieldFormat)) return 'number';
  return 'string';
}

/**
 * A report column definition as a DataGrid column; sorting and filtering are done by the server. The
 * column type picks the filter operators, and they match the server's per column type: number for money
 * (displayFormat 5) and numeric field formats, date for dates (displayFormat 4), yes/no for logical ones,
 * a choice among the labels for a coded column, text for the rest.
 */
export function toGridColumn<R extends GridValidRowModel>(column: ReportColumn, labels?: ValueLabels): GridColDef<R> {
  const money = column.displayFormat === DISPLAY_FORMAT.money;
  const type = gridType(column, labels);
  const date = type === 'date';
  const choices = labels?.[column.field];
  return {
    field: column.field,
    headerName: column.title,
    description: column.tooltip || undefined,
    width: column.width && column.width > 0 ? column.width : 150,
    sortable: column.sortable ?? true,
    filterable: column.filterable ?? true,
    type,
    ...(date ? { valueGetter: (value: unknown) => toLocalDate(value) } : {}),
    ...(choices
      ? {
          valueOptions: Object.entries(choices).map(([value, label]) => ({
            value: Number.isNaN(Number(value)) ? value : Number(value),
            label,
          })),
        }
      : {}),
    align: money ? 'right' : 'left',
    headerAlign: money ? 'right' : 'left',
    valueFormatter: (value: unknown) => formatCell(column, value, labels),
    // A yes/no column still reads 'Sí' / 'No', not the grid's check icons.
    ...(type === 'boolean'
      ? { renderCell: (params: { formattedValue?: unknown }) => String(params.formattedValue ?? '') }
      : {}),
  };
}

/** Columns with `show: false` start hidden. */
export function visibilityModel(columns: ReportColumn[]): GridColumnVisibilityModel {
  return Object.fromEntries(columns.filter((c) => c.show === false).map((c) => [c.field, false]));
}

/**
 * The saved column view applied to the report's definitions: its order and its show flags. Columns the
 * view does not know (added to the report later) keep their own flag and go last.
 */
export function applyColumnView(columns: ReportColumn[], view: ColumnViewItem[] | null | undefined): ReportColumn[] {
  if (!view?.length) return columns;
  const byName = new Map(view.map((item) => [item.name, item]));
  const known = columns
    .filter((c) => byName.has(c.field))
    .map((c) => ({ ...c, show: byName.get(c.field)!.show }))
    .sort((a, b) => byName.get(a.field)!.index - byName.get(b.field)!.index);
  const unknown = columns.filter((c) => !byName.has(c.field));
  return [...known, ...unknown];
}
