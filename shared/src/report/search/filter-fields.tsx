import { Children, type ReactNode } from 'react';
import { Grid, MenuItem } from '@mui/material';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { ControlledTextField } from '../../ui/controlled-text-field';
import type { ComboOption } from '../types';
import { reportMessages as t } from '../messages';

interface FieldProps<F extends FieldValues> {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
  maxLength: number;
  placeholder?: string;
  numeric?: boolean;
}

/** A text filter of a search tab, its error under it. */
export function FilterField<F extends FieldValues>({
  control,
  name,
  label,
  maxLength,
  placeholder,
  numeric,
}: FieldProps<F>) {
  return (
    <ControlledTextField
      control={control}
      name={name}
      label={label}
      placeholder={placeholder}
      slotProps={{ htmlInput: { maxLength, inputMode: numeric ? 'numeric' : undefined } }}
    />
  );
}

/** A branch or product combo (datos/GetComboValues); without the server's options, the code as text. */
export function ComboField<F extends FieldValues>({
  control,
  name,
  label,
  options,
}: {
  control: Control<F>;
  name: FieldPath<F>;
  label: string;
  options?: ComboOption[];
}) {
  if (!options?.length) return <FilterField control={control} name={name} label={label} maxLength={20} />;
  return (
    <ControlledTextField control={control} name={name} select label={label}>
      <MenuItem value="">{t.allOption}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={String(o.id)}>
          {o.value}
        </MenuItem>
      ))}
    </ControlledTextField>
  );
}

const filterCell = { size: { xs: 12, sm: 6, md: 3 } } as const;

/** A search tab's fields side by side: a cell each, four to a row on a wide screen, one on a phone. */
export function FilterRow({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={2}>
      {Children.toArray(children).map((field, i) => (
        <Grid key={i} {...filterCell}>
          {field}
        </Grid>
      ))}
    </Grid>
  );
}
