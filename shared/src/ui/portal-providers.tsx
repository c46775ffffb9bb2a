import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@portal/shared/query';
import { queryClient, theme } from '@portal/shared';

/**
 * Theme and query client: the host mounts these once; a remote only in standalone dev. dayjs's Spanish locale is set by
 * the formatters that use dayjs (format/dayjs-es.ts), not here: a cold /login, which formats no date, then downloads no
 * dayjs (3 KiB gzip; issue 41 §3), and a remote gets the host's dayjs with the host's formatters already loaded.
 */
export function PortalProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
