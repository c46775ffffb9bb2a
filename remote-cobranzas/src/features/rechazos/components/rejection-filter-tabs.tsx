import { dateRangeTab, policyTab, productTab } from '@portal/shared/report';
import type { Control } from 'react-hook-form';
import type { ComboOption, SearchTab } from '@portal/shared/report';
import { cobranzasMessages as t } from '../../../messages';
import type { RejectionFilters } from './rejection-filters';

/** The filter tabs of /rechazos after the producer one: Fecha (rejection date from/to), Producto, Póliza (001 §2). */
export function rejectionFilterTabs(
  control: Control<RejectionFilters>,
  branches?: ComboOption[],
  products?: ComboOption[],
): SearchTab[] {
  return [
    dateRangeTab(control, { label: t.tabDates, fromLabel: t.rejectionDateFrom, toLabel: t.rejectionDateTo }),
    productTab(control, { label: t.tabProduct, branches, products }),
    policyTab(control, t.tabPolicy),
  ];
}
