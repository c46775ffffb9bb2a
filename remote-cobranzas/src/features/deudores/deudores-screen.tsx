import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useQueryClient } from '@portal/shared/query';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { businessToday, formatDate, routeEntry } from '@portal/shared';
import { ErrorAlert, PageLayout } from '@portal/shared/ui';
import { applyColumnView, ColumnManager, ExportButton, firstPage, initialGridQueryModel, LegendSection, reportMessages, SearchTabs, ServerGrid, useColumnView, useProducerTree, useSaveColumnView, type GridQueryModel, type TotalItem, useComboValues } from '@portal/shared/report';
import type { DebtorRow } from '@portal/shared/contract/cobranzas';
import { debtorPeriods } from '../../lib/periods';
import { useUserId } from '../../lib/use-query-identity';
import { cobranzasMessages as t } from '../../messages';
import { exportDebtorsFile } from './api/export-debtors';
import { useDebtorPage } from './api/search-debtors';
import { debtorColumns, debtorLabels } from './components/debtor-columns';
import { debtorFilterTabs } from './components/debtor-filter-tabs';
import { debtorFiltersSchema, debtorFiltersText, defaultDebtorFilters, toDebtorCriteria, type DebtorCriteria, type DebtorFilters } from './components/debtor-filters';

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
  const userId = useUserId();
  const client = useQueryClient();
  const tree = useProducerTree(userId);
  const producerTree = useMemo(() => tree.data ?? [], [tree.data]);
  const periods = useMemo(() => debtorPeriods(), []);
  const [producers, setProducers] = useState<string[]>([]);
  const [criteria, setCriteria] = useState<DebtorCriteria | null>(null);
  const [filtersText, setFiltersText] = useState('');
  const [grid, setGrid] = useState<GridQueryModel>(() => initialGridQueryModel());
  const [formError, setFormError] = useState<string | null>(null);
  const [managingColumns, setManagingColumns] = useState(false);

  const form = useForm<DebtorFilters>({ resolver: zodResolver(debtorFiltersSchema), defaultValues: defaultDebtorFilters(businessToday(), policyExpired) });
  const branches = useComboValues('Ramo_Debtors');
  const products = useComboValues('Producto_Debtors');

  const page = useDebtorPage(criteria, grid);
  const view = useColumnView('debtors');
  const saveView = useSaveColumnView('debtors');
  const columns = useMemo(() => applyColumnView(debtorColumns, view.data), [view.data]);
  const labels = useMemo(() => debtorLabels(page.data?.labels), [page.data?.labels]);

  const run = (filters: DebtorFilters, chosen: string[]) => {
    setFormError(null);
    const next = toDebtorCriteria(filters, chosen);
    const repeated = criteria !== null && JSON.stringify(next) === JSON.stringify(criteria);
    setCriteria(next);
    setFiltersText(debtorFiltersText(filters, producerTree, chosen));
    setGrid(firstPage);
    void client.invalidateQueries({ queryKey: ['debtors'], refetchType: repeated ? 'active' : 'none' });
  };
  const search = form.handleSubmit(
    (filters) => run(filters, producers),
    () => setFormError(t.fixErrors),
  );

  // The policyExpired route: once the producer tree is known, the first VT producer is checked and searched.
  const arrived = useRef(false);
  useEffect(() => {
    if (!policyExpired || arrived.current || producerTree.length === 0) return;
    const first = producerTree.find((node) => node.core === 'VT')?.items[0]?.id;
    if (!first) return;
    arrived.current = true;
    setProducers([first]);
    run(form.getValues(), [first]);
    // run is recreated each render; this is meant to happen once, when the tree arrives.
  }, [policyExpired, producerTree]);

  const clear = () => {
    form.reset(defaultDebtorFilters());
    setProducers([]);
    setCriteria(null);
    setFiltersText('');
    setFormError(null);
    setGrid(initialGridQueryModel(grid.pageSize));
  };

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
  const total = page.data?.total ?? 0;

  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <LegendSection section="deudores" type="subtitulo" sx={{ mb: 2 }} />
      <SearchTabs
        producerTree={producerTree}
        producersLoading={tree.isPending && userId !== null}
        checkedProducers={producers}
        onCheckedProducersChange={setProducers}
        producerTabLabel={t.producersTab}
        tabs={debtorFilterTabs(form.control, periods, branches.data, products.data)}
        onSearch={() => void search()}
        onClear={clear}
        appliedFilters={filtersText}
        searching={page.isFetching && !!criteria}
        actions={
          <>
            <ExportButton fileName="Deudores.xlsx" disabled={!criteria || total === 0} download={() => exportDebtorsFile(criteria!, grid, columns, filtersText)} />
            <Button variant="outlined" startIcon={<ViewColumnIcon />} onClick={() => setManagingColumns(true)}>
              {reportMessages.manageColumns}
            </Button>
          </>
        }
      />
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
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFormError(null)}>
          {formError}
        </Alert>
      )}
      <ErrorAlert error={saveView.error} onClose={() => saveView.reset()} sx={{ mb: 2 }} />
      <LegendSection section="deudores" type="aviso" sx={{ mb: 2 }} />
      {criteria && page.data && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t.cutDate(formatDate(page.data.cutDate))}
        </Typography>
      )}
      <Box>
        <ServerGrid<DebtorRow>
          label={t.debtorsGrid}
          columns={columns}
          rows={criteria ? (page.data?.data ?? []) : []}
          rowCount={criteria ? total : 0}
          query={grid}
          onQueryChange={setGrid}
          searched={!!criteria}
          loading={!!criteria && page.isFetching}
          error={criteria ? page.error : null}
          totals={criteria ? totalItems : []}
          labels={labels}
        />
      </Box>
      <ColumnManager
        open={managingColumns}
        columns={columns}
        onClose={() => setManagingColumns(false)}
        saving={saveView.isPending}
        onSave={(chosen) => saveView.mutate(chosen, { onSettled: () => setManagingColumns(false) })}
      />
    </PageLayout>
  );
}
