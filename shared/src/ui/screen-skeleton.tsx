import { Typography } from '@mui/material';
import { routeEntry } from '@portal/shared';
import { PageLayout } from './page-layout';

/** The frame of a screen whose content is still being built: its real title and breadcrumbs. */
export function ScreenSkeleton({ path }: { path: string }) {
  const entry = routeEntry(path);
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <Typography color="text.secondary" data-screen={entry.path}>
        Esta sección estará disponible próximamente.
      </Typography>
    </PageLayout>
  );
}
