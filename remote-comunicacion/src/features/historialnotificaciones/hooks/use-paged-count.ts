import { useState } from 'react';

/** 002 §2, §9: the bell and the dashboard show 4 notifications at first and 4 more on each 'Ver más'. */
const NOTIFICATIONS_PAGE = 4;

/** How many of `total` items to show, growing by `step` each time `showMore` is called. */
export function usePagedCount(total: number, step: number = NOTIFICATIONS_PAGE) {
  const [count, setCount] = useState(step);
  return {
    visible: Math.min(count, total),
    hasMore: total > count,
    showMore: () => setCount((c) => c + step),
  };
}
