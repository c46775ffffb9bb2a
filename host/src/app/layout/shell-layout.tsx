import { useEffect } from 'react';
import { Box } from '@mui/material';
import { useLocation } from '@portal/shared/router';
import { TopMenu } from '../menu/top-menu';
import { visitedPaths } from '../routing/visited-paths';
import { Footer } from './footer';
import { Header } from './header';
import { ScreenOutlet } from './screen-outlet';

/** The frame around every screen: header, menu, the screen (contained), footer. */
export function ShellLayout() {
  const location = useLocation();
  const path = location.pathname + location.search;
  useEffect(() => visitedPaths.record(path), [path]);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <TopMenu />
      <ScreenOutlet sx={{ flex: 1 }} />
      <Footer />
    </Box>
  );
}
