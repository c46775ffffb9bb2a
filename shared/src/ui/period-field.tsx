import { MenuItem, TextField, type SxProps, type Theme } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatPeriod } from '@portal/shared';

interface Props<F extends FieldValues> {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
  /** The months offered, as YYYYMM numbers; the form holds the chosen one as text. */
  periods: number[];
  /** Sizes the field; without it the field takes its cell's width. */
  sx?: SxProps<Theme>;
}

/** A month of a form, chosen from a list ('Enero, 2025'), with its error under it. */
export function PeriodField<F extends FieldValues>({ control, name, label, periods, sx }: Props<F>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          select
          label={label}
          size="small"
          fullWidth={!sx}
          sx={sx}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {periods.map((p) => (
            <MenuItem key={p} value={String(p)}>
              {formatPeriod(p)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
