/**
 * The shapes the kit shares with the screens, named as the spec names them (000 §3, 001 §3).
 * Once the contract defines the report calls these can be replaced by its inferred types.
 */

/** 000 §3 "Report column definition". displayFormat 4 = date, 5 = money. */
export interface ReportColumn {
  title: string;
  field: string;
  summarize?: boolean;
  show?: boolean;
  tooltip?: string;
  width?: number;
  sortable?: boolean;
  filterable?: boolean;
  signo?: string;
  displayFormat?: number | null;
  /** What the server's column holds (FIELD_FORMAT): picks the grid's filter operators. Text when absent. */
  fieldFormat?: number;
  /** An empty cell's text where the spec gives one (001 §3: a missing portfolio date is '-'); '(SIN DATOS)' otherwise. */
  emptyText?: string;
}

/** 000 §3: date = 4, money = 5; period is ours: year*100+month shown as 'Month, year' (000 §9). */
export const DISPLAY_FORMAT = { date: 4, money: 5, period: 6 } as const;

/** 000 §3 "Field formats": 0 text, 1 integer, 2 decimal, 3 currency, 4 date, 5 logical. */
export const FIELD_FORMAT = { text: 0, integer: 1, decimal: 2, currency: 3, date: 4, logical: 5 } as const;

/** 000 §3 "Column view item": the column manager's answer, saved per user and report. */
export interface ColumnViewItem {
  name: string;
  title: string;
  index: number;
  show: boolean;
}

/** 000 §3 "Combo option" (datos/GetComboValues). */
export interface ComboOption {
  id: string | number;
  value: string;
}

/** A filter value as the server takes it: dates travel as YYYY-MM-DD. */
export type GridFilterValue = string | number | boolean | null | (string | number)[];

/** One grid column filter as sent to the server (`gridFilters`), with MUI's operator names. */
export interface GridFilter {
  field: string;
  operator: string;
  value: GridFilterValue;
}

export interface GridSort {
  field: string;
  sort: 'asc' | 'desc';
}

/** The paging part of every report search body (001 §7): offset = page × size, next = size. */
export interface GridQuery {
  offset: number;
  next: number;
  sort: GridSort[];
  gridFilters: GridFilter[];
}
