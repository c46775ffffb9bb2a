import { Fragment } from 'react';
import { Drawer, List, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';
import type { MenuItem } from '../../lib/menu/menu-items';
import { hostMessages } from '../../messages';

export interface NavDrawerProps {
  open: boolean;
  items: MenuItem[];
  onClose: () => void;
}

/**
 * The top menu on a narrow screen: the same entries, in the same order, with each group's options listed under
 * its name. A modal drawer: focus moves into it, Escape closes it and focus returns to the menu button.
 */
export function NavDrawer({ open, items, onClose }: NavDrawerProps) {
  return (
    // The panel is a modal dialog to assistive technology, named like the button that opens it.
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-label': hostMessages.header.menu } }}
    >
      <nav aria-label="Menú principal">
        <List sx={{ width: 280, maxWidth: '85vw' }}>
          {items.map((item) =>
            item.options ? (
              <Fragment key={item.label}>
                <ListSubheader component="div" id={`drawer-${item.permissionName}`}>
                  {item.label}
                </ListSubheader>
                <List disablePadding aria-labelledby={`drawer-${item.permissionName}`}>
                  {item.options.map((o) => (
                    <ListItemButton key={o.label} component={RouterLink} to={o.link!} onClick={onClose} sx={{ pl: 4 }}>
                      <ListItemText primary={o.label} />
                    </ListItemButton>
                  ))}
                </List>
              </Fragment>
            ) : item.external ? (
              <ListItemButton
                key={item.label}
                component="a"
                href={item.link!}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onClose}
              >
                <ListItemText primary={item.label} />
              </ListItemButton>
            ) : (
              <ListItemButton key={item.label} component={RouterLink} to={item.link!} onClick={onClose}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ),
          )}
        </List>
      </nav>
    </Drawer>
  );
}
