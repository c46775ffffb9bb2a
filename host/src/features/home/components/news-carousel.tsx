import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { type ResponseOf } from '@portal/shared';
import { NewsSlide } from '@portal/shared/ui';
import type * as news from '@portal/shared/contract/news';
import { hostMessages } from '../../../messages';

const t = hostMessages.home;
/** 000 §4: the carousel moves on every 6 s and wraps to the first item. */
export const CAROUSEL_INTERVAL_MS = 6000;

type NewsItem = ResponseOf<typeof news.newsSearch>[number];

export function NewsCarousel({ items }: { items: NewsItem[] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (items.length < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [items.length]);
  const item = items[index % items.length];
  return (
    <Box component="section" aria-label={t.news} aria-roledescription="carousel" sx={{ mb: 3 }}>
      <NewsSlide item={item} label={t.newsSlide(index + 1, items.length)} />
    </Box>
  );
}
