import { useId, type ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';

interface Props {
  title: string;
  /** The grid the figure comes from, with its filters. */
  to: string;
  /** 'Actualizado hace 5 min' on an aggregated figure. */
  updated?: string;
  children: ReactNode;
}

/** One key figure of the dashboard: the whole card is the link to its grid. */
export function KeyFigureCard({ title, to, updated, children }: Props) {
  const id = useId();
  return (
    <Card component="article" aria-labelledby={id} variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', display: 'flex', alignItems: 'stretch' }}>
        <CardContent sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {children}
          {updated && (
            <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', pt: 1 }}>
              {updated}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The card's main number. */
export function Figure({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

export function Detail({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary" component="p">
      {children}
    </Typography>
  );
}
