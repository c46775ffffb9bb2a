import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { Checkbox, FormControlLabel, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { businessToday, formatDate, routeEntry } from '@portal/shared';
import {
  ReportScreen,
  type TotalItem,
  useComboValues,
  useProducerTree,
  useReportColumns,
  useReportSearch,
} from '@portal/shared/report';
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
  type DebtorFilters,
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
  const tree = useProducerTree();
  const producerTree = useMemo(() => tree.data ?? [], [tree.data]);
  const periods = useMemo(() => debtorPeriods(), []);

  const form = useForm<DebtorFilters>({
    resolver: zodResolver(debtorFiltersSchema),
    defaultValues: defaultDebtorFilters(businessToday(), policyExpired),
  });
  const branches = useComboValues('Ramo_Debtors');
  const products = useComboValues('Producto_Debtors');
  const search = useReportSearch({
    form,
    queryKey: 'debtors',
    toCriteria: toDebtorCriteria,
    describe: (filters, chosen) => debtorFiltersText(filters, producerTree, chosen),
    cleared: () => defaultDebtorFilters(),
    invalidMessage: t.fixErrors,
    searchFromLink: true,
  });

  const { criteria, run } = search;
  const page = useDebtorPage(criteria, search.grid);
  const columns = useReportColumns('debtors', debtorColumns);
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

  const sums = page.data?.sumarizeItems;
  const totalItems: TotalItem[] = sums
    ? [
        { label: t.outstandingBalance, ars: sums.outstandingBalance.total },
        { label: t.toExpire, ars: sums.toExpire.total },
        { label: t.expired30, ars: sums.expired30Days.total },
        { label: t.expired60, ars: sums.expired60Days.total },
        { label: t.expired90, ars: sums.expired90Days.total },
        { label: t.expiredMore90, ars: sums.expiredMoreThan90Days.total },
      ]
    : [];
  return (
    <ReportScreen<DebtorRow, DebtorCriteria>
      title={entry.title}
      crumb={entry.title}
      legend="deudores"
      search={search}
      producerTree={producerTree}
      producersLoading={tree.isLoading}
      producerTabLabel={t.producersTab}
      tabs={debtorFilterTabs(form.control, periods, branches.data, products.data)}
      columns={columns}
      page={page}
      totals={totalItems}
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
