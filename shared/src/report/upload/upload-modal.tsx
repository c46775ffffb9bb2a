import { useEffect, useState } from 'react';
import { Button, LinearProgress, List, ListItem, ListItemText, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { messages } from '@portal/shared';
import { DialogFrame, ErrorAlert } from '@portal/shared/ui';
import { reportMessages } from '../messages';

export interface UploadModalProps {
  open: boolean;
  onClose: () => void;
  /** Sends the files, reporting 0–100 (e.g. through uploadWithProgress); rejects with what to show. */
  onUpload: (files: File[], onProgress: (percent: number) => void) => Promise<unknown>;
  /** Called after a successful upload, once the modal has closed. */
  onDone: () => void;
  multiple?: boolean;
  /** The input's accept list, e.g. '.xlsx,.xls'. */
  accept?: string;
  title?: string;
}

/**
 * 'Subir archivos' (001 §2): choose files and submit; on success the modal closes and calls onDone,
 * otherwise it shows the error and keeps the chosen files for another try.
 */
export function UploadModal({
  open,
  onClose,
  onUpload,
  onDone,
  multiple = true,
  accept,
  title = reportMessages.uploadTitle,
}: UploadModalProps) {
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const uploading = progress !== null;

  useEffect(() => {
    if (open) {
      setFiles([]);
      setProgress(null);
      setError(null);
    }
  }, [open]);

  const submit = async () => {
    if (!files.length) {
      setError(messages.selectFile);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      await onUpload(files, setProgress);
      setProgress(null);
      onClose();
      onDone();
    } catch (caught) {
      setProgress(null);
      setError(caught);
    }
  };

  return (
    <DialogFrame
      open={open}
      title={title}
      maxWidth="sm"
      busy={uploading}
      onClose={onClose}
      confirmLabel={reportMessages.upload}
      onConfirm={submit}
    >
      <ErrorAlert error={error} sx={{ mb: 2 }} />
      <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={uploading}>
        {reportMessages.chooseFiles}
        <input
          hidden
          type="file"
          multiple={multiple}
          accept={accept}
          data-testid="upload-input"
          onChange={(event) => {
            setFiles(Array.from(event.target.files ?? []));
            setError(null);
          }}
        />
      </Button>
      {files.length > 0 && (
        <List dense aria-label="Archivos elegidos">
          {files.map((file) => (
            <ListItem key={`${file.name}-${file.size}`}>
              <ListItemText primary={file.name} />
            </ListItem>
          ))}
        </List>
      )}
      {uploading && (
        <>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={reportMessages.uploadProgress}
            sx={{ mt: 2 }}
          />
          <Typography variant="caption">{progress}%</Typography>
        </>
      )}
    </DialogFrame>
  );
}
