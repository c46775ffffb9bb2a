import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';
import type { MenuItem as MenuEntry } from '../../lib/menu/menu-items';

export interface SubmenuProps {
  id: string;
  /** The menu entry's button; null while closed. */
  anchor: HTMLElement | null;
  options: MenuEntry[];
  onClose: () => void;
}

/** A top-menu entry's options (000 §2.4): loaded on the first opening (top-menu.tsx). */
export function Submenu({ id, anchor, options, onClose }: SubmenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {options.map((o) => (
        <MenuItem key={o.label} component={RouterLink} to={o.link!} onClick={onClose}>
          {o.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
