import { Alert, AlertTitle, type SxProps, type Theme } from '@mui/material';
import { ApiError, messages } from '@portal/shared';

export interface ErrorText {
  title?: string;
  message: string;
}

/**
 * What to tell the user about a failure (000 §8). `first`: the message and title of the first
 * business exception (sign-in); `joined` (default): every business message joined with '. '.
 */
export function errorText(error: unknown, mode: 'first' | 'joined' = 'joined'): ErrorText {
  if (typeof error === 'string') return { message: error };
  if (error instanceof ApiError) {
    const first = error.businessExceptions[0];
    if (mode === 'first' && first?.message) return { title: first.title || undefined, message: first.message };
    return { message: error.userMessage };
  }
  return { message: messages.generic };
}

interface Props {
  /** An ApiError, a text, or anything thrown; nothing is shown for null/undefined. */
  error: unknown;
  mode?: 'first' | 'joined';
  /** A fixed title (e.g. 'ERROR!'); otherwise the business exception's own title, if any. */
  title?: string;
  onClose?: () => void;
  sx?: SxProps<Theme>;
}

/** The one error display of the portal: an alert with the spec's text for whatever failed. */
export function ErrorAlert({ error, mode = 'joined', title, onClose, sx }: Props) {
  if (error === null || error === undefined || error === false) return null;
  const text = errorText(error, mode);
  const heading = title ?? text.title;
  return (
    <Alert severity="error" role="alert" onClose={onClose} sx={sx}>
      {heading && <AlertTitle>{heading}</AlertTitle>}
      {text.message}
    </Alert>
  );
}
