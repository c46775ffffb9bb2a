import { ComboField, FilterField, FilterRow } from '@portal/shared/report';
import type { Control } from 'react-hook-form';
import type { ComboOption, SearchTab } from '@portal/shared/report';
import { messages } from '@portal/shared';
import { cobranzasMessages as t } from '../../../messages';
import type { RejectionFilters } from './rejection-filters';

/** The filter tabs of /rechazos after the producer one: Fecha (rejection date from/to), Producto, Póliza (001 §2). */
export function rejectionFilterTabs(control: Control<RejectionFilters>, branches?: ComboOption[], products?: ComboOption[]): SearchTab[] {
  return [
    {
      id: 'dates',
      label: t.tabDates,
      content: (
        <FilterRow>
          <FilterField control={control} name="fechaDesde" label={t.rejectionDateFrom} placeholder={messages.datePlaceholder} maxLength={10} />
          <FilterField control={control} name="fechaHasta" label={t.rejectionDateTo} placeholder={messages.datePlaceholder} maxLength={10} />
        </FilterRow>
      ),
    },
    {
      id: 'product',
      label: t.tabProduct,
      content: (
        <FilterRow>
          <ComboField control={control} name="ramo" label={t.branch} options={branches} />
          <ComboField control={control} name="producto" label={t.product} options={products} />
        </FilterRow>
      ),
    },
    {
      id: 'policy',
      label: t.tabPolicy,
      content: (
        <FilterRow>
          <FilterField control={control} name="poliza" label={t.policy} maxLength={50} numeric />
          <FilterField control={control} name="certificado" label={t.certificate} maxLength={50} numeric />
        </FilterRow>
      ),
    },
  ];
}
