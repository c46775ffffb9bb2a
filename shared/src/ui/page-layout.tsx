import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Link, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';

export interface Crumb {
  label: string;
  to?: string;
}

interface Props {
  title: string;
  breadcrumbs?: Crumb[];
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * Every screen's frame: the subheader (title, breadcrumbs, description) and the content below.
 * Each screen renders its own, so the subheader resets on every route change (000 §4).
 */
export function PageLayout({ title, breadcrumbs = [], description, actions, children }: Props) {
  const trail: Crumb[] = [{ label: 'Inicio', to: '/home' }, ...breadcrumbs];
  return (
    <Box component="section" aria-labelledby="page-title">
      <Paper square elevation={0} sx={{ px: 3, py: 2, mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Breadcrumbs aria-label="Ruta de navegación" sx={{ mb: 0.5 }}>
          {trail.map((c, i) =>
            c.to && i < trail.length - 1 ? (
              <Link key={c.label} component={RouterLink} to={c.to} underline="hover" color="inherit">
                {c.label}
              </Link>
            ) : (
              <Typography key={c.label} color="text.primary">
                {c.label}
              </Typography>
            ),
          )}
        </Breadcrumbs>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography id="page-title" variant="h5" component="h1" color="primary" sx={{ flex: 1 }}>
            {title}
          </Typography>
          {actions}
        </Box>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Paper>
      <Box sx={{ px: 3, pb: 3 }}>{children}</Box>
    </Box>
  );
}
