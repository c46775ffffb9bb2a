import type { ReactNode } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@portal/shared/query';
import { queryClient, theme } from '@portal/shared';
import '../format/dayjs-es';

/** Theme, dayjs locale and query client: the host mounts these once; a remote only in standalone dev. */
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
