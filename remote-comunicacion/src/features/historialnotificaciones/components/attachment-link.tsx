import { Box, Link } from '@mui/material';
import { ErrorAlert } from '@portal/shared/ui';
import { comunicacionMessages as t } from '../../../messages';
import { useDownloadNotificationAttachment } from '../api/download-notification-attachment';

/** 'Ver archivo adjunto' (002 §2): downloads the notification's attachment, or says why it could not. */
export function AttachmentLink({ id }: { id: number }) {
  const download = useDownloadNotificationAttachment();
  return (
    <Box sx={{ mt: 1 }}>
      <Link
        component="button"
        type="button"
        variant="body2"
        aria-busy={download.isPending}
        onClick={() => !download.isPending && download.mutate(id)}
      >
        {t.attachment}
      </Link>
      <ErrorAlert error={download.error} sx={{ mt: 1 }} />
    </Box>
  );
}
