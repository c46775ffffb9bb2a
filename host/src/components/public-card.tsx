import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

interface Props {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}

/** The card every public screen sits in: its title, a short text and the content. */
export function PublicCard({ title, intro, children, maxWidth = 460 }: Props) {
  return (
    <Paper component="section" aria-labelledby="public-title" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth }}>
      <Typography id="public-title" variant="h5" component="h1" color="primary" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Paper>
  );
}
