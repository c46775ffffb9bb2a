import { useEffect, useRef, useState, type ReactNode } from 'react';
import { TableContainer, type SxProps, type Theme } from '@mui/material';

interface Props {
  /** The region's accessible name while it scrolls: the table's own name. */
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * A table's container that, once its table is wider than it (a phone), becomes a named region in the tab order,
 * so that it can be scrolled by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable). While the table fits,
 * as on a desktop, it adds no tab stop.
 */
export function ScrollTableContainer({ label, children, sx }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(el.scrollWidth > el.clientWidth);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <TableContainer ref={ref} sx={sx} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}>
      {children}
    </TableContainer>
  );
}
