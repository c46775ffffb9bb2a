import { MenuItem, TextField } from '@mui/material';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export interface SelectProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  options: readonly { value: string | number; label: string }[];
  required?: boolean;
}

/** A select bound to the form, with its first error below it. */
export function FormSelectField<T extends FieldValues>({ name, control, label, options, required }: SelectProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      select
      fullWidth
      margin="normal"
      label={label}
      required={required}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
