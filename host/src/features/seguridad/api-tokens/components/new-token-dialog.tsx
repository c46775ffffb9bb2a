import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { DateField, DialogFrame, ErrorAlert } from '@portal/shared/ui';
import type { z } from '@portal/shared/zod';
import {
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPE_NAMES,
  API_TOKEN_SCOPES,
  endDateProblem,
  endDateToday,
  NewApiToken,
} from '@portal/shared/contract/api-tokens';
import { FormTextField } from '../../../../components/form-text-field';
import { apiTokenTexts } from '../messages';

const t = apiTokenTexts.form;

/** The contract's body, plus the end date's rule counted from today as the server counts it. */
const schema = NewApiToken.superRefine((value, ctx) => {
  const problem = endDateProblem(value.endDate, endDateToday());
  if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
});

/** What the fields hold; the end date, typed DD/MM/AAAA, is YYYY-MM-DD once it is a day (DateField). */
type FormValues = z.input<typeof schema>;
type Submitted = z.output<typeof schema>;

interface Props {
  saving: boolean;
  error: unknown;
  onSave: (token: Submitted) => void;
  onClose: () => void;
}

/** 'Nuevo token de API' (mounted while open, so each opening starts blank): a name, at least one read-only scope and an end date at most a year away. */
export function NewTokenDialog({ saving, error, onSave, onClose }: Props) {
  const { control, handleSubmit } = useForm<FormValues, unknown, Submitted>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', scopes: [], endDate: '' },
  });
  return (
    <DialogFrame
      open
      title={t.title}
      maxWidth="sm"
      busy={saving}
      onClose={onClose}
      onSubmit={handleSubmit(onSave)}
      confirmLabel={t.save}
      cancelLabel={t.cancel}
    >
      <ErrorAlert error={error} />
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField
          control={control}
          name="name"
          label={t.name}
          maxLength={API_TOKEN_NAME_MAX}
          helperText={t.nameHelp}
          required
        />
        <Controller
          control={control}
          name="scopes"
          render={({ field, fieldState }) => (
            <FormControl component="fieldset" error={Boolean(fieldState.error)} required>
              <FormLabel component="legend">{t.scopes}</FormLabel>
              <FormGroup row>
                {API_TOKEN_SCOPES.map((scope) => (
                  <FormControlLabel
                    key={scope}
                    label={API_TOKEN_SCOPE_NAMES[scope]}
                    control={
                      <Checkbox
                        checked={field.value.includes(scope)}
                        onChange={(e) =>
                          field.onChange(
                            e.target.checked ? [...field.value, scope] : field.value.filter((s) => s !== scope),
                          )
                        }
                        onBlur={field.onBlur}
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <Controller
          control={control}
          name="endDate"
          render={({ field, fieldState }) => (
            <DateField
              id="api-token-end-date"
              label={t.endDate}
              value={field.value as string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? t.endDateHelp}
            />
          )}
        />
      </Stack>
    </DialogFrame>
  );
}
