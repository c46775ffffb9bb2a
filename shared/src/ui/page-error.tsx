import { Box, Button, Typography } from '@mui/material';
import { messages } from '@portal/shared';

/** The page-crash screen of 000 §8, shown in place of a screen that failed to load or render. */
export function PageError() {
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {messages.pageCrashTitle}
      </Typography>
      <Button variant="contained" href="/">
        {messages.pageCrashAction}
      </Button>
    </Box>
  );
}
