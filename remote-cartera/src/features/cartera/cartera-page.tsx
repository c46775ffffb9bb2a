import { useCallback, useMemo, useState } from 'react';
import { Box, IconButton, Stack, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import DescriptionIcon from '@mui/icons-material/Description';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import GroupsIcon from '@mui/icons-material/Groups';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { routeEntry } from '@portal/shared';
import { ErrorAlert, PageLayout } from '@portal/shared/ui';
import { coresOf, ExportButton, LegendSection, loadReportSchedule, saveReportSchedule, SchedulerDialog, SearchTabs, ServerGrid, useProducerTree, useReportColumns, useReportSearch, type TotalItem } from '@portal/shared/report';
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
  type PortfolioFilters,
} from './components/portfolio-filters';
import { PolicyDetail } from './components/policy-detail';
import { PolicyInfoModal } from './components/policy-info-modal';
import type { PortfolioRow } from './components/policy-keys';

const entry = routeEntry('/cartera');

/** /cartera, Búsqueda de cartera (001 §2): search tabs, the portfolio grid with its detail, export and columns. */
export default function CarteraPage() {
  const { userId, email, producerCuit } = useQueryIdentity();
  const tree = useProducerTree();
  const producerTree = useMemo(() => tree.data ?? [], [tree.data]);
  const [scheduling, setScheduling] = useState(false);
  const [infoRow, setInfoRow] = useState<PortfolioRow | null>(null);

  const form = useForm<PortfolioFilters>({ resolver: zodResolver(portfolioFiltersSchema), defaultValues: emptyPortfolioFilters });
  const branches = usePortfolioCombo('Ramo_Portfolio');
  const products = usePortfolioCombo('Producto_Portfolio');
  const { producers, setProducers, criteria, filtersText, grid, setGrid, formError, dismissFormError, search, clear } = useReportSearch({
    form,
    queryKey: 'portfolio',
    toCriteria: (filters, chosen) => toCriteria(filters, chosen, producerCuit),
    describe: (filters, chosen) => portfolioFiltersText(filters, producerTree, chosen),
    cleared: () => emptyPortfolioFilters,
    invalidMessage: t.fixErrors,
  });

  const page = usePortfolioPage(criteria, grid);
  const totals = usePortfolioTotals(criteria, grid);
  const { columns, button: manageColumns, manager, saveError, dismissSaveError } = useReportColumns('portfolio', portfolioColumns);
  const labels = useMemo(() => portfolioLabels(page.data?.labels), [page.data?.labels]);
  const certificates = useCertificateActions(email);

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
        producersLoading={tree.isLoading}
        checkedProducers={producers}
        onCheckedProducersChange={setProducers}
        producerTabLabel={t.producersTab}
        tabs={portfolioFilterTabs(form.control, branches.data, products.data)}
        onSearch={search}
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
            {manageColumns}
          </>
        }
      />
      <ErrorAlert error={formError} onClose={dismissFormError} sx={{ mb: 2 }} />
      <ErrorAlert error={saveError} onClose={dismissSaveError} sx={{ mb: 2 }} />
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
      {manager}
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
