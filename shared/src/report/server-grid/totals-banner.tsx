import { Paper, Stack, Typography } from '@mui/material';
import { formatMoney } from '@portal/shared';
import { reportMessages } from '../messages';

/** One summed column: its pesos total and, for reports that carry them, the dollar total. */
export interface TotalItem {
  label: string;
  ars: number;
  usd?: number | null;
}

interface Props {
  items: TotalItem[];
  /** Number of rows found, shown beside the sums when given. */
  count?: number;
}

/** Totals of a search (001 §9): always in ARS, in USD only when the dollar total is above zero. */
export function TotalsBanner({ items, count }: Props) {
  if (!items.length && count === undefined) return null;
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 1 }} role="region" aria-label="Totales">
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
        {count !== undefined && <Typography variant="body2">{reportMessages.records(count)}</Typography>}
        {items.map((item) => (
          <Stack key={item.label} direction="row" sx={{ columnGap: 2 }}>
            <Typography variant="body2">
              {reportMessages.totalArs} {item.label}: <strong>{formatMoney(item.ars)}</strong>
            </Typography>
            {item.usd !== undefined && item.usd !== null && item.usd > 0 && (
              <Typography variant="body2">
                {reportMessages.totalUsd} {item.label}: <strong>{formatMoney(item.usd)}</strong>
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
