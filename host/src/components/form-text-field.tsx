import { useId, useState, type HTMLAttributes } from 'react';
import { FormControl, FormHelperText, IconButton, InputAdornment, InputLabel, OutlinedInput } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { passwordVisibilityMessages } from '../sign-in-messages';

export interface FormTextFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** Rewrites what is typed before it reaches the form (masks, allowed characters). */
  transform?: (value: string) => string;
  maxLength?: number;
  /** A password field with a show/hide toggle. */
  password?: boolean;
  /** Put before the error text (the profile screen shows '> '). */
  errorPrefix?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
}

/**
 * The one text field of the host's forms: react-hook-form state, the field's first error below it. Built from
 * FormControl, InputLabel, OutlinedInput and FormHelperText — the markup MUI's TextField renders for an outlined
 * field — because TextField also imports its select mode (Select, Menu, Popover, Modal and every input variant),
 * which /login then loaded for nothing (issue 13 §1).
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  label,
  transform,
  maxLength,
  password,
  errorPrefix = '',
  type,
  autoComplete,
  inputMode,
  required,
  disabled,
  helperText,
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const [visible, setVisible] = useState(false);
  const id = useId();
  const helper = fieldState.error ? `${errorPrefix}${fieldState.error.message}` : helperText;
  const helperId = helper ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth margin="normal" error={Boolean(fieldState.error)} required={required} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(transform ? transform(e.target.value) : e.target.value)}
        type={password && !visible ? 'password' : type}
        autoComplete={autoComplete}
        aria-describedby={helperId}
        slotProps={{ input: { maxLength, inputMode } }}
        endAdornment={
          password ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? passwordVisibilityMessages.hide : passwordVisibilityMessages.show}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ) : undefined
        }
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
