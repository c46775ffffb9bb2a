import { Box, Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import type { ResponseOf } from '@portal/shared';
import type { news } from '@portal/shared';
import { hostMessages } from '../../../messages';

const t = hostMessages.home;
/** 000 §4: the carousel moves on every 6 s and wraps to the first item. */
export const CAROUSEL_INTERVAL_MS = 6000;

type NewsItem = ResponseOf<typeof news.newsSearch>[number];

const isExternal = (url: string) => /^https?:\/\//i.test(url);

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
      <Box
        role="group"
        aria-roledescription="slide"
        aria-label={t.newsSlide(index + 1, items.length)}
        data-testid="news-slide"
        sx={{
          borderRadius: 1,
          minHeight: 220,
          p: { xs: 3, md: 6 },
          color: 'primary.contrastText',
          backgroundColor: 'primary.main',
          backgroundImage: `url("${item.Image}")`,
          backgroundSize: item.BackgroundSize,
          backgroundRepeat: 'no-repeat',
          backgroundPosition: 'center',
        }}
      >
        <Typography variant="h5" component="p">
          {item.SubTitle}
        </Typography>
        <Typography variant="body1">{item.Text}</Typography>
        {item.URL && (
          <Link
            href={item.URL}
            color="inherit"
            underline="always"
            {...(isExternal(item.URL) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {item.SubTitle}
          </Link>
        )}
      </Box>
    </Box>
  );
}
