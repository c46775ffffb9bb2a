import { useState } from 'react';
import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { lazyDialog } from '@portal/shared/ui';
import { hostMessages } from '../../messages';
import { useVisibleMenu } from './use-visible-menu';

// The drawer loads when the button is first pointed at, focused or pressed: a wide screen never needs it and a
// narrow one only when the user asks for the menu (issue 13 §1).
const loadDrawer = () => import('./nav-drawer').then((m) => m.NavDrawer);
const NavDrawer = lazyDialog(loadDrawer);

/** The menu button that stands for the top menu below 900 px wide (top-menu.tsx hides the bar there). */
export function NavDrawerButton() {
  const items = useVisibleMenu();
  const [open, setOpen] = useState(false);
  if (!items) return null;
  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={hostMessages.header.openMenu}
        aria-haspopup="true"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => setOpen(true)}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      <NavDrawer open={open} items={items} onClose={() => setOpen(false)} />
    </>
  );
}
