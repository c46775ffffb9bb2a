import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { businessToday, formatDate, routeEntry } from '@portal/shared';
import { ReportScreen, sumTotals, useReportScreen } from '@portal/shared/report';
import type { DebtorRow } from '@portal/shared/contract/cobranzas';
import { debtorPeriods } from '../../lib/periods';
import { cobranzasMessages as t } from '../../messages';
import { exportDebtorsFile } from './api/export-debtors';
import { useDebtorPage } from './api/search-debtors';
import { debtorColumns, debtorLabels } from './components/debtor-columns';
import { debtorFilterTabs } from './components/debtor-filter-tabs';
import {
  debtorFiltersSchema,
  debtorFiltersText,
  defaultDebtorFilters,
  toDebtorCriteria,
  type DebtorCriteria,
} from './components/debtor-filters';

interface Props {
  /**
   * /deudores-policyExpired (001 §2): the first producer of the VT core preselected and the search run on
   * arrival — with 'Ver sólo pólizas próximas a anularse' checked, the policies the alert told about.
   */
  policyExpired?: boolean;
}

/** Deudores por premio (001 §2): search tabs, the debtors grid with its aging buckets and sums, export and columns. */
export function DeudoresScreen({ policyExpired = false }: Props) {
  const entry = routeEntry(policyExpired ? '/deudores-policyExpired' : '/deudores');
  const periods = useMemo(() => debtorPeriods(), []);
  const { form, search, branches, products, screen } = useReportScreen({
    report: 'debtors',
    columns: debtorColumns,
    schema: debtorFiltersSchema,
    defaultValues: defaultDebtorFilters(businessToday(), policyExpired),
    toCriteria: toDebtorCriteria,
    describe: debtorFiltersText,
    cleared: () => defaultDebtorFilters(),
    invalidMessage: t.fixErrors,
    searchFromLink: true,
    combos: 'Debtors',
    producerTabLabel: t.producersTab,
  });
  const { producerTree } = screen;

  const { criteria, run } = search;
  const page = useDebtorPage(criteria, search.grid);
  const labels = useMemo(() => debtorLabels(page.data?.labels), [page.data?.labels]);

  // The policyExpired route: once the producer tree is known, the first VT producer is checked and searched —
  // unless a link (the /home dashboard's card) brought filters of its own, searched over every producer.
  const arrived = useRef(search.linked);
  // Once, when the tree arrives: the search's functions are read as they are then, not watched.
  const searchFirstVtProducer = useEffectEvent((tree: typeof producerTree) => {
    if (!policyExpired || arrived.current || tree.length === 0) return;
    const first = tree.find((node) => node.core === 'VT')?.items[0]?.id;
    if (!first) return;
    arrived.current = true;
    search.setProducers([first]);
    run(form.getValues(), [first]);
  });
  useEffect(() => searchFirstVtProducer(producerTree), [policyExpired, producerTree]);

  return (
    <ReportScreen<DebtorRow, DebtorCriteria>
      {...screen}
      title={entry.title}
      crumb={entry.title}
      legend="deudores"
      tabs={debtorFilterTabs(form.control, periods, branches, products)}
      page={page}
      totals={sumTotals(page.data?.sumarizeItems, [
        [t.outstandingBalance, 'outstandingBalance'],
        [t.toExpire, 'toExpire'],
        [t.expired30, 'expired30Days'],
        [t.expired60, 'expired60Days'],
        [t.expired90, 'expired90Days'],
        [t.expiredMore90, 'expiredMoreThan90Days'],
      ])}
      exportFile={{ fileName: 'Deudores.xlsx', download: exportDebtorsFile }}
      gridLabel={t.debtorsGrid}
      grid={{ labels }}
      belowSearch={
        <Controller
          control={form.control}
          name="proximasAnularse"
          render={({ field }) => (
            <FormControlLabel
              sx={{ mb: 1 }}
              label={t.onlyAboutToBeCancelled}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(_, checked) => {
                    field.onChange(checked);
                    // With results on screen, the checkbox narrows or widens them at once.
                    if (criteria) run({ ...form.getValues(), proximasAnularse: checked }, criteria.producerId);
                  }}
                />
              }
            />
          )}
        />
      }
      aboveGrid={
        criteria &&
        page.data && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t.cutDate(formatDate(page.data.cutDate))}
          </Typography>
        )
      }
    />
  );
}
