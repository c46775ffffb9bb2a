import { useId } from 'react';
import { Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatMoney } from '@portal/shared';
import type { SettledMonth } from '@portal/shared/contract/dashboard';
import { hostMessages } from '../../../../messages';
import { monthLabel } from './month-label';

const t = hostMessages.dashboard;
const compact = new Intl.NumberFormat('es-AR', { notation: 'compact', maximumFractionDigits: 1 });
const money = (value: number | null) => formatMoney(value ?? 0);

/**
 * The settled commissions of the last 12 months beside the same months a year before. Loaded on its own after
 * the dashboard's cards (React.lazy): the chart library is most of the dashboard's weight. Its numbers are the
 * table view's, which is what assistive technology reads (the drawing is named and described, not walked).
 */
export default function SettledChart({ months }: { months: SettledMonth[] }) {
  const description = useId();
  return (
    <>
      <div role="img" aria-label={t.chartTitle} aria-describedby={description}>
        <BarChart
          height={300}
          xAxis={[{ scaleType: 'band', data: months.map((m) => monthLabel(m.period)) }]}
          yAxis={[{ valueFormatter: (v: number) => `$ ${compact.format(v)}`, width: 64 }]}
          series={[
            { data: months.map((m) => m.previousYear), label: t.yearBefore, valueFormatter: money, color: '#9fb7cc' },
            { data: months.map((m) => m.amount), label: t.lastTwelve, valueFormatter: money, color: '#00558c' },
          ]}
        />
      </div>
      <Typography id={description} variant="caption" color="text.secondary" component="p">
        {t.chartDescription}
      </Typography>
    </>
  );
}
