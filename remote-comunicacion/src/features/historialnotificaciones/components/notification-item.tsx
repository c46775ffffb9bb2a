import { useState } from 'react';
import { Box, CircularProgress, Collapse, IconButton, Stack, Typography } from '@mui/material';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { formatDateTime } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { SafeHtml } from '@portal/shared/safe-html';
import { comunicacionMessages as t } from '../../../messages';
import type { ProducerNotification } from '../api/get-notifications';
import { useVerifyNotification } from '../api/verify-notification';
import { AttachmentLink } from './attachment-link';

/** 002 §9: titles in the dropdown are cut at 45 characters. */
const TITLE_LENGTH = 45;

function truncateTitle(title: string): string {
  return title.length > TITLE_LENGTH ? `${title.slice(0, TITLE_LENGTH)}…` : title;
}

interface Props {
  notification: ProducerNotification;
  cuit: string;
  onVerified?: (id: number) => void;
}

/**
 * One notification of the bell and the dashboard (002 §2): the title cut at 45 characters (whole in
 * its tooltip), the date, an expandable HTML body, the attachment link and 'Marcar como vista'.
 */
export function NotificationItem({ notification, cuit, onVerified }: Props) {
  const [expanded, setExpanded] = useState(false);
  const verify = useVerifyNotification(cuit, { onVerified });

  return (
    <Box component="article" aria-label={notification.WebTitle} sx={{ py: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 0.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" title={notification.WebTitle} sx={{ overflowWrap: 'anywhere' }}>
            {truncateTitle(notification.WebTitle)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTime(notification.CreateDate)}
          </Typography>
        </Box>
        <IconButton
          size="small"
          aria-label={t.showBody}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          <ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }} />
        </IconButton>
        {!notification.Verified && (
          <IconButton
            size="small"
            aria-label={t.markAsSeen}
            aria-busy={verify.isPending}
            disabled={verify.isPending}
            onClick={() => verify.mutate(notification.Id)}
          >
            {verify.isPending ? (
              <CircularProgress size={18} aria-label={t.markAsSeen} />
            ) : (
              <DoneAllIcon fontSize="small" />
            )}
          </IconButton>
        )}
      </Stack>
      <Collapse in={expanded} unmountOnExit>
        <SafeHtml html={notification.WebText} sx={{ typography: 'body2', mt: 1 }} />
      </Collapse>
      {notification.WebLink && <AttachmentLink id={notification.Id} />}
      <ErrorAlert error={verify.error} sx={{ mt: 1 }} />
    </Box>
  );
}
