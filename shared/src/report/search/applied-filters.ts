import dayjs from 'dayjs';
import { formatDate } from '@portal/shared';

/** The guidance banners of 001 §4, in the order they apply. */
export type SearchGuidance = 'chooseProducer' | 'fillAFilter' | null;

export function searchGuidance({
  producerChosen,
  filterVisited,
}: {
  producerChosen: boolean;
  filterVisited: boolean;
}): SearchGuidance {
  if (!producerChosen) return 'chooseProducer';
  if (!filterVisited) return 'fillAFilter';
  return null;
}

function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

function valueText(value: unknown): string {
  if (Array.isArray(value)) return value.map(valueText).join(', ');
  if (value instanceof Date || dayjs.isDayjs(value)) return formatDate(value as Date);
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'object' && value !== null && 'value' in value)
    return String((value as { value: unknown }).value);
  return String(value);
}

/**
 * The applied-filters text behind 'Ver filtros aplicados' and sent with exports: one 'Label: value' per
 * filled filter, in the order of `labels`; filters without a label are not shown to the user.
 */
export function appliedFiltersText(filters: Record<string, unknown>, labels: Record<string, string>): string {
  return Object.entries(labels)
    .filter(([key]) => !isEmptyValue(filters[key]))
    .map(([key, label]) => `${label}: ${valueText(filters[key])}`)
    .join(' | ');
}

/** 001 §5: before export, single and double quotes in the filters text become an escaped single quote. */
export function escapeExportFilters(text: string): string {
  return text.replace(/['"]/g, "\\'");
}
