import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { routeEntry } from '@portal/shared';
import {
  ReportScreen,
  type TotalItem,
  useComboValues,
  useProducerTree,
  useReportColumns,
  useReportSearch,
} from '@portal/shared/report';
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
  const tree = useProducerTree();
  const producerTree = useMemo(() => tree.data ?? [], [tree.data]);

  const form = useForm<RejectionFilters>({
    resolver: zodResolver(rejectionFiltersSchema),
    defaultValues: defaultRejectionFilters(),
  });
  const branches = useComboValues('Ramo_Rejection');
  const products = useComboValues('Producto_Rejection');
  const search = useReportSearch({
    form,
    queryKey: 'rejection',
    toCriteria: toRejectionCriteria,
    describe: (filters, chosen) => rejectionFiltersText(filters, producerTree, chosen),
    cleared: defaultRejectionFilters,
    invalidMessage: t.fixErrors,
    searchFromLink: true,
  });

  const page = useRejectionPage(search.criteria, search.grid);
  const columns = useReportColumns('rejection', rejectionColumns);

  const sums = page.data?.sumarizeItems;
  const totalItems: TotalItem[] = sums
    ? [
        { label: t.amount, ars: sums.amount.total },
        { label: t.premium, ars: sums.premium.total },
        { label: t.lastContributionAmount, ars: sums.lastContributionAmount.total },
        { label: t.policyBalance, ars: sums.policyBalance.total },
      ]
    : [];

  return (
    <ReportScreen<RejectionRow, RejectionCriteria>
      title={entry.title}
      crumb={entry.title}
      legend="rechazos"
      search={search}
      producerTree={producerTree}
      producersLoading={tree.isLoading}
      producerTabLabel={t.producersTab}
      tabs={rejectionFilterTabs(form.control, branches.data, products.data)}
      columns={columns}
      page={page}
      totals={totalItems}
      exportFile={{ fileName: 'Rechazos.xlsx', download: exportRejectionsFile }}
      gridLabel={t.rejectionsGrid}
      schedule={{ report: 'rejection', userId, branchOptions: branches.data, productOptions: products.data }}
    />
  );
}
