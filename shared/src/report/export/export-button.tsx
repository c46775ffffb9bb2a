import { useState, type ReactNode } from 'react';
import { Backdrop, Button, CircularProgress, Snackbar, Typography } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { ErrorAlert } from '@portal/shared/ui';
import { reportMessages } from '../messages';
import { saveBlob } from '../../api/save-blob';

/** What `downloadFile` answers, or a bare Blob. */
export type DownloadResult = Blob | { blob: Blob; fileName?: string | null };

export interface ExportButtonProps {
  /** Fetches the file, e.g. `() => downloadFile(exportPortfolio, { body })`. */
  download: () => Promise<DownloadResult>;
  /** Name to save it under (001 §9: 'Cartera.xlsx', 'Deudores.xlsx' …). */
  fileName: string;
  label?: ReactNode;
  disabled?: boolean;
  /** For screens that must know about a failure besides showing it. */
  onError?: (error: unknown) => void;
  /** The spec's text for this export's failure, shown instead of the answer's (001 §8: the policy certificates'). */
  failureText?: string;
}

/** Export of a report (001 §4): a full-screen loading overlay until the file has arrived, then saved. */
export function ExportButton({
  download,
  fileName,
  label = reportMessages.export,
  disabled = false,
  onError,
  failureText,
}: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await download();
      saveBlob(result instanceof Blob ? result : result.blob, fileName);
    } catch (caught) {
      setError(failureText ?? caught);
      onError?.(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FileDownloadIcon />} onClick={run} disabled={disabled || busy}>
        {label}
      </Button>
      <Backdrop
        open={busy}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}
      >
        <CircularProgress color="inherit" aria-label={reportMessages.downloading} />
        <Typography>{reportMessages.downloading}</Typography>
      </Backdrop>
      <Snackbar open={error !== null} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <div>
          <ErrorAlert error={error} onClose={() => setError(null)} />
        </div>
      </Snackbar>
    </>
  );
}
