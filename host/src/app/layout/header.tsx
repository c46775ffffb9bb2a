import { AppBar, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { messages } from '@portal/shared';
import { SimulationChip } from './simulation-chip';
import { UserMenu } from './user-menu';

/** Header of 000 §2.4: logo, the simulation chip and the user menu. */
export function Header() {
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h6" component={RouterLink} to="/" sx={{ color: 'inherit', textDecoration: 'none', flex: 1 }}>
          {messages.portalName}
        </Typography>
        <SimulationChip />
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
