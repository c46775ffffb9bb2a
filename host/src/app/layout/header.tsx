import { AppBar, Toolbar, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { messages, useSessionStore } from '@portal/shared';

/** Header: logo and, when signed in, the user's name. */
export function Header() {
  const userName = useSessionStore((s) => s.session?.userName);
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: 2 }}>
        <Typography variant="h6" component={RouterLink} to="/" sx={{ color: 'inherit', textDecoration: 'none', flex: 1 }}>
          {messages.portalName}
        </Typography>
        {userName && <Typography data-testid="header-user">{userName}</Typography>}
      </Toolbar>
    </AppBar>
  );
}
