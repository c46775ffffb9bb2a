import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { ErrorAlert } from '@portal/shared/ui';
import { DownloadLink } from '../../../components/download-link';
import { HistoryDialog } from '../../../components/history-dialog';
import { comunicacionMessages as t } from '../../../messages';
import { useConfirmCommunication } from '../api/confirm-communication';
import { useDownloadCommunicationAttachment } from '../api/get-communication-file';
import type { ProducerCommunication } from '../api/get-communications';
import { CommunicationBody } from './communication-body';

interface Props {
  communication: ProducerCommunication | null;
  cuit: string | null;
  onClose: () => void;
}

/**
 * 002 §2, §4: the communication's modal — its description, its body, the confirmation checkbox with its
 * text when confirmation is required (ticking it confirms for good: it then stays checked and disabled)
 * and 'Descargar documentación adjunta' when it has an attachment.
 */
export function CommunicationDialog({ communication, cuit, onClose }: Props) {
  const confirm = useConfirmCommunication(cuit);
  const download = useDownloadCommunicationAttachment();
  // The ones confirmed in this modal: checked as soon as the server takes it, whatever the lists say meanwhile.
  const [confirmedHere, setConfirmedHere] = useState<number[]>([]);
  const c = communication;
  const confirmed = Boolean(c?.Confirmed) || (c !== null && confirmedHere.includes(c.Id));
  return (
    <HistoryDialog item={c} title={(c) => c.Title} maxWidth="md" onClose={onClose}>
      {(c) => (
        <>
          <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
            {c.Description}
          </Typography>
          <CommunicationBody communication={c} />
          {c.UrlLink !== null && <DownloadLink label={t.downloadAttachment} id={c.Id} download={download} />}
          {c.ConfirmationRequired && (
            <Box sx={{ mt: 2 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={confirmed}
                    disabled={confirmed || confirm.isPending}
                    onChange={(event) =>
                      event.target.checked &&
                      confirm.mutate(
                        { id: c.Id, confirmated: true },
                        { onSuccess: () => setConfirmedHere((ids) => [...ids, c.Id]) },
                      )
                    }
                  />
                }
                label={c.ConfirmationText ?? ''}
              />
              <ErrorAlert error={confirm.error} sx={{ mt: 1 }} />
            </Box>
          )}
        </>
      )}
    </HistoryDialog>
  );
}
