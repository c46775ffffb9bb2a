import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { z } from '@portal/shared/zod';
import { DELEGATE_SCOPE_LABELS, DELEGATE_SCOPES, type DelegateScope } from '@portal/shared';
import { DateField } from '@portal/shared/ui';
import { delegateScopesSchema, delegateUntilSchema } from '@portal/shared/contract/delegates';
import { hostMessages } from '../../../messages';

const t = hostMessages.delegates;

/**
 * The form's rules for a delegate's limits: the contract's, the day kept as typed ('' for no end). On editing,
 * `current` is the day the delegate has now, which may stay even if past (the contract's delegateUntilKept).
 */
export function limitsSchemaFor(current?: string | null) {
  return z.object({
    areas: delegateScopesSchema,
    accessUntil: z.string().superRefine((day, ctx) => {
      if (day === '' || day === current) return;
      const parsed = delegateUntilSchema.safeParse(day);
      if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0].message });
    }),
  });
}

/** The rules on adding a delegate: its day, if any, today or later. */
export const limitsSchema = limitsSchemaFor();

/** What the form holds: the areas ticked and the day as typed ('' for none). */
export interface LimitsValues {
  areas: DelegateScope[];
  accessUntil: string;
}

/** The limits as the calls take them: the last day or null. */
export function limitsOf(values: LimitsValues): { areas: DelegateScope[]; accessUntil: string | null } {
  return { areas: values.areas, accessUntil: values.accessUntil || null };
}

/**
 * The menu areas a delegate may use (all ticked for a new one) and, optionally, its last day (issue 40 §4),
 * in a form that holds `LimitsValues`.
 */
export function DelegateLimitsFields<T extends LimitsValues>({ control }: { control: Control<T> }) {
  // The two fields read here are LimitsValues' own, whatever else the form holds.
  const limits = control as unknown as Control<LimitsValues>;
  const areas = useController({ control: limits, name: 'areas' });
  const until = useController({ control: limits, name: 'accessUntil' });
  const toggle = (scope: DelegateScope, on: boolean) => {
    const next = on ? [...areas.field.value, scope] : areas.field.value.filter((s) => s !== scope);
    areas.field.onChange(DELEGATE_SCOPES.filter((s) => next.includes(s)));
  };
  return (
    <>
      <FormControl component="fieldset" error={Boolean(areas.fieldState.error)} margin="normal" fullWidth>
        <FormLabel component="legend">{t.areas}</FormLabel>
        <FormGroup row>
          {DELEGATE_SCOPES.map((scope) => (
            <FormControlLabel
              key={scope}
              label={DELEGATE_SCOPE_LABELS[scope]}
              control={
                <Checkbox
                  checked={areas.field.value.includes(scope)}
                  onChange={(e) => toggle(scope, e.target.checked)}
                  onBlur={areas.field.onBlur}
                />
              }
            />
          ))}
        </FormGroup>
        {areas.fieldState.error && <FormHelperText>{areas.fieldState.error.message}</FormHelperText>}
      </FormControl>
      <DateField
        label={t.accessUntil}
        value={until.field.value}
        onChange={until.field.onChange}
        onBlur={until.field.onBlur}
        name={until.field.name}
        inputRef={until.field.ref}
        error={Boolean(until.fieldState.error)}
        helperText={until.fieldState.error?.message ?? t.accessUntilHelp}
        margin="normal"
        fullWidth
      />
    </>
  );
}
