import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Grid, LinearProgress, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { formatDate, formatMoney, formatPeriod, messages } from '@portal/shared';
import type { DashboardFigures } from '@portal/shared/contract/dashboard';
import { QueryView } from '@portal/shared/ui';
import { hostMessages } from '../../../../messages';
import { useDashboard } from '../../api/get-dashboard';
import { updatedText } from './freshness';
import { gridLinks } from './grid-links';
import { Detail, Figure, KeyFigureCard } from './key-figure-card';
import { SettledTable } from './settled-table';

const t = hostMessages.dashboard;
const SettledChart = lazy(() => import(/* webpackChunkName: "home-settled-chart" */ './settled-chart'));
const count = new Intl.NumberFormat('es-AR');

/** Now, again every minute: 'Actualizado hace 5 min' moves on while the page stays open. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function KeyFigures({ figures }: { figures: DashboardFigures }) {
  const updated = updatedText(figures.refreshedAt, useMinuteClock());
  const { policies, pendingCommissions, lastSettlement, debt, rejections, aboutToBeCancelled } = figures;
  const cards = [
    policies && (
      <KeyFigureCard key="policies" title={t.policies} to={gridLinks.policies()} updated={updated}>
        <Figure>{t.policiesCount(count.format(policies.count))}</Figure>
        <Detail>
          {t.monthlyPremium}: {formatMoney(policies.premium)}
        </Detail>
        {policies.premiumUsd > 0 && (
          <Detail>
            {t.monthlyPremiumUsd}: {formatMoney(policies.premiumUsd)}
          </Detail>
        )}
      </KeyFigureCard>
    ),
    pendingCommissions && (
      <KeyFigureCard key="pending" title={t.pending} to={gridLinks.pendingCommissions()} updated={updated}>
        <Figure>{formatMoney(pendingCommissions.total)}</Figure>
        <Detail>{t.pendingCount(count.format(pendingCommissions.count))}</Detail>
      </KeyFigureCard>
    ),
    lastSettlement && (
      <KeyFigureCard key="settlement" title={t.lastSettlement} to={gridLinks.lastSettlement()}>
        {lastSettlement.latest ? (
          <>
            <Figure>{formatMoney(lastSettlement.latest.amount)}</Figure>
            <Detail>{t.settlementOf(lastSettlement.latest.numero, formatDate(lastSettlement.latest.fecha))}</Detail>
          </>
        ) : (
          <Detail>{t.noSettlement}</Detail>
        )}
      </KeyFigureCard>
    ),
    debt && (
      <KeyFigureCard key="debt" title={t.debt} to={gridLinks.debt(debt)} updated={updated}>
        <Figure>{formatMoney(debt.total)}</Figure>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}>
          {(['upTo30', 'upTo60', 'upTo90', 'over90'] as const).map((bucket) => (
            <Box key={bucket} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t.debtBuckets[bucket]}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                {formatMoney(debt[bucket])}
              </Typography>
            </Box>
          ))}
        </Box>
        <Detail>{t.debtPeriod(formatPeriod(debt.period))}</Detail>
      </KeyFigureCard>
    ),
    rejections && (
      <KeyFigureCard key="rejections" title={t.rejections} to={gridLinks.rejections(rejections)} updated={updated}>
        <Figure>{t.rejectionsCount(count.format(rejections.count))}</Figure>
        <Detail>{formatMoney(rejections.amount)}</Detail>
      </KeyFigureCard>
    ),
    aboutToBeCancelled && (
      <KeyFigureCard
        key="expiring"
        title={t.aboutToBeCancelled}
        to={gridLinks.aboutToBeCancelled(aboutToBeCancelled)}
        updated={updated}
      >
        <Figure>{count.format(aboutToBeCancelled.count)}</Figure>
        <Detail>{t.aboutToBeCancelledNote}</Detail>
      </KeyFigureCard>
    ),
  ].filter(Boolean);
  return (
    <Grid container spacing={2} component="div">
      {cards.map((card, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg: 4 }}>
          {card}
        </Grid>
      ))}
    </Grid>
  );
}

function SettledByMonth({ months }: { months: NonNullable<DashboardFigures['settledByMonth']> }) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Paper component="section" variant="outlined" aria-labelledby="settled-title" sx={{ p: 2, mt: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography id="settled-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t.chartTitle}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, next: 'chart' | 'table' | null) => next && setView(next)}
          aria-label={t.viewAs}
        >
          <ToggleButton value="chart">{t.viewChart}</ToggleButton>
          <ToggleButton value="table">{t.viewTable}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {view === 'chart' ? (
        <Suspense fallback={<LinearProgress aria-label={messages.loading} />}>
          <SettledChart months={months} />
        </Suspense>
      ) : (
        <SettledTable months={months} />
      )}
    </Paper>
  );
}

/**
 * The producer's dashboard above /home's cards (issue 39 §1): the key figures, each a link to its grid with the
 * figure's filters, and the settled commissions by month. Loaded after /home's first paint (React.lazy).
 */
export default function ProducerDashboard({ cuit }: { cuit: string }) {
  const dashboard = useDashboard(cuit);
  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ mb: 3 }}>
      <Typography id="dashboard-title" variant="h6" component="h2" gutterBottom>
        {t.title}
      </Typography>
      <QueryView query={dashboard}>
        {(figures) => (
          <>
            <KeyFigures figures={figures} />
            {figures.settledByMonth && <SettledByMonth months={figures.settledByMonth} />}
          </>
        )}
      </QueryView>
    </Box>
  );
}
