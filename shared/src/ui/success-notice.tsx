import { Alert, type SxProps, type Theme } from '@mui/material';

interface Props {
  /** The message; nothing is shown while it is null. */
  text: string | null;
  /** Given: the notice has a close icon ('El registro ha sido eliminado correctamente.' stays until closed). */
  onClose?: () => void;
  sx?: SxProps<Theme>;
}

/** The one way a screen says an action succeeded: a green notice above its content. */
export function SuccessNotice({ text, onClose, sx = { mb: 2 } }: Props) {
  if (text === null) return null;
  return (
    <Alert severity="success" onClose={onClose} sx={sx}>
      {text}
    </Alert>
  );
}
