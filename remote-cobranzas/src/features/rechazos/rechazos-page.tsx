import { useMemo, useState } from 'react';
import { Alert, Box, Button } from '@mui/material';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useQueryClient } from '@portal/shared/query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { routeEntry } from '@portal/shared';
import { ErrorAlert, PageLayout } from '@portal/shared/ui';
import { applyColumnView, ColumnManager, coresOf, ExportButton, firstPage, initialGridQueryModel, LegendSection, loadReportSchedule, reportMessages, saveReportSchedule, SchedulerDialog, SearchTabs, ServerGrid, useColumnView, useProducerTree, useSaveColumnView, type GridQueryModel, type TotalItem, useComboValues } from '@portal/shared/report';
import type { RejectionRow } from '@portal/shared/contract/cobranzas';
import { useUserId } from '../../lib/use-query-identity';
import { cobranzasMessages as t } from '../../messages';
import { exportRejectionsFile } from './api/export-rejections';
import { useRejectionPage } from './api/search-rejections';
import { rejectionColumns } from './components/rejection-columns';
import { rejectionFilterTabs } from './components/rejection-filter-tabs';
import {
  defaultRejectionFilters,
  rejectionFiltersSchema,
  rejectionFiltersText,
  toRejectionCriteria,
  type RejectionCriteria,
  type RejectionFilters,
} from './components/rejection-filters';

const entry = routeEntry('/rechazos');

/** /rechazos, Rechazos por motivo (001 §2): search tabs, the rejected debits grid with its sums, export, columns and schedule. */
export default function RechazosPage() {
  const userId = useUserId();
  const client = useQueryClient();
  const tree = useProducerTree(userId);
  const producerTree = useMemo(() => tree.data ?? [], [tree.data]);
  const [producers, setProducers] = useState<string[]>([]);
  const [criteria, setCriteria] = useState<RejectionCriteria | null>(null);
  const [filtersText, setFiltersText] = useState('');
  const [grid, setGrid] = useState<GridQueryModel>(() => initialGridQueryModel());
  const [formError, setFormError] = useState<string | null>(null);
  const [managingColumns, setManagingColumns] = useState(false);
  const [scheduling, setScheduling] = useState(false);

  const form = useForm<RejectionFilters>({ resolver: zodResolver(rejectionFiltersSchema), defaultValues: defaultRejectionFilters() });
  const branches = useComboValues('Ramo_Rejection');
  const products = useComboValues('Producto_Rejection');

  const page = useRejectionPage(criteria, grid);
  const view = useColumnView('rejection');
  const saveView = useSaveColumnView('rejection');
  const columns = useMemo(() => applyColumnView(rejectionColumns, view.data), [view.data]);

  const search = form.handleSubmit(
    (filters) => {
      setFormError(null);
      const next = toRejectionCriteria(filters, producers);
      const repeated = criteria !== null && JSON.stringify(next) === JSON.stringify(criteria);
      setCriteria(next);
      setFiltersText(rejectionFiltersText(filters, producerTree, producers));
      setGrid(firstPage);
      void client.invalidateQueries({ queryKey: ['rejection'], refetchType: repeated ? 'active' : 'none' });
    },
    () => setFormError(t.fixErrors),
  );

  const clear = () => {
    form.reset(defaultRejectionFilters());
    setProducers([]);
    setCriteria(null);
    setFiltersText('');
    setFormError(null);
    setGrid(initialGridQueryModel(grid.pageSize));
  };

  const sums = page.data?.sumarizeItems;
  const totalItems: TotalItem[] = sums
    ? [
        { label: t.amount, ars: sums.amount.total },
        { label: t.premium, ars: sums.premium.total },
        { label: t.policyBalance, ars: sums.policyBalance.total },
      ]
    : [];
  const total = page.data?.total ?? 0;

  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <LegendSection section="rechazos" type="subtitulo" sx={{ mb: 2 }} />
      <SearchTabs
        producerTree={producerTree}
        producersLoading={tree.isPending && userId !== null}
        checkedProducers={producers}
        onCheckedProducersChange={setProducers}
        producerTabLabel={t.producersTab}
        tabs={rejectionFilterTabs(form.control, branches.data, products.data)}
        onSearch={() => void search()}
        onClear={clear}
        onSchedule={() => setScheduling(true)}
        appliedFilters={filtersText}
        searching={page.isFetching && !!criteria}
        actions={
          <>
            <ExportButton fileName="Rechazos.xlsx" disabled={!criteria || total === 0} download={() => exportRejectionsFile(criteria!, grid, columns, filtersText)} />
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
