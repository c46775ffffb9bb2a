import type { FormEventHandler, ReactNode } from 'react';
import { Box } from '@mui/material';
import { ErrorAlert } from '@portal/shared/ui';
import { PublicCard } from './public-card';
import { SubmitButton } from './submit-button';

interface Props {
  /** The card's title, also the form's name. */
  title: string;
  intro?: ReactNode;
  maxWidth?: number;
  onSubmit: FormEventHandler;
  /** The call's failure, above the fields. */
  error: unknown;
  errorMode?: 'first';
  errorTitle?: string;
  submitLabel: string;
  /** While the call runs: the button is disabled and shows progress. */
  busy: boolean;
  /** The button is disabled for another reason (already sent). */
  submitDisabled?: boolean;
  /** The fields and notices above the button. */
  children: ReactNode;
  /** What stands under the button (links, a second button). */
  footer?: ReactNode;
}

/** A public account screen's form (register, recover, reset): the card, the call's error, the fields, the button. */
export function AccountForm({
  title,
  intro,
  maxWidth,
  onSubmit,
  error,
  errorMode,
  errorTitle,
  submitLabel,
  busy,
  submitDisabled,
  children,
  footer,
}: Props) {
  return (
    <PublicCard title={title} intro={intro} maxWidth={maxWidth}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={title}>
        <ErrorAlert error={error} mode={errorMode} title={errorTitle} sx={{ mb: 1 }} />
        {children}
        <SubmitButton label={submitLabel} busy={busy} disabled={submitDisabled} />
        {footer}
      </Box>
    </PublicCard>
  );
}
