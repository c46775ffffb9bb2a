import { IconButton, Paper, Table, TableBody, TableCell, TableHead, TableRow, Tooltip } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { formatDate, formatMoney } from '@portal/shared';
import { ScrollTableContainer } from '@portal/shared/ui';
import type { z } from '@portal/shared/zod';
import type * as st from '@portal/shared/contract/statement';
import { ccMessages as t } from '../../../messages';

type Statement = z.infer<typeof st.Statement>;
type Line = z.infer<typeof st.StatementLine>;

interface Props {
  label: string;
  statement: Statement;
  /** Loads the source dialog ahead when its button is pointed at or focused. */
  onPrepare: () => void;
  onOpen: (line: Line) => void;
}

const c = t.statementColumns;
const money = { align: 'right', sx: { whiteSpace: 'nowrap' } } as const;
const credit = (n: number) => (n > 0 ? formatMoney(n) : '');
const debit = (n: number) => (n < 0 ? formatMoney(-n) : '');

/** 'Saldo inicial', the month's lines with the balance after each, 'Saldo final': every line opens its source. */
export function StatementTable({ label, statement: s, onPrepare, onOpen }: Props) {
  const balanceRow = (text: string, day: string, amount: number, totals?: { creditos: number; debitos: number }) => (
    <TableRow sx={{ '& td': { fontWeight: 700 } }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(day)}</TableCell>
      <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
        {text}
      </TableCell>
      <TableCell />
      <TableCell {...money}>{totals ? formatMoney(totals.creditos) : ''}</TableCell>
      <TableCell {...money}>{totals ? formatMoney(totals.debitos) : ''}</TableCell>
      <TableCell {...money}>{formatMoney(amount)}</TableCell>
      <TableCell />
    </TableRow>
  );
  return (
    <Paper variant="outlined">
      <ScrollTableContainer label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{c.fecha}</TableCell>
              <TableCell>{c.concepto}</TableCell>
              <TableCell>{c.comprobante}</TableCell>
              <TableCell align="right">{c.creditos}</TableCell>
              <TableCell align="right">{c.debitos}</TableCell>
              <TableCell align="right">{c.saldo}</TableCell>
              <TableCell>{c.origen}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {balanceRow(t.statementOpening, s.desde, s.saldoInicial)}
            {s.lineas.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>{t.statementEmpty}</TableCell>
              </TableRow>
            )}
            {s.lineas.map((line) => (
              <TableRow key={line.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(line.fecha)}</TableCell>
                <TableCell sx={{ minWidth: 180 }}>{line.concepto}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.comprobante}</TableCell>
                <TableCell {...money}>{credit(line.importe)}</TableCell>
                <TableCell {...money}>{debit(line.importe)}</TableCell>
                <TableCell {...money}>{formatMoney(line.saldo)}</TableCell>
                <TableCell>
                  <Tooltip title={t.statementOpen(line.comprobante)}>
                    <IconButton
                      size="small"
                      aria-label={`${t.statementOpen(line.comprobante)}: ${line.concepto}`}
                      onClick={() => onOpen(line)}
                      onPointerEnter={onPrepare}
                      onFocus={onPrepare}
                    >
                      <OpenInNewIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
            {balanceRow(t.statementClosing, s.hasta, s.saldoFinal, s.totales)}
          </TableBody>
        </Table>
      </ScrollTableContainer>
    </Paper>
  );
}
