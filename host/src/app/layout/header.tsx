import { AppBar, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';
import { messages, useEffectiveCuit, useSessionStore } from '@portal/shared';
import { RemoteComponent } from '../../components/remote-component';
import { QuickSearch } from '../../features/quick-search/quick-search';
import { NavDrawerButton } from '../menu/nav-drawer-button';
import { SimulationChip } from './simulation-chip';
import { UserMenu } from './user-menu';

/**
 * Header of 000 §2.4: logo, the quick search (issue 39 §3), the simulation chip, the notification bell (remote-comunicacion's, for whoever
 * has a producer's CUIT to ask about; nothing shows if that remote is down) and the user menu.
 */
export function Header() {
  const cuit = useEffectiveCuit();
  // Below 900 px the simulation chip takes a row of its own; without it the title gives way and the row holds.
  // Below 600 px the buttons touch (their own padding spaces them), so menu, search, bell and user fit in 320 px.
  const simulating = useSessionStore((s) => Boolean(s.simulation));
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: { xs: 0, sm: 2 }, flexWrap: simulating ? { xs: 'wrap', md: 'nowrap' } : 'nowrap' }}>
        <NavDrawerButton />
        <Typography
          variant="h6"
          component={RouterLink}
          to="/"
          sx={{ color: 'inherit', textDecoration: 'none', flex: 1 }}
        >
          {messages.portalName}
        </Typography>
        <QuickSearch />
        <SimulationChip />
        {cuit && <RemoteComponent owner="remote-comunicacion" exposed="NotificationBell" />}
        <UserMenu />
      </Toolbar>
    </AppBar>
  );
}
