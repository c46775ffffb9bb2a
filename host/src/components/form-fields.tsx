import { Fragment, isValidElement, type ReactElement } from 'react';
import { Grid, type SxProps, type Theme } from '@mui/material';
import type { Control, FieldValues } from 'react-hook-form';
import { maskCuitInput } from '@portal/shared';
import { hostMessages } from '../messages';
import { FormSelectField, type SelectProps } from './form-select-field';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** A text field of a form's list, as `FormTextField` takes it (the list gives the form's control). */
export type TextFieldSpec<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'control'>;

/** A select of a form's list, as `FormSelectField` takes it. */
export type SelectFieldSpec<T extends FieldValues> = Omit<SelectProps<T>, 'control'>;

/** A list's entry: a text field, a select, another field as it stands (a read-only one), or false to leave it out. */
export type FieldSpec<T extends FieldValues> = TextFieldSpec<T> | SelectFieldSpec<T> | ReactElement | false;

interface Props<T extends FieldValues> {
  control: Control<T>;
  fields: FieldSpec<NoInfer<T>>[];
  /** The fields in a grid of that many columns from the sm width up (one a row below it); one under the other without it. */
  columns?: 2 | 3;
  /** Put before every text field's error (the profile screen's '> '). */
  errorPrefix?: string;
  sx?: SxProps<Theme>;
}

/** The fields of one of the host's account forms, declared as a list instead of one `FormTextField` each. */
export function FormFields<T extends FieldValues>({ control, fields, columns, errorPrefix, sx }: Props<T>) {
  const shown = fields.filter((f) => f !== false);
  const items = shown.map((f) =>
    isValidElement(f) ? (
      f
    ) : 'options' in f ? (
      <FormSelectField control={control} {...f} />
    ) : (
      <FormTextField control={control} errorPrefix={errorPrefix} {...f} />
    ),
  );
  if (!columns) return items.map((item, i) => <Fragment key={i}>{item}</Fragment>);
  return (
    <Grid container columnSpacing={2} sx={sx}>
      {items.map((item, i) => (
        <Grid key={i} size={{ xs: 12, sm: 12 / columns }}>
          {item}
        </Grid>
      ))}
    </Grid>
  );
}

/** Keys allowed in a new password (000 §5): letters and digits. */
export const alphanumeric = (v: string) => v.replace(/[^A-Za-z0-9]/g, '');
/** Keys allowed in a phone number. */
export const digitsOnly = (v: string) => v.replace(/\D/g, '');
/** The phone companies' combo (000 §3: 1-based). */
export const phoneCompanyOptions = hostMessages.phoneCompanies.map((label, i) => ({ value: i + 1, label }));

/** A CUIT, typed with its 99-99999999-9 mask: spread into a field with its name and label. */
export const CUIT_INPUT = { transform: maskCuitInput, maxLength: 13, inputMode: 'numeric', required: true } as const;

/** An e-mail of up to 100 characters. */
export const EMAIL_INPUT = { type: 'email', maxLength: 100, autoComplete: 'email', required: true } as const;

/** A new password or its confirmation: letters and digits, shown or hidden. */
export const NEW_PASSWORD_INPUT = {
  transform: alphanumeric,
  maxLength: 15,
  password: true,
  autoComplete: 'new-password',
  required: true,
} as const;
