import { Suspense } from 'react';
import { Box, LinearProgress, type BoxProps } from '@mui/material';
import { messages } from '@portal/shared';
import { Outlet, useLocation } from '@portal/shared/router';
import { ErrorBoundary } from '@portal/shared/ui';

/**
 * Where a layout shows the current screen: the page's main landmark; a screen that throws shows the error page
 * until the route changes, and a screen still loading (a remote's chunk) shows progress.
 */
export function ScreenOutlet({ sx }: { sx: BoxProps['sx'] }) {
  const { pathname } = useLocation();
  return (
    <Box component="main" sx={sx}>
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<LinearProgress aria-label={messages.loading} />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
}
