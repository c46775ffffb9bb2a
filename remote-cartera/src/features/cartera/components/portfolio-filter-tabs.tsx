import { Grid, MenuItem, TextField } from '@mui/material';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { ComboOption, SearchTab } from '@portal/shared/report';
import { carteraMessages as t } from '../../../messages';
import type { PortfolioFilters } from './portfolio-filters';

interface FieldProps {
  control: Control<PortfolioFilters>;
  name: FieldPath<PortfolioFilters>;
  label: string;
  maxLength: number;
  placeholder?: string;
  numeric?: boolean;
}

function FilterField({ control, name, label, maxLength, placeholder, numeric }: FieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          fullWidth
          size="small"
          label={label}
          placeholder={placeholder}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength, inputMode: numeric ? 'numeric' : undefined } }}
        />
      )}
    />
  );
}

function ComboField({ control, name, label, options }: { control: Control<PortfolioFilters>; name: 'ramo' | 'producto'; label: string; options?: ComboOption[] }) {
  // Without the server's options the field takes the code as text.
  if (!options?.length) return <FilterField control={control} name={name} label={label} maxLength={20} />;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField {...field} select fullWidth size="small" label={label}>
          <MenuItem value="">{t.allOption}</MenuItem>
          {options.map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {o.value}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

const cell = { size: { xs: 12, sm: 6, md: 3 } } as const;

/** The filter tabs of /cartera after the producer one: Filtro por Fecha, por Producto, por Póliza, por Cliente (001 §2, §5). */
export function portfolioFilterTabs(control: Control<PortfolioFilters>, branches?: ComboOption[], products?: ComboOption[]): SearchTab[] {
  return [
    {
      id: 'dates',
      label: t.tabDates,
      content: (
        <Grid container spacing={2}>
          <Grid {...cell}>
            <FilterField control={control} name="fechaDesde" label={t.dateFrom} placeholder={t.datePlaceholder} maxLength={10} />
          </Grid>
          <Grid {...cell}>
            <FilterField control={control} name="fechaHasta" label={t.dateTo} placeholder={t.datePlaceholder} maxLength={10} />
          </Grid>
        </Grid>
      ),
    },
    {
      id: 'product',
      label: t.tabProduct,
      content: (
        <Grid container spacing={2}>
          <Grid {...cell}>
            <ComboField control={control} name="ramo" label={t.branch} options={branches} />
          </Grid>
          <Grid {...cell}>
            <ComboField control={control} name="producto" label={t.product} options={products} />
          </Grid>
          <Grid {...cell}>
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
          </Grid>
        </Grid>
      ),
    },
    {
      id: 'policy',
      label: t.tabPolicy,
      content: (
        <Grid container spacing={2}>
          <Grid {...cell}>
            <FilterField control={control} name="poliza" label={t.policy} maxLength={50} numeric />
          </Grid>
          <Grid {...cell}>
            <FilterField control={control} name="certificado" label={t.certificate} maxLength={50} numeric />
          </Grid>
        </Grid>
      ),
    },
    {
      id: 'client',
      label: t.tabClient,
      content: (
        <Grid container spacing={2}>
          <Grid {...cell}>
            <FilterField control={control} name="nombre" label={t.firstName} maxLength={100} />
          </Grid>
          <Grid {...cell}>
            <FilterField control={control} name="apellido" label={t.lastName} maxLength={100} />
          </Grid>
          <Grid {...cell}>
            <FilterField control={control} name="dni" label={t.dni} maxLength={8} numeric />
          </Grid>
        </Grid>
      ),
    },
  ];
}
