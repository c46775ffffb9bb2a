import { useMemo, useState } from 'react';
import { useLocation } from '@portal/shared/router';
import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { routeEntry } from '@portal/shared';
import { ErrorAlert, PageLayout } from '@portal/shared/ui';
import {
  coresOf,
  ExportButton,
  LegendSection,
  loadReportSchedule,
  saveReportSchedule,
  SchedulerDialog,
  SearchTabs,
  ServerGrid,
  useComboValues,
  useProducerTree,
  useReportColumns,
  useReportSearch,
  type TotalItem,
} from '@portal/shared/report';
import type { SettlementRow } from '@portal/shared/contract/cuenta-corriente';
import { useIdentity } from '../../lib/use-identity';
import { ccMessages as t } from '../../messages';
import { exportSettlementFile } from './api/export-settlement';
import { useSettlementPage } from './api/search-settlement';
import { settlementColumns } from './components/settlement-columns';
import { settlementFilterTabs } from './components/settlement-filter-tabs';
import { defaultSettlementFilters, settlementFiltersSchema, settlementFiltersText, settlementMonths, toSettlementCriteria, type SettlementFilters } from './components/settlement-filters';

/**
 * /liquidacion and /information, Liquidación según movimiento CtaCte (001 §2): search tabs (producers,
 * month of validity, branch and product, policy, insured), the movements grid with its sums, legend,
 * export, columns and 'Programar envío' for the report 'Settlement'.
 */
export default function LiquidacionPage() {
  const entry = routeEntry(useLocation().pathname === '/information' ? '/information' : '/liquidacion');
  const { sessionUserId: userId } = useIdentity();
  const tree = useProducerTree();
  const producerTree = useMemo(() => tree.data ?? [], [tree.data]);
  const months = useMemo(() => settlementMonths(), []);
  const [scheduling, setScheduling] = useState(false);

  const form = useForm<SettlementFilters>({ resolver: zodResolver(settlementFiltersSchema), defaultValues: defaultSettlementFilters() });
  const branches = useComboValues('Ramo_Settlement');
  const products = useComboValues('Producto_Settlement');
  const { producers, setProducers, criteria, filtersText, grid, setGrid, formError, dismissFormError, search, clear } = useReportSearch({
    form,
    queryKey: 'settlement',
    toCriteria: toSettlementCriteria,
    describe: (filters, chosen) => settlementFiltersText(filters, producerTree, chosen),
    cleared: defaultSettlementFilters,
    invalidMessage: t.fixErrors,
  });

  const page = useSettlementPage(criteria, grid);
  const { columns, button: manageColumns, manager, saveError, dismissSaveError } = useReportColumns('settlement', settlementColumns);

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
    <PageLayout title={t.settlementTitle} breadcrumbs={[{ label: entry.title }]}>
      <LegendSection section="liquidacion" type="subtitulo" sx={{ mb: 2 }} />
      <SearchTabs
        producerTree={producerTree}
        producersLoading={tree.isLoading}
        checkedProducers={producers}
        onCheckedProducersChange={setProducers}
        producerTabLabel={t.producersTab}
        tabs={settlementFilterTabs(form.control, months, branches.data, products.data)}
        onSearch={search}
        onClear={clear}
        onSchedule={() => setScheduling(true)}
        appliedFilters={filtersText}
        searching={page.isFetching && !!criteria}
        actions={
          <>
            <ExportButton fileName="Liquidacion.xlsx" disabled={!criteria || total === 0} download={() => exportSettlementFile(criteria!, grid, columns, filtersText)} />
            {manageColumns}
          </>
        }
      />
      <ErrorAlert error={formError} onClose={dismissFormError} sx={{ mb: 2 }} />
      <ErrorAlert error={saveError} onClose={dismissSaveError} sx={{ mb: 2 }} />
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
      {manager}
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
