import { Box, Link, Typography } from '@mui/material';

export interface NewsSlideItem {
  /** A URL or a data URI ('' when none). */
  Image: string;
  SubTitle: string;
  Text: string;
  URL: string;
  BackgroundSize: 'cover' | 'contain';
}

const isExternal = (url: string) => /^https?:\/\//i.test(url);

/** One news notice as the home carousel shows it (000 §4); also the administration's preview (002 §4). */
export function NewsSlide({ item, label }: { item: NewsSlideItem; label: string }) {
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      data-testid="news-slide"
      sx={{
        borderRadius: 1,
        minHeight: 220,
        p: { xs: 3, md: 6 },
        color: 'primary.contrastText',
        backgroundColor: 'primary.main',
        backgroundImage: item.Image ? `url("${item.Image}")` : undefined,
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
          {item.SubTitle || item.URL}
        </Link>
      )}
    </Box>
  );
}
