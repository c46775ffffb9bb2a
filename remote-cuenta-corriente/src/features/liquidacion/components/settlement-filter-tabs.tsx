import type { Control } from 'react-hook-form';
import { periodTab, personTab, policyTab, productTab, type ComboOption, type SearchTab } from '@portal/shared/report';
import { ccMessages as t } from '../../../messages';
import type { SettlementFilters } from './settlement-filters';

/**
 * The filter tabs of /liquidacion after the producer one (001 §2): Fecha (month of validity), Producto
 * (branch and product), Póliza (policy and certificate) and Asegurado (name, surname, DNI).
 */
export function settlementFilterTabs(
  control: Control<SettlementFilters>,
  months: number[],
  branches?: ComboOption[],
  products?: ComboOption[],
): SearchTab[] {
  return [
    periodTab(control, { label: t.tabDates, name: 'periodo', fieldLabel: t.month, periods: months }),
    productTab(control, { label: t.tabProduct, branches, products }),
    policyTab(control, t.tabPolicy2),
    personTab(control, { id: 'insured', label: t.tabClient }),
  ];
}
