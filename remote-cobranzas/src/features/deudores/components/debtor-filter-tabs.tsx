import { periodTab, policyTab, productTab } from '@portal/shared/report';
import type { Control } from 'react-hook-form';
import type { ComboOption, SearchTab } from '@portal/shared/report';
import { cobranzasMessages as t } from '../../../messages';
import type { DebtorFilters } from './debtor-filters';

/** The filter tabs of /deudores after the producer one: Fecha (vigencia, a period), Producto, Póliza (001 §2). */
export function debtorFilterTabs(
  control: Control<DebtorFilters>,
  periods: number[],
  branches?: ComboOption[],
  products?: ComboOption[],
): SearchTab[] {
  return [
    periodTab(control, { label: t.tabDates, name: 'vigencia', fieldLabel: t.vigencia, periods }),
    productTab(control, { label: t.tabProduct, branches, products }),
    policyTab(control, t.tabPolicy),
  ];
}
