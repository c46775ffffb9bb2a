import { Box, Typography } from '@mui/material';
import { getRuntimeConfig, messages } from '@portal/shared';

export const APP_VERSION = '2.4.0';

/** Footer of 000 §1: portal name, environment, version. */
export function Footer() {
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', justifyContent: 'space-between', px: 3, py: 1.5, bgcolor: 'grey.200', mt: 'auto' }}
    >
      <Typography variant="body2">{messages.portalName}</Typography>
      <Typography variant="body2">{getRuntimeConfig().environment}</Typography>
      <Typography variant="body2">V {APP_VERSION}</Typography>
    </Box>
  );
}
