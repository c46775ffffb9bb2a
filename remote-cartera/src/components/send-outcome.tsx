import { Alert, AlertTitle } from '@mui/material';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { messages } from '@portal/shared';
import { SuccessNotice } from '@portal/shared/ui';

/** What a sending form (the payroll upload, the debt-free certificate) answered: nothing yet, done, or why not. */
export type SendOutcome = { ok: true } | { ok: false; title: string; messages: string[] } | null;

interface Props {
  /** The form's errors: any required field left empty shows 'Existen campos incompletos' once. */
  errors: FieldErrors<FieldValues>;
  outcome: SendOutcome;
  /** The text of a successful send. */
  success: string;
}

/** Under a sending form: the missing-fields notice, then the outcome of the last send. */
export function SendOutcomeAlerts({ errors, outcome, success }: Props) {
  const incomplete = Object.values(errors).some((e) => e?.message === messages.incompleteFields);
  return (
    <>
      {incomplete && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {messages.incompleteFields}
        </Alert>
      )}
      <SuccessNotice text={outcome?.ok ? success : null} sx={{ mt: 2 }} />
      {outcome && !outcome.ok && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          <AlertTitle>{outcome.title}</AlertTitle>
          {outcome.messages.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
    </>
  );
}
