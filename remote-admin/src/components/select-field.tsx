import type { ReactNode } from 'react';
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

type Value = string | number;

interface Props<V extends Value> extends Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> {
  value: V;
  /** The chosen choice's value, of the same type as the choices' (a number stays a number). */
  onChange: (value: V) => void;
  /** Each choice's value and text. */
  options: readonly (readonly [V, ReactNode])[];
}

/** A combo of an admin form: a select text field over its choices. */
export function SelectField<V extends Value>({ value, onChange, options, ...field }: Props<V>) {
  return (
    <TextField
      select
      value={value}
      onChange={(e) => {
        const chosen = options.find(([v]) => String(v) === String(e.target.value));
        if (chosen) onChange(chosen[0]);
      }}
      {...field}
    >
      {options.map(([v, text]) => (
        <MenuItem key={v} value={v}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
}
