import { MenuItem, type SxProps, type Theme } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { formatPeriod } from '@portal/shared';
import { ControlledTextField } from './controlled-text-field';

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
    <ControlledTextField control={control} name={name} select label={label} size="small" fullWidth={!sx} sx={sx}>
      {periods.map((p) => (
        <MenuItem key={p} value={String(p)}>
          {formatPeriod(p)}
        </MenuItem>
      ))}
    </ControlledTextField>
  );
}
