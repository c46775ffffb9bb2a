import { useMemo, useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@portal/shared/zod';
import { formatMoney, formatPeriod, monthsBefore, routeEntry } from '@portal/shared';
import { statementPeriod } from '@portal/shared/contract/statement';
import type * as st from '@portal/shared/contract/statement';
import { ExportButton } from '@portal/shared/report';
import { lazyDialog, PageLayout, PeriodField, QueryView } from '@portal/shared/ui';
import { ccMessages as t } from '../../messages';
import { useIdentity } from '../../lib/use-identity';
import { useStatement } from './api/get-statement';
import { downloadStatementPdf, exportStatement, statementFileName } from './api/download-statement';
import { StatementTable } from './components/statement-table';

const entry = routeEntry('/estado-de-cuenta');
type Line = z.infer<typeof st.StatementLine>;
type Totals = z.infer<typeof st.Statement>['totales'];

/** The months offered: the 24 before the current one, newest first; the default is the first, the previous month. */
const PERIODS = () => monthsBefore(24);

const schema = z.object({ periodo: statementPeriod });

const loadSourceDialog = () => import('./components/source-dialog').then((m) => m.default);
const SourceDialog = lazyDialog(loadSourceDialog);

function Figure({ label, value, strong = false }: { label: string; value: number; strong?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant={strong ? 'h6' : 'body1'} component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400 }}>
        {formatMoney(value)}
      </Typography>
    </Box>
  );
}

function Summary({ opening, totals, closing }: { opening: number; totals: Totals; closing: number }) {
  const k = t.statementTotals;
  return (
    <Stack component="dl" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 3, m: 0, mb: 2 }}>
      <Figure label={t.statementOpening} value={opening} strong />
      <Figure label={k.comisiones} value={totals.comisiones} />
      <Figure label={k.impuestos} value={totals.impuestos} />
      <Figure label={k.ajustes} value={totals.ajustes} />
      <Figure label={k.retenciones} value={totals.retenciones} />
      <Figure label={k.pagos} value={totals.pagos} />
      <Figure label={t.statementClosing} value={closing} strong />
    </Stack>
  );
}

/** /estado-de-cuenta (issue 39 §2): a month of the current account, its running balance, its PDF and export. */
export default function EstadoDeCuentaPage() {
  const { cuit } = useIdentity();
  const periods = useMemo(PERIODS, []);
  const [periodo, setPeriodo] = useState(periods[0]);
  const [opened, setOpened] = useState<Line | null>(null);
  const { control, handleSubmit } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { periodo: String(periods[0]) },
  });
  const statement = useStatement(cuit, periodo);
  const label = t.statementGridLabel(formatPeriod(periodo));

  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={handleSubmit((v) => setPeriodo(v.periodo))}
        aria-label={entry.title}
        sx={{ p: 2, mb: 2 }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          useFlexGap
          sx={{ gap: 1, alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}
        >
          <PeriodField
            control={control}
            name="periodo"
            label={t.statementPeriod}
            periods={periods}
            sx={{ minWidth: 220 }}
          />
          <Button type="submit" variant="contained">
            {t.statementShow}
          </Button>
          <ExportButton
            label={t.statementPdf}
            fileName={statementFileName(periodo, 'pdf')}
            disabled={!cuit || !statement.data}
            download={() => downloadStatementPdf(cuit!, periodo)}
          />
          <ExportButton
            fileName={statementFileName(periodo, 'xlsx')}
            disabled={!cuit || !statement.data}
            download={() => exportStatement(cuit!, periodo)}
          />
        </Stack>
      </Paper>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {label}
      </Typography>
      <QueryView query={statement}>
        {(s) => (
          <>
            <Summary opening={s.saldoInicial} totals={s.totales} closing={s.saldoFinal} />
            <StatementTable label={label} statement={s} onPrepare={() => void loadSourceDialog()} onOpen={setOpened} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t.statementNote}
            </Typography>
          </>
        )}
      </QueryView>
      <SourceDialog open={opened !== null} line={opened} cuit={cuit ?? ''} onClose={() => setOpened(null)} />
    </PageLayout>
  );
}
