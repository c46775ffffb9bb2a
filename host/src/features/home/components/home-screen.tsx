import { lazy, Suspense } from 'react';
import { Box, Grid, Typography } from '@mui/material';
import { effectiveCuit, useSessionStore } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { RemoteComponent } from '../../../components/remote-component';
import { hostMessages } from '../../../messages';
import { useCurrentNews, useShowDefaultHomeImg } from '../api/get-news';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint';
import { AccountManagerCard } from './account-manager-card';
import { MyDataCard } from './my-data-card';
import { NewsCarousel } from './news-carousel';
import { QuickAccessCard } from './quick-access-card';

const t = hostMessages.home;
/** The dashboard and its chart library stay out of /home's first paint (issue 39 §1, e2e/budgets.spec.ts). */
const ProducerDashboard = lazy(() => import(/* webpackChunkName: "home-dashboard" */ './dashboard/producer-dashboard'));

/**
 * /home (000 §1): the news carousel, or the default welcome image when ShowDefaultHomeImg is true or
 * there is no current news; for a producer (own, represented or simulated) the dashboard of key figures;
 * my data, quick access, my account manager.
 */
export default function HomeScreen() {
  const cuit = useSessionStore((s) => effectiveCuit(s.session, s.simulation));
  const showDefault = useShowDefaultHomeImg();
  const news = useCurrentNews();
  const items = news.data ?? [];
  const carousel = showDefault.data === false && items.length > 0;
  const painted = useAfterFirstPaint();
  return (
    <PageLayout title={t.title}>
      {carousel ? (
        <NewsCarousel items={items} />
      ) : (
        <Box
          role="img"
          aria-label={t.welcome}
          sx={{
            borderRadius: 1,
            p: { xs: 3, md: 6 },
            mb: 3,
            color: 'primary.contrastText',
            background: 'linear-gradient(120deg, #00558c 0%, #0a7bc2 60%, #e35205 140%)',
          }}
        >
          <Typography variant="h4" component="p">
            {t.welcome}
          </Typography>
          <Typography variant="body1">{t.welcomeText}</Typography>
        </Box>
      )}
      {cuit && painted && (
        <Suspense fallback={null}>
          <ProducerDashboard cuit={cuit} />
        </Suspense>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <MyDataCard />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <QuickAccessCard />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <AccountManagerCard cuit={cuit} />
        </Grid>
        {cuit && (
          // Contained like the bell: with remote-comunicacion down the page simply has no panel.
          <Grid size={12}>
            <RemoteComponent owner="remote-comunicacion" exposed="CommunicationsPanel" />
          </Grid>
        )}
      </Grid>
    </PageLayout>
  );
}
