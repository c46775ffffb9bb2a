import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, IconButton, Stack, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import DescriptionIcon from '@mui/icons-material/Description';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import GroupsIcon from '@mui/icons-material/Groups';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { useQueryClient } from '@portal/shared/query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { routeEntry } from '@portal/shared';
import { ErrorAlert, PageLayout } from '@portal/shared/ui';
import { applyColumnView, ColumnManager, coresOf, ExportButton, firstPage, initialGridQueryModel, LegendSection, loadReportSchedule, reportMessages, saveReportSchedule, SchedulerDialog, SearchTabs, ServerGrid, useColumnView, useProducerTree, useSaveColumnView, type GridQueryModel, type TotalItem } from '@portal/shared/report';
import { carteraMessages as t } from '../../messages';
import { useQueryIdentity } from '../../lib/use-query-identity';
import { exportPortfolioFile } from './api/export-portfolio';
import { usePortfolioCombo } from './api/get-portfolio-combos';
import { usePortfolioTotals } from './api/get-portfolio-totals';
import { usePortfolioPage } from './api/search-portfolio';
import { useCertificateActions } from './components/certificate-actions';
import { ccgEnabled, certificateEnabled, individualCertificateEnabled, portfolioColumns, portfolioLabels } from './components/portfolio-columns';
import { portfolioFilterTabs } from './components/portfolio-filter-tabs';
import {
  emptyPortfolioFilters,
  portfolioFiltersSchema,
  portfolioFiltersText,
  toCriteria,
  type PortfolioCriteria,
  type PortfolioFilters,
} from './components/portfolio-filters';
import { PolicyDetail } from './components/policy-detail';
import { PolicyInfoModal } from './components/policy-info-modal';
import type { PortfolioRow } from './components/policy-keys';

const entry = routeEntry('/cartera');

/** /cartera, Búsqueda de cartera (001 §2): search tabs, the portfolio grid with its detail, export and columns. */
export default function CarteraPage() {
  const { userId, email, producerCuit } = useQueryIdentity();
  const client = useQueryClient();
  const tree = useProducerTree(userId);
  const producerTree = useMemo(() => tree.data ?? [], [tree.data]);
  const [producers, setProducers] = useState<string[]>([]);
  const [criteria, setCriteria] = useState<PortfolioCriteria | null>(null);
  const [filtersText, setFiltersText] = useState('');
  const [grid, setGrid] = useState<GridQueryModel>(() => initialGridQueryModel());
  const [formError, setFormError] = useState<string | null>(null);
  const [managingColumns, setManagingColumns] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const [infoRow, setInfoRow] = useState<PortfolioRow | null>(null);

  const form = useForm<PortfolioFilters>({ resolver: zodResolver(portfolioFiltersSchema), defaultValues: emptyPortfolioFilters });
  const branches = usePortfolioCombo('Ramo_Portfolio');
  const products = usePortfolioCombo('Producto_Portfolio');

  const page = usePortfolioPage(criteria, grid);
  const totals = usePortfolioTotals(criteria, grid);
  const view = useColumnView('portfolio');
  const saveView = useSaveColumnView('portfolio');
  const columns = useMemo(() => applyColumnView(portfolioColumns, view.data), [view.data]);
  const labels = useMemo(() => portfolioLabels(page.data?.labels), [page.data?.labels]);
  const certificates = useCertificateActions(email);

  const search = form.handleSubmit(
    (filters) => {
      setFormError(null);
      const next = toCriteria(filters, producers, producerCuit);
      const repeated = criteria !== null && JSON.stringify(next) === JSON.stringify(criteria);
      setCriteria(next);
      setFiltersText(portfolioFiltersText(filters, producerTree, producers));
      setGrid(firstPage);
      // Cached pages are stale after a search. The same criteria searched again are asked again; new
      // criteria fetch under their own key, so the previous search is not refetched only to be dropped.
      void client.invalidateQueries({ queryKey: ['portfolio'], refetchType: repeated ? 'active' : 'none' });
    },
    () => setFormError(t.fixErrors),
  );

  const clear = () => {
    form.reset(emptyPortfolioFilters);
    setProducers([]);
    setCriteria(null);
    setFiltersText('');
    setFormError(null);
    setGrid(initialGridQueryModel(grid.pageSize));
  };

  const totalItems: TotalItem[] = totals.data
    ? [
        { label: t.premium, ars: totals.data.sumarizeItems.Premium.total, usd: totals.data.sumarizeItems.PremiumUSD.total },
        { label: t.reward, ars: totals.data.sumarizeItems.Reward.total, usd: totals.data.sumarizeItems.RewardUSD.total },
      ]
    : [];

  const { download, mailIndividual } = certificates;
  const actionColumns = useMemo<GridColDef<PortfolioRow>[]>(
    () => [
      {
        field: '__actions__',
        headerName: t.actions,
        width: 190,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => (
          <Stack direction="row">
            <Tooltip title={t.downloadCertificate}>
              <span>
                <IconButton size="small" aria-label={t.downloadCertificate} disabled={!certificateEnabled(row)} onClick={() => void download(row)}>
                  <DescriptionIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            {individualCertificateEnabled(row) && (
              <Tooltip title={t.individualCertificate}>
                <IconButton size="small" aria-label={t.individualCertificate} disabled={!email} onClick={() => void mailIndividual(row)}>
                  <ForwardToInboxIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title={t.ccgTitle}>
              <span>
                <IconButton size="small" aria-label={t.ccgTitle} disabled={!ccgEnabled(row)} onClick={() => void download(row)}>
                  <GroupsIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={t.details}>
              <IconButton size="small" aria-label={t.details} onClick={() => setInfoRow(row)}>
                <InfoOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
      },
    ],
    [download, mailIndividual, email],
  );
  const renderDetail = useCallback((row: PortfolioRow) => <PolicyDetail row={row} />, []);

  const total = page.data?.total ?? 0;

  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <LegendSection section="cartera" type="subtitulo" sx={{ mb: 2 }} />
      <SearchTabs
        producerTree={producerTree}
        producersLoading={tree.isPending && userId !== null}
        checkedProducers={producers}
        onCheckedProducersChange={setProducers}
        producerTabLabel={t.producersTab}
        tabs={portfolioFilterTabs(form.control, branches.data, products.data)}
        onSearch={() => void search()}
        onClear={clear}
        onSchedule={() => setScheduling(true)}
        // 'Ver filtros aplicados' shows what the last search sent, not what is being typed.
        appliedFilters={filtersText}
        searching={page.isFetching && !!criteria}
        actions={
          <>
            <ExportButton
              fileName="Cartera.xlsx"
              disabled={!criteria || total === 0}
              download={() => exportPortfolioFile(criteria!, grid, columns, filtersText)}
            />
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
      <LegendSection section="cartera" type="aviso" sx={{ mb: 2 }} />
      <Box>
        <ServerGrid<PortfolioRow>
          label={t.gridLabel}
          columns={columns}
          rows={criteria ? (page.data?.data ?? []) : []}
          rowCount={criteria ? total : 0}
          query={grid}
          onQueryChange={setGrid}
          searched={!!criteria}
          loading={!!criteria && page.isFetching}
          error={criteria ? (page.error ?? totals.error) : null}
          totals={criteria ? totalItems : []}
          labels={labels}
          actionColumns={actionColumns}
          renderDetail={renderDetail}
        />
      </Box>
      <ColumnManager
        open={managingColumns}
        columns={columns}
        onClose={() => setManagingColumns(false)}
        saving={saveView.isPending}
        // A failed save closes the manager so its error shows on the page.
        onSave={(chosen) => saveView.mutate(chosen, { onSettled: () => setManagingColumns(false) })}
      />
      {userId !== null && (
        <SchedulerDialog
          open={scheduling}
          onClose={() => setScheduling(false)}
          load={() => loadReportSchedule(userId, 'portfolio')}
          save={saveReportSchedule}
          urlApi="portfolio"
          userId={userId}
          producerIds={producers}
          cores={coresOf(producerTree, producers)}
          branchOptions={branches.data}
          productOptions={products.data}
        />
      )}
      <PolicyInfoModal row={infoRow} labels={labels} onClose={() => setInfoRow(null)} />
      {certificates.dialog}
    </PageLayout>
  );
}
