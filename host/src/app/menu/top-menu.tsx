import { useState, type MouseEvent } from 'react';
import { Box, Button } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';
import { lazyDialog } from '@portal/shared/ui';
import type { MenuItem } from '../../lib/menu/menu-items';
import { useVisibleMenu } from './use-visible-menu';

// An entry's options load when an entry is first pointed at, focused or opened, not with every signed-in page
// (issue 13 §1): the bar carries only its buttons.
const loadSubmenu = () => import('./submenu').then((m) => m.Submenu);
const Submenu = lazyDialog(loadSubmenu, (p) => p.anchor !== null);

function MenuGroup({ item }: { item: MenuItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = `menu-${item.permissionName}`;
  return (
    <>
      <Button
        color="inherit"
        aria-controls={anchor ? id : undefined}
        aria-haspopup="true"
        onPointerEnter={() => void loadSubmenu()}
        onFocus={() => void loadSubmenu()}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
      >
        {item.label}
      </Button>
      <Submenu id={id} anchor={anchor} options={item.options!} onClose={() => setAnchor(null)} />
    </>
  );
}

/**
 * The top menu, built from the user's permissions (000 §2.4, §6). External sites open in a new tab. Below 900 px
 * wide the bar would wrap into rows above every page; there the header's menu button opens it as a drawer.
 */
export function TopMenu() {
  const items = useVisibleMenu();
  if (!items) return null;
  return (
    <Box
      component="nav"
      aria-label="Menú principal"
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexWrap: 'wrap',
        gap: 0.5,
        px: 2,
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
      }}
    >
      {items.map((item) =>
        item.options ? (
          <MenuGroup key={item.label} item={item} />
        ) : item.external ? (
          <Button key={item.label} color="inherit" href={item.link!} target="_blank" rel="noopener noreferrer">
            {item.label}
          </Button>
        ) : (
          <Button key={item.label} color="inherit" component={RouterLink} to={item.link!}>
            {item.label}
          </Button>
        ),
      )}
    </Box>
  );
}
