import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import DescriptionIcon from '@mui/icons-material/Description';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import GroupsIcon from '@mui/icons-material/Groups';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { POLICY_DETAIL_PARAM, policyDetailTarget, routeEntry } from '@portal/shared';
import { useSearchParams } from '@portal/shared/router';
import { ReportScreen, useReportScreen, type TotalItem } from '@portal/shared/report';
import { carteraMessages as t } from '../../messages';
import { useQueryIdentity } from '../../lib/use-query-identity';
import { exportPortfolioFile } from './api/export-portfolio';
import { usePortfolioTotals } from './api/get-portfolio-totals';
import { usePortfolioPage } from './api/search-portfolio';
import { useCertificateActions } from './components/certificate-actions';
import {
  ccgEnabled,
  certificateEnabled,
  individualCertificateEnabled,
  portfolioColumns,
  portfolioLabels,
} from './components/portfolio-columns';
import { portfolioFilterTabs } from './components/portfolio-filter-tabs';
import {
  emptyPortfolioFilters,
  portfolioFiltersSchema,
  portfolioFiltersText,
  toCriteria,
  type PortfolioCriteria,
} from './components/portfolio-filters';
import { PolicyDetail } from './components/policy-detail';
import { PolicyInfoModal } from './components/policy-info-modal';
import type { PortfolioRow } from './components/policy-keys';

const entry = routeEntry('/cartera');

/** /cartera, Búsqueda de cartera (001 §2): search tabs, the portfolio grid with its detail, export and columns. */
export default function CarteraPage() {
  const { userId, email, producerCuit } = useQueryIdentity();
  const [infoRow, setInfoRow] = useState<PortfolioRow | null>(null);
  const [params, setParams] = useSearchParams();
  const target = useMemo(() => policyDetailTarget(params), [params]);
  /** The policy a link (the header's quick search) asked to open, until its search first answers. */
  const [pendingId, setPendingId] = useState<number | null>(null);

  const { form, search, branches, products, screen } = useReportScreen({
    report: 'portfolio',
    columns: portfolioColumns,
    schema: portfolioFiltersSchema,
    defaultValues: emptyPortfolioFilters,
    toCriteria: (filters, chosen) => toCriteria(filters, chosen, producerCuit),
    describe: portfolioFiltersText,
    cleared: () => emptyPortfolioFilters,
    invalidMessage: t.fixErrors,
    // A link with filters (/home's card: /cartera?estado=0) searches them on arrival; a link to one policy's
    // detail searches it below, once.
    searchFromLink: target === null,
    combos: 'Portfolio',
    producerTabLabel: t.producersTab,
    schedule: { userId },
  });

  const page = usePortfolioPage(search.criteria, search.grid);
  const totals = usePortfolioTotals(search.criteria, search.grid);
  const labels = useMemo(() => portfolioLabels(page.data?.labels), [page.data?.labels]);
  const certificates = useCertificateActions(email);

  const totalItems: TotalItem[] = totals.data
    ? [
        {
          label: t.premium,
          ars: totals.data.sumarizeItems.Premium.total,
          usd: totals.data.sumarizeItems.PremiumUSD.total,
        },
        {
          label: t.reward,
          ars: totals.data.sumarizeItems.Reward.total,
          usd: totals.data.sumarizeItems.RewardUSD.total,
        },
      ]
    : [];

  // A link to one policy searches its number and certificate, then opens its 'Información detallada'. The link's
  // parameters are dropped once read, so the same link followed again searches again.
  const openFromLink = useEffectEvent((policy: NonNullable<typeof target>) => {
    const filters = {
      ...emptyPortfolioFilters,
      poliza: policy.policyNumber,
      certificado: String(policy.certificateNumber),
    };
    form.reset(filters);
    search.run(filters, []);
    setPendingId(policy.id);
    setParams(
      (current) => {
        for (const key of ['poliza', 'certificado', POLICY_DETAIL_PARAM]) current.delete(key);
        return current;
      },
      { replace: true },
    );
  });
  useEffect(() => {
    if (target) openFromLink(target);
  }, [target]);
  // The link's wish lasts for its own search's first answer only: a policy past the first page, or absent, must not
  // open later on paging or on another search. The previous search's page, kept on screen meanwhile, is not that answer.
  const linkAnswered = pendingId !== null && !page.isPlaceholderData && (page.data !== undefined || page.isError);
  const linkedRow = linkAnswered ? page.data?.data.find((row) => row.id === pendingId) : undefined;
  useEffect(() => {
    if (!linkAnswered) return;
    if (linkedRow) setInfoRow(linkedRow);
    setPendingId(null);
  }, [linkAnswered, linkedRow]);

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
                <IconButton
                  size="small"
                  aria-label={t.downloadCertificate}
                  disabled={!certificateEnabled(row)}
                  onClick={() => void download(row)}
                >
                  <DescriptionIcon fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            {individualCertificateEnabled(row) && (
              <Tooltip title={t.individualCertificate}>
                <IconButton
                  size="small"
                  aria-label={t.individualCertificate}
                  disabled={!email}
                  onClick={() => void mailIndividual(row)}
                >
                  <ForwardToInboxIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title={t.ccgTitle}>
              <span>
                <IconButton
                  size="small"
                  aria-label={t.ccgTitle}
                  disabled={!ccgEnabled(row)}
                  onClick={() => void download(row)}
                >
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

  return (
    <ReportScreen<PortfolioRow, PortfolioCriteria>
      {...screen}
      title={entry.title}
      crumb={entry.title}
      legend="cartera"
      tabs={portfolioFilterTabs(form.control, branches, products)}
      page={page}
      error={totals.error}
      totals={totalItems}
      exportFile={{ fileName: 'Cartera.xlsx', download: exportPortfolioFile }}
      gridLabel={t.gridLabel}
      grid={{ labels, actionColumns, renderDetail }}
    >
      <PolicyInfoModal row={infoRow} labels={labels} onClose={() => setInfoRow(null)} />
      {certificates.dialog}
    </ReportScreen>
  );
}
