import type { ReactNode } from 'react';
import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

interface CheckboxProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: ReactNode;
}

/** A checkbox bound to the form, with its error below it (the terms box). */
export function FormCheckbox<T extends FieldValues>({ name, control, label }: CheckboxProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <FormControl error={Boolean(fieldState.error)} margin="dense">
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            slotProps={{ input: { ref: field.ref } }}
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
          />
        }
        label={label}
      />
      {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
