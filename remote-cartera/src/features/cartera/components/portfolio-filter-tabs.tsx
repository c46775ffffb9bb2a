import { MenuItem, TextField } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import {
  dateRangeTab,
  personTab,
  policyTab,
  productTab,
  type ComboOption,
  type SearchTab,
} from '@portal/shared/report';
import { carteraMessages as t } from '../../../messages';
import type { PortfolioFilters } from './portfolio-filters';

/** The filter tabs of /cartera after the producer one: Filtro por Fecha, por Producto, por Póliza, por Cliente (001 §2, §5). */
export function portfolioFilterTabs(
  control: Control<PortfolioFilters>,
  branches?: ComboOption[],
  products?: ComboOption[],
): SearchTab[] {
  return [
    dateRangeTab(control, { label: t.tabDates, fromLabel: t.dateFrom, toLabel: t.dateTo }),
    productTab(control, {
      label: t.tabProduct,
      branches,
      products,
      extra: (
        <Controller
          control={control}
          name="estado"
          render={({ field }) => (
            <TextField {...field} select fullWidth size="small" label={t.status}>
              {Object.entries(t.statuses)
                .sort(([a], [b]) => Number(a) - Number(b))
                .map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
            </TextField>
          )}
        />
      ),
    }),
    policyTab(control, t.tabPolicy),
    personTab(control, { id: 'client', label: t.tabClient }),
  ];
}
