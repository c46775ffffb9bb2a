import { Suspense } from 'react';
import { AppBar, Box, LinearProgress, Toolbar, Typography } from '@mui/material';
import { Outlet, useLocation } from '@portal/shared/router';
import { messages } from '@portal/shared';
import { ErrorBoundary } from '@portal/shared/ui';
import { Footer } from './footer';

/** The frame of the public screens (sign-in, registration, recovery, terms): the portal's name only. */
export function PublicLayout() {
  const location = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            {messages.portalName}
          </Typography>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', py: 4, px: 2 }}
      >
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<LinearProgress aria-label={messages.loading} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
