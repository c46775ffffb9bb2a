import DOMPurify from 'dompurify';
import { Box, type SxProps, type Theme } from '@mui/material';

// Links written by administrators open outside the portal and cannot reach back into it.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** HTML written by administrators, with scripts, handlers, frames and forms taken out (docs/adr/0012-untrusted-input-html-and-files.md). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

interface Props {
  html: string;
  sx?: SxProps<Theme>;
}

/** Shows administrator-written HTML (notification and news bodies), sanitized again on display. */
export function SafeHtml({ html, sx }: Props) {
  return (
    <Box
      sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' }, ...sx }}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
