import { Suspense, useEffect } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { messages } from '@portal/shared';
import { Outlet, useLocation } from '@portal/shared/router';
import { ErrorBoundary } from '@portal/shared/ui';
import { TopMenu } from '../menu/top-menu';
import { visitedPaths } from '../routing/visited-paths';
import { Footer } from './footer';
import { Header } from './header';

/** The frame around every screen: header, menu, the screen (contained), footer. */
export function ShellLayout() {
  const location = useLocation();
  const path = location.pathname + location.search;
  useEffect(() => visitedPaths.record(path), [path]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <TopMenu />
      <Box component="main" sx={{ flex: 1 }}>
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
