import { ComboField, FilterField, filterCell } from '@portal/shared/report';
import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import type { ComboOption, SearchTab } from '@portal/shared/report';
import { cobranzasMessages as t } from '../../../messages';
import type { RejectionFilters } from './rejection-filters';

/** The filter tabs of /rechazos after the producer one: Fecha (rejection date from/to), Producto, Póliza (001 §2). */
export function rejectionFilterTabs(control: Control<RejectionFilters>, branches?: ComboOption[], products?: ComboOption[]): SearchTab[] {
  return [
    {
      id: 'dates',
      label: t.tabDates,
      content: (
        <Grid container spacing={2}>
          <Grid {...filterCell}>
            <FilterField control={control} name="fechaDesde" label={t.rejectionDateFrom} placeholder={t.datePlaceholder} maxLength={10} />
          </Grid>
          <Grid {...filterCell}>
            <FilterField control={control} name="fechaHasta" label={t.rejectionDateTo} placeholder={t.datePlaceholder} maxLength={10} />
          </Grid>
        </Grid>
      ),
    },
    {
      id: 'product',
      label: t.tabProduct,
      content: (
        <Grid container spacing={2}>
          <Grid {...filterCell}>
            <ComboField control={control} name="ramo" label={t.branch} options={branches} />
          </Grid>
          <Grid {...filterCell}>
            <ComboField control={control} name="producto" label={t.product} options={products} />
          </Grid>
        </Grid>
      ),
    },
    {
      id: 'policy',
      label: t.tabPolicy,
      content: (
        <Grid container spacing={2}>
          <Grid {...filterCell}>
            <FilterField control={control} name="poliza" label={t.policy} maxLength={50} numeric />
          </Grid>
          <Grid {...filterCell}>
            <FilterField control={control} name="certificado" label={t.certificate} maxLength={50} numeric />
          </Grid>
        </Grid>
      ),
    },
  ];
}
