import { useMemo, useState } from 'react';
import { useLocation } from '@portal/shared/router';
import { Alert, Box, Button } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useQueryClient } from '@portal/shared/query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { routeEntry } from '@portal/shared';
import { ErrorAlert, PageLayout } from '@portal/shared/ui';
import {
  applyColumnView,
  ColumnManager,
  coresOf,
  ExportButton,
  firstPage,
  initialGridQueryModel,
  LegendSection,
  loadReportSchedule,
  reportMessages,
  saveReportSchedule,
  SchedulerDialog,
  SearchTabs,
  ServerGrid,
  useColumnView,
  useComboValues,
  useProducerTree,
  useSaveColumnView,
  type GridQueryModel,
  type TotalItem,
} from '@portal/shared/report';
import type { SettlementRow } from '@portal/shared/contract/cuenta-corriente';
import { useIdentity } from '../../lib/use-identity';
import { ccMessages as t } from '../../messages';
import { exportSettlementFile } from './api/export-settlement';
import { useSettlementPage } from './api/search-settlement';
import { settlementColumns } from './components/settlement-columns';
import { settlementFilterTabs } from './components/settlement-filter-tabs';
import {
  defaultSettlementFilters,
  settlementFiltersSchema,
  settlementFiltersText,
  settlementMonths,
  toSettlementCriteria,
  type SettlementCriteria,
  type SettlementFilters,
} from './components/settlement-filters';

/**
 * /liquidacion and /information, Liquidación según movimiento CtaCte (001 §2): search tabs (producers,
 * month of validity, branch and product, policy, insured), the movements grid with its sums, legend,
 * export, columns and 'Programar envío' for the report 'Settlement'.
 */
export default function LiquidacionPage() {
  const entry = routeEntry(useLocation().pathname === '/information' ? '/information' : '/liquidacion');
  const { sessionUserId: userId } = useIdentity();
  const client = useQueryClient();
  const tree = useProducerTree(userId);
  const producerTree = useMemo(() => tree.data ?? [], [tree.data]);
  const months = useMemo(() => settlementMonths(), []);
  const [producers, setProducers] = useState<string[]>([]);
  const [criteria, setCriteria] = useState<SettlementCriteria | null>(null);
  const [filtersText, setFiltersText] = useState('');
  const [grid, setGrid] = useState<GridQueryModel>(() => initialGridQueryModel());
  const [formError, setFormError] = useState<string | null>(null);
  const [managingColumns, setManagingColumns] = useState(false);
  const [scheduling, setScheduling] = useState(false);

  const form = useForm<SettlementFilters>({ resolver: zodResolver(settlementFiltersSchema), defaultValues: defaultSettlementFilters() });
  const branches = useComboValues('Ramo_Settlement');
  const products = useComboValues('Producto_Settlement');

  const page = useSettlementPage(criteria, grid);
  const view = useColumnView('settlement');
  const saveView = useSaveColumnView('settlement');
  const columns = useMemo(() => applyColumnView(settlementColumns, view.data), [view.data]);

  const search = form.handleSubmit(
    (filters) => {
      setFormError(null);
      const next = toSettlementCriteria(filters, producers);
      const repeated = criteria !== null && JSON.stringify(next) === JSON.stringify(criteria);
      setCriteria(next);
      setFiltersText(settlementFiltersText(filters, producerTree, producers));
      setGrid(firstPage);
      void client.invalidateQueries({ queryKey: ['settlement'], refetchType: repeated ? 'active' : 'none' });
    },
    () => setFormError(t.fixErrors),
  );

  const clear = () => {
    form.reset(defaultSettlementFilters());
    setProducers([]);
    setCriteria(null);
    setFiltersText('');
    setFormError(null);
    setGrid(initialGridQueryModel(grid.pageSize));
  };

  const sums = page.data?.sumarizeItems;
  const totalItems: TotalItem[] = sums
    ? [
        { label: t.baseCalculation, ars: sums.baseCalculation.total },
        { label: t.commission, ars: sums.commissionAmount.total },
        { label: t.premiumSupplement, ars: sums.premiumSupplement.total },
      ]
    : [];
  const total = page.data?.total ?? 0;

  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <LegendSection section="liquidacion" type="subtitulo" sx={{ mb: 2 }} />
      <SearchTabs
        producerTree={producerTree}
        producersLoading={tree.isPending && userId !== null}
        checkedProducers={producers}
        onCheckedProducersChange={setProducers}
        producerTabLabel={t.producersTab}
        tabs={settlementFilterTabs(form.control, months, branches.data, products.data)}
        onSearch={() => void search()}
        onClear={clear}
        onSchedule={() => setScheduling(true)}
        appliedFilters={filtersText}
        searching={page.isFetching && !!criteria}
        actions={
          <>
            <ExportButton fileName="Liquidacion.xlsx" disabled={!criteria || total === 0} download={() => exportSettlementFile(criteria!, grid, columns, filtersText)} />
            <Button variant="outlined" startIcon={<ViewColumnIcon />} onClick={() => setManagingColumns(true)}>
              {reportMessages.manageColumns}
            </Button>
          </>
        }
      />
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFormError(null)}>
          {formError}
        </Alert>
      )}
      <ErrorAlert error={saveView.error} onClose={() => saveView.reset()} sx={{ mb: 2 }} />
      <LegendSection section="liquidacion" type="aviso" sx={{ mb: 2 }} />
      <Box>
        <ServerGrid<SettlementRow>
          label={t.settlementGridLabel}
          columns={columns}
          rows={criteria ? (page.data?.data ?? []) : []}
          rowCount={criteria ? total : 0}
          query={grid}
          onQueryChange={setGrid}
          searched={!!criteria}
          loading={!!criteria && page.isFetching}
          error={criteria ? page.error : null}
          totals={criteria ? totalItems : []}
        />
      </Box>
      <ColumnManager
        open={managingColumns}
        columns={columns}
        onClose={() => setManagingColumns(false)}
        saving={saveView.isPending}
        onSave={(chosen) => saveView.mutate(chosen, { onSettled: () => setManagingColumns(false) })}
      />
      {userId !== null && (
        <SchedulerDialog
          open={scheduling}
          onClose={() => setScheduling(false)}
          load={() => loadReportSchedule(userId, 'settlement')}
          save={saveReportSchedule}
          urlApi="settlement"
          userId={userId}
          producerIds={producers}
          cores={coresOf(producerTree, producers)}
          branchOptions={branches.data}
          productOptions={products.data}
        />
      )}
    </PageLayout>
  );
}
