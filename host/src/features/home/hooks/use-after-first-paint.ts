import { useEffect, useState } from 'react';

/** The performance mark set when /home has painted its first frame: the budgets spec splits its JavaScript there. */
export const HOME_PAINTED_MARK = 'portal:home-painted';

/**
 * False until the page has painted once: what renders on true (the dashboard and its chart library) is
 * downloaded after the first paint, not before it. The first animation frame runs before that paint, the
 * second after it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        // Optional: jsdom, where the unit tests run, has no User Timing.
        performance.mark?.(HOME_PAINTED_MARK);
        setPainted(true);
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return painted;
}
