import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';

export function NotFound() {
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        La página solicitada no existe.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/">
        Volver al sitio
      </Button>
    </Box>
  );
}
