import dayjs from 'dayjs';
import type { GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import type { GridFilter, GridFilterValue, GridQuery, GridSort } from '../types';

/** 001 §9: starting page 0, default page size 10, adjustable. */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** 001 §4: a new search starts again from the first page, keeping size, sort and filters. */
export function firstPage(model: GridQueryModel): GridQueryModel {
  return { ...model, page: 0 };
}

/** What the grid controls: page, size, sort and column filters. Kept by the screen, given to ServerGrid. */
export interface GridQueryModel {
  page: number;
  pageSize: number;
  sortModel: GridSortModel;
  filterModel: GridFilterModel;
}

export function initialGridQueryModel(pageSize = DEFAULT_PAGE_SIZE): GridQueryModel {
  return { page: 0, pageSize, sortModel: [], filterModel: { items: [] } };
}

// These operators need no value; any other item without a value is still being typed.
const VALUELESS = new Set(['isEmpty', 'isNotEmpty']);

function hasValue(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

/**
 * A date filter's value is the day the user picked, sent as YYYY-MM-DD: a Date in JSON would be an
 * instant in UTC, which in Argentina can fall on the day before or after.
 */
function toFilterValue(value: unknown): GridFilterValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return dayjs(value).format('YYYY-MM-DD');
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'number' ? item : String(toFilterValue(item))));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/** The paging part of a report search body (001 §4: offset = page × page size). */
export function toQuery(model: GridQueryModel): GridQuery {
  const sort: GridSort[] = model.sortModel
    .filter((item): item is GridSort => item.sort === 'asc' || item.sort === 'desc')
    .map(({ field, sort }) => ({ field, sort }));
  const gridFilters: GridFilter[] = model.filterModel.items
    .filter((item) => VALUELESS.has(item.operator) || hasValue(item.value))
    .map(({ field, operator, value }) => ({ field, operator, value: toFilterValue(value) }));
  return { offset: model.page * model.pageSize, next: model.pageSize, sort, gridFilters };
}

/** 001 §9: pages = ceil(total / size). */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.ceil(total / pageSize) : 0;
}
