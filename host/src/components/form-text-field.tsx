import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { hostMessages } from '../messages';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: Path<T>;
  control: Control<T>;
  /** Rewrites what is typed before it reaches the form (masks, allowed characters). */
  transform?: (value: string) => string;
  maxLength?: number;
  /** A password field with a show/hide toggle. */
  password?: boolean;
  /** Put before the error text (the profile screen shows '> '). */
  errorPrefix?: string;
};

/** The one text field of the host's forms: react-hook-form state, the field's first error below it. */
export function FormTextField<T extends FieldValues>({ name, control, transform, maxLength, password, errorPrefix = '', slotProps, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onBlur={field.onBlur}
      onChange={(e) => field.onChange(transform ? transform(e.target.value) : e.target.value)}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error ? `${errorPrefix}${fieldState.error.message}` : rest.helperText}
      type={password && !visible ? 'password' : rest.type}
      fullWidth
      margin="normal"
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength, ...(slotProps?.htmlInput as object) },
        input: password
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={visible ? hostMessages.hidePassword : hostMessages.showPassword}
                    onClick={() => setVisible((v) => !v)}
                    edge="end"
                  >
                    {visible ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : (slotProps?.input as object),
      }}
    />
  );
}
