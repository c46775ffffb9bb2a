import { ComboField, FilterField, filterCell } from '@portal/shared/report';
import { Grid, MenuItem, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { formatPeriod } from '@portal/shared';
import type { ComboOption, SearchTab } from '@portal/shared/report';
import { cobranzasMessages as t } from '../../../messages';
import type { DebtorFilters } from './debtor-filters';

/** The filter tabs of /deudores after the producer one: Fecha (vigencia, a period), Producto, Póliza (001 §2). */
export function debtorFilterTabs(control: Control<DebtorFilters>, periods: number[], branches?: ComboOption[], products?: ComboOption[]): SearchTab[] {
  return [
    {
      id: 'dates',
      label: t.tabDates,
      content: (
        <Grid container spacing={2}>
          <Grid {...filterCell}>
            <Controller
              control={control}
              name="vigencia"
              render={({ field, fieldState }) => (
                <TextField {...field} select fullWidth size="small" label={t.vigencia} error={!!fieldState.error} helperText={fieldState.error?.message}>
                  {periods.map((p) => (
                    <MenuItem key={p} value={String(p)}>
                      {formatPeriod(p)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
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
