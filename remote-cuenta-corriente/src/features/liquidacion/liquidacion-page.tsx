import { useMemo } from 'react';
import { useLocation } from '@portal/shared/router';
import { routeEntry } from '@portal/shared';
import { ReportScreen, sumTotals, useReportScreen } from '@portal/shared/report';
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
} from './components/settlement-filters';

/**
 * /liquidacion and /information, Liquidación según movimiento CtaCte (001 §2): search tabs (producers,
 * month of validity, branch and product, policy, insured), the movements grid with its sums, legend,
 * export, columns and 'Programar envío' for the report 'Settlement'.
 */
export default function LiquidacionPage() {
  const entry = routeEntry(useLocation().pathname === '/information' ? '/information' : '/liquidacion');
  const { sessionUserId: userId } = useIdentity();
  const months = useMemo(() => settlementMonths(), []);
  const { form, search, branches, products, screen } = useReportScreen({
    report: 'settlement',
    columns: settlementColumns,
    schema: settlementFiltersSchema,
    defaultValues: defaultSettlementFilters(),
    toCriteria: toSettlementCriteria,
    describe: settlementFiltersText,
    cleared: defaultSettlementFilters,
    invalidMessage: t.fixErrors,
    combos: 'Settlement',
    producerTabLabel: t.producersTab,
    schedule: { userId },
  });
  const page = useSettlementPage(search.criteria, search.grid);

  return (
    <ReportScreen<SettlementRow, SettlementCriteria>
      {...screen}
      title={t.settlementTitle}
      crumb={entry.title}
      legend="liquidacion"
      tabs={settlementFilterTabs(form.control, months, branches, products)}
      page={page}
      totals={sumTotals(page.data?.sumarizeItems, [
        [t.baseCalculation, 'baseCalculation'],
        [t.commission, 'commissionAmount'],
        [t.premiumSupplement, 'premiumSupplement'],
      ])}
      exportFile={{ fileName: 'Liquidacion.xlsx', download: exportSettlementFile }}
      gridLabel={t.settlementGridLabel}
    />
  );
}
