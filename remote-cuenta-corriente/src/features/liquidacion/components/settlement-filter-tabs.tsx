import { Grid, MenuItem, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { formatPeriod } from '@portal/shared';
import { ComboField, FilterField, filterCell, type ComboOption, type SearchTab } from '@portal/shared/report';
import { ccMessages as t } from '../../../messages';
import type { SettlementFilters } from './settlement-filters';

/**
 * The filter tabs of /liquidacion after the producer one (001 §2): Fecha (month of validity), Producto
 * (branch and product), Póliza (policy and certificate) and Asegurado (name, surname, DNI).
 */
export function settlementFilterTabs(control: Control<SettlementFilters>, months: number[], branches?: ComboOption[], products?: ComboOption[]): SearchTab[] {
  return [
    {
      id: 'dates',
      label: t.tabDates,
      content: (
        <Grid container spacing={2}>
          <Grid {...filterCell}>
            <Controller
              control={control}
              name="periodo"
              render={({ field }) => (
                <TextField {...field} select fullWidth size="small" label={t.month}>
                  {months.map((m) => (
                    <MenuItem key={m} value={String(m)}>
                      {formatPeriod(m)}
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
      label: t.tabPolicy2,
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
    {
      id: 'insured',
      label: t.tabClient,
      content: (
        <Grid container spacing={2}>
          <Grid {...filterCell}>
            <FilterField control={control} name="nombre" label={t.firstName} maxLength={100} />
          </Grid>
          <Grid {...filterCell}>
            <FilterField control={control} name="apellido" label={t.lastName} maxLength={100} />
          </Grid>
          <Grid {...filterCell}>
            <FilterField control={control} name="dni" label={t.dni} maxLength={8} numeric />
          </Grid>
        </Grid>
      ),
    },
  ];
}
