import { FilterField, FilterRow, policyTab, productTab } from '@portal/shared/report';
import type { Control } from 'react-hook-form';
import type { ComboOption, SearchTab } from '@portal/shared/report';
import { messages } from '@portal/shared';
import { cobranzasMessages as t } from '../../../messages';
import type { RejectionFilters } from './rejection-filters';

/** The filter tabs of /rechazos after the producer one: Fecha (rejection date from/to), Producto, Póliza (001 §2). */
export function rejectionFilterTabs(
  control: Control<RejectionFilters>,
  branches?: ComboOption[],
  products?: ComboOption[],
): SearchTab[] {
  return [
    {
      id: 'dates',
      label: t.tabDates,
      content: (
        <FilterRow>
          <FilterField
            control={control}
            name="fechaDesde"
            label={t.rejectionDateFrom}
            placeholder={messages.datePlaceholder}
            maxLength={10}
          />
          <FilterField
            control={control}
            name="fechaHasta"
            label={t.rejectionDateTo}
            placeholder={messages.datePlaceholder}
            maxLength={10}
          />
        </FilterRow>
      ),
    },
    productTab(control, { label: t.tabProduct, branches, products }),
    policyTab(control, t.tabPolicy),
  ];
}
