import { useMemo } from 'react';
import { useLocation } from '@portal/shared/router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { routeEntry } from '@portal/shared';
import {
  ReportScreen,
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
  const tree = useProducerTree();
  const producerTree = useMemo(() => tree.data ?? [], [tree.data]);
  const months = useMemo(() => settlementMonths(), []);

  const form = useForm<SettlementFilters>({
    resolver: zodResolver(settlementFiltersSchema),
    defaultValues: defaultSettlementFilters(),
  });
  const branches = useComboValues('Ramo_Settlement');
  const products = useComboValues('Producto_Settlement');
  const search = useReportSearch({
    form,
    queryKey: 'settlement',
    toCriteria: toSettlementCriteria,
    describe: (filters, chosen) => settlementFiltersText(filters, producerTree, chosen),
    cleared: defaultSettlementFilters,
    invalidMessage: t.fixErrors,
  });

  const page = useSettlementPage(search.criteria, search.grid);
  const columns = useReportColumns('settlement', settlementColumns);

  const sums = page.data?.sumarizeItems;
  const totalItems: TotalItem[] = sums
    ? [
        { label: t.baseCalculation, ars: sums.baseCalculation.total },
        { label: t.commission, ars: sums.commissionAmount.total },
        { label: t.premiumSupplement, ars: sums.premiumSupplement.total },
      ]
    : [];

  return (
    <ReportScreen<SettlementRow, SettlementCriteria>
      title={t.settlementTitle}
      crumb={entry.title}
      legend="liquidacion"
      search={search}
      producerTree={producerTree}
      producersLoading={tree.isLoading}
      producerTabLabel={t.producersTab}
      tabs={settlementFilterTabs(form.control, months, branches.data, products.data)}
      columns={columns}
      page={page}
      totals={totalItems}
      exportFile={{ fileName: 'Liquidacion.xlsx', download: exportSettlementFile }}
      gridLabel={t.settlementGridLabel}
      schedule={{ report: 'settlement', userId, branchOptions: branches.data, productOptions: products.data }}
    />
  );
}
