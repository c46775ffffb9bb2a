import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { routeEntry } from '@portal/shared';
import { ErrorAlert, PageLayout } from '@portal/shared/ui';
import { coresOf, ExportButton, LegendSection, loadReportSchedule, saveReportSchedule, SchedulerDialog, SearchTabs, ServerGrid, type TotalItem, useComboValues, useProducerTree, useReportColumns, useReportSearch } from '@portal/shared/report';
import type { RejectionRow } from '@portal/shared/contract/cobranzas';
import { useUserId } from '../../lib/use-query-identity';
import { cobranzasMessages as t } from '../../messages';
import { exportRejectionsFile } from './api/export-rejections';
import { useRejectionPage } from './api/search-rejections';
import { rejectionColumns } from './components/rejection-columns';
import { rejectionFilterTabs } from './components/rejection-filter-tabs';
import { defaultRejectionFilters, rejectionFiltersSchema, rejectionFiltersText, toRejectionCriteria, type RejectionFilters } from './components/rejection-filters';

const entry = routeEntry('/rechazos');

/** /rechazos, Rechazos por motivo (001 §2): search tabs, the rejected debits grid with its sums, export, columns and schedule. */
export default function RechazosPage() {
  const userId = useUserId();
  const tree = useProducerTree();
  const producerTree = useMemo(() => tree.data ?? [], [tree.data]);
  const [scheduling, setScheduling] = useState(false);

  const form = useForm<RejectionFilters>({ resolver: zodResolver(rejectionFiltersSchema), defaultValues: defaultRejectionFilters() });
  const branches = useComboValues('Ramo_Rejection');
  const products = useComboValues('Producto_Rejection');
  const { producers, setProducers, criteria, filtersText, grid, setGrid, formError, dismissFormError, search, clear } = useReportSearch({
    form,
    queryKey: 'rejection',
    toCriteria: toRejectionCriteria,
    describe: (filters, chosen) => rejectionFiltersText(filters, producerTree, chosen),
    cleared: defaultRejectionFilters,
    invalidMessage: t.fixErrors,
  });

  const page = useRejectionPage(criteria, grid);
  const { columns, button: manageColumns, manager, saveError, dismissSaveError } = useReportColumns('rejection', rejectionColumns);

  const sums = page.data?.sumarizeItems;
  const totalItems: TotalItem[] = sums
    ? [
        { label: t.amount, ars: sums.amount.total },
        { label: t.premium, ars: sums.premium.total },
        { label: t.lastContributionAmount, ars: sums.lastContributionAmount.total },
        { label: t.policyBalance, ars: sums.policyBalance.total },
      ]
    : [];
  const total = page.data?.total ?? 0;

  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <LegendSection section="rechazos" type="subtitulo" sx={{ mb: 2 }} />
      <SearchTabs
        producerTree={producerTree}
        producersLoading={tree.isLoading}
        checkedProducers={producers}
        onCheckedProducersChange={setProducers}
        producerTabLabel={t.producersTab}
        tabs={rejectionFilterTabs(form.control, branches.data, products.data)}
        onSearch={search}
        onClear={clear}
        onSchedule={() => setScheduling(true)}
        appliedFilters={filtersText}
        searching={page.isFetching && !!criteria}
        actions={
          <>
            <ExportButton fileName="Rechazos.xlsx" disabled={!criteria || total === 0} download={() => exportRejectionsFile(criteria!, grid, columns, filtersText)} />
            {manageColumns}
          </>
        }
      />
      <ErrorAlert error={formError} onClose={dismissFormError} sx={{ mb: 2 }} />
      <ErrorAlert error={saveError} onClose={dismissSaveError} sx={{ mb: 2 }} />
      <LegendSection section="rechazos" type="aviso" sx={{ mb: 2 }} />
      <Box>
        <ServerGrid<RejectionRow>
          label={t.rejectionsGrid}
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
          load={() => loadReportSchedule(userId, 'rejection')}
          save={saveReportSchedule}
          urlApi="rejection"
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
