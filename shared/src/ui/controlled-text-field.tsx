import { TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<F extends FieldValues> = {
  control: Control<F>;
  name: FieldPath<F>;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>;

/** A MUI TextField (text or select) over a react-hook-form field, its error under it. */
export function ControlledTextField<F extends FieldValues>({ control, name, ...props }: Props<F>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField {...field} {...props} error={!!fieldState.error} helperText={fieldState.error?.message} />
      )}
    />
  );
}
