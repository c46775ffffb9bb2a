import { useEffect, useRef, type RefObject } from 'react';
import { Box } from '@mui/material';

const SCROLLER = '.MuiDataGrid-virtualScroller';

/**
 * Keeps two horizontal scrollers at the same position, whichever the user moves. Each write is echoed
 * back as a scroll event by the other element, so the echo is ignored while its value already matches.
 */
export function syncHorizontalScroll(a: HTMLElement, b: HTMLElement): () => void {
  const follow = (from: HTMLElement, to: HTMLElement) => () => {
    if (to.scrollLeft !== from.scrollLeft) to.scrollLeft = from.scrollLeft;
  };
  const onA = follow(a, b);
  const onB = follow(b, a);
  a.addEventListener('scroll', onA, { passive: true });
  b.addEventListener('scroll', onB, { passive: true });
  return () => {
    a.removeEventListener('scroll', onA);
    b.removeEventListener('scroll', onB);
  };
}

interface Props {
  /** The element that contains the DataGrid whose virtual scroller is mirrored. */
  gridContainer: RefObject<HTMLElement | null>;
  /** Anything that changes the grid's content width (columns, rows); the bar re-measures on change. */
  watch?: unknown;
}

/**
 * The mirrored horizontal scroll bar of 000 §2.5: a thin scroller above the grid, as wide as the grid's
 * content, so a wide report can be scrolled sideways without going to the bottom of the page.
 */
export function MirroredScrollbar({ gridContainer, watch }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  const spacer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const scroller = gridContainer.current?.querySelector<HTMLElement>(SCROLLER);
    if (!scroller || !bar.current || !spacer.current) return undefined;
    const measure = () => {
      if (spacer.current) spacer.current.style.width = `${scroller.scrollWidth}px`;
    };
    measure();
    const content = scroller.firstElementChild;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(scroller);
    if (content) observer?.observe(content);
    const stop = syncHorizontalScroll(bar.current, scroller);
    return () => {
      stop();
      observer?.disconnect();
    };
  }, [gridContainer, watch]);

  return (
    <Box
      ref={bar}
      data-testid="mirrored-scrollbar"
      aria-hidden
      sx={{ overflowX: 'auto', overflowY: 'hidden', height: 14, mb: 0.5 }}
    >
      <div ref={spacer} style={{ height: 1 }} />
    </Box>
  );
}
