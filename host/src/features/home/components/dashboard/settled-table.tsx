import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatMoney } from '@portal/shared';
import type { SettledMonth } from '@portal/shared/contract/dashboard';
import { ScrollTableContainer } from '@portal/shared/ui';
import { hostMessages } from '../../../../messages';
import { monthLabel } from './month-label';

const t = hostMessages.dashboard;

/** The chart's numbers as a table: what a screen reader reads and a keyboard walks. */
export function SettledTable({ months }: { months: SettledMonth[] }) {
  return (
    <ScrollTableContainer label={t.chartTitle}>
      <Table size="small">
        <caption>{t.chartTitle}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t.month}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t.settled}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t.settledYearBefore}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((m) => (
            <TableRow key={m.period}>
              <TableCell component="th" scope="row">
                {monthLabel(m.period)}
              </TableCell>
              <TableCell align="right">{formatMoney(m.amount)}</TableCell>
              <TableCell align="right">{formatMoney(m.previousYear)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTableContainer>
  );
}
