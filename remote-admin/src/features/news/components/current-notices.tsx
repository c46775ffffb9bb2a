import { Box, Stack, Typography } from '@mui/material';
import { businessDayOf, formatDate } from '@portal/shared';
import { NewsSlide } from '@portal/shared/ui';
import type { CurrentNotice } from '../api/get-current-notices';
import { newsAdminMessages as t } from '../messages';

const day = (iso: string) => formatDate(businessDayOf(iso), '');

/**
 * The notices published today, each as the home carousel shows it (its title, text, link and image) with its
 * dates when the api gives them; nothing to edit.
 */
export function CurrentNotices({ notices }: { notices: CurrentNotice[] }) {
  return (
    <Stack component="ul" spacing={3} aria-label={t.currentListLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {notices.map((n, i) => (
        <Box component="li" key={n.Id ?? i}>
          <NewsSlide item={n} label={t.currentNotice(i + 1, notices.length)} />
          {n.CreationDate && n.UntilDate && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t.validity(day(n.CreationDate), day(n.UntilDate))}
            </Typography>
          )}
        </Box>
      ))}
    </Stack>
  );
}
