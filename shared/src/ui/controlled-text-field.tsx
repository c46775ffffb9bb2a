import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<F extends FieldValues> = {
  control: Control<F>;
  name: FieldPath<F>;
  /** Given: the field is a select over these choices (value → text), in their order. */
  options?: Readonly<Record<string, string>>;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>;

/**
 * A MUI TextField (text or select) over a react-hook-form field, its error under it: small and as wide as its cell,
 * as every form of the portal draws its fields, unless told otherwise.
 */
export function ControlledTextField<F extends FieldValues>({
  control,
  name,
  options,
  size = 'small',
  fullWidth = true,
  ...props
}: Props<F>) {
  const choices = options
    ? Object.entries(options).map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))
    : props.children;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...props}
          size={size}
          fullWidth={fullWidth}
          select={props.select ?? !!options}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {choices}
        </TextField>
      )}
    />
  );
}
