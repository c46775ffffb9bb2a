import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { ApiError, saveBlob } from '@portal/shared';
import { carteraMessages as t } from '../../../messages';
import { downloadCertificate } from '../api/download-certificate';
import { sendIndividualCertificate } from '../api/send-individual-certificate';
import type { PortfolioRow } from './policy-keys';

type Outcome =
  | { state: 'loading' }
  | { state: 'success'; title?: string; message: string }
  | { state: 'error'; message: string }
  | null;

/** 001 §8: a non-OK answer shows the server's message or the fixed text; anything else, the exception's. */
function certificateErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status !== null) {
    return error.businessExceptions.length ? error.userMessage : t.certificateError;
  }
  return t.certificateException(error instanceof Error ? error.message : '');
}

/** 001 §8: 'Error: ' and the answer's errors joined with ' - '; a network failure has its own text. */
function individualErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === null) return t.networkCertificateError;
    const texts = error.businessExceptions.map((e) => e.message).filter(Boolean);
    return t.individualError(texts.length ? texts.join(' - ') : t.unreadableAnswer);
  }
  return t.somethingFailed;
}

/**
 * The per-row certificate actions (001 §4 "Certificate download: loading, then a success or error
 * modal"): the coverages certificate PDF (also the CCG) and the individual certificate by e-mail.
 */
export function useCertificateActions(email: string) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  const download = async (row: PortfolioRow) => {
    setOutcome({ state: 'loading' });
    try {
      const { blob, fileName } = await downloadCertificate(row.id, email);
      saveBlob(blob, fileName ?? `${row.policyNumber}.pdf`);
      setOutcome({ state: 'success', title: t.certificateSuccess, message: t.certificateGenerated });
    } catch (error) {
      setOutcome({ state: 'error', message: certificateErrorText(error) });
    }
  };

  const mailIndividual = async (row: PortfolioRow) => {
    setOutcome({ state: 'loading' });
    try {
      const answer = await sendIndividualCertificate(row.id, row.certificateNumber, email);
      if (!answer.success) {
        const texts = answer.businessExceptions.map((e) => e.message).filter(Boolean);
        setOutcome({
          state: 'error',
          message: t.individualError(texts.length ? texts.join(' - ') : t.unreadableAnswer),
        });
        return;
      }
      setOutcome({ state: 'success', message: t.certificateMailed(email) });
    } catch (error) {
      setOutcome({ state: 'error', message: individualErrorText(error) });
    }
  };

  const dialog = (
    <Dialog
      open={outcome !== null}
      onClose={() => outcome?.state !== 'loading' && setOutcome(null)}
      aria-label={t.certificate}
    >
      {outcome?.state === 'success' && outcome.title && <DialogTitle>{outcome.title}</DialogTitle>}
      <DialogContent>
        {outcome?.state === 'loading' && (
          <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} />
            <Typography>{t.generatingCertificate}</Typography>
          </Stack>
        )}
        {outcome?.state === 'success' && <Alert severity="success">{outcome.message}</Alert>}
        {outcome?.state === 'error' && (
          <Alert severity="error" role="alert">
            {outcome.message}
          </Alert>
        )}
      </DialogContent>
      {outcome?.state !== 'loading' && (
        <DialogActions>
          <Button onClick={() => setOutcome(null)}>{t.close}</Button>
        </DialogActions>
      )}
    </Dialog>
  );

  return { download, mailIndividual, dialog };
}
