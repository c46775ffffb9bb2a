import { FilterRow, policyTab, productTab } from '@portal/shared/report';
import type { Control } from 'react-hook-form';
import { PeriodField } from '@portal/shared/ui';
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
    {
      id: 'dates',
      label: t.tabDates,
      content: (
        <FilterRow>
          <PeriodField control={control} name="vigencia" label={t.vigencia} periods={periods} />
        </FilterRow>
      ),
    },
    productTab(control, { label: t.tabProduct, branches, products }),
    policyTab(control, t.tabPolicy),
  ];
}
