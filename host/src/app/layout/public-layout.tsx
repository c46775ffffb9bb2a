import { AppBar, Box, Toolbar, Typography } from '@mui/material';
import { messages } from '@portal/shared';
import { Footer } from './footer';
import { ScreenOutlet } from './screen-outlet';

/** The frame of the public screens (sign-in, registration, recovery, terms): the portal's name only. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="div">
            {messages.portalName}
          </Typography>
        </Toolbar>
      </AppBar>
      <ScreenOutlet
        sx={{ flex: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', py: 4, px: 2 }}
      />
      <Footer />
    </Box>
  );
}
