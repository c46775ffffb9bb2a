import { routeEntry } from '@portal/shared';
import { ReportScreen, sumTotals, useReportScreen } from '@portal/shared/report';
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
} from './components/rejection-filters';

const entry = routeEntry('/rechazos');

/** /rechazos, Rechazos por motivo (001 §2): search tabs, the rejected debits grid with its sums, export, columns and schedule. */
export default function RechazosPage() {
  const userId = useUserId();
  const { form, search, branches, products, screen } = useReportScreen({
    report: 'rejection',
    columns: rejectionColumns,
    schema: rejectionFiltersSchema,
    defaultValues: defaultRejectionFilters(),
    toCriteria: toRejectionCriteria,
    describe: rejectionFiltersText,
    cleared: defaultRejectionFilters,
    invalidMessage: t.fixErrors,
    searchFromLink: true,
    combos: 'Rejection',
    producerTabLabel: t.producersTab,
    schedule: { userId },
  });
  const page = useRejectionPage(search.criteria, search.grid);

  return (
    <ReportScreen<RejectionRow, RejectionCriteria>
      {...screen}
      title={entry.title}
      crumb={entry.title}
      legend="rechazos"
      tabs={rejectionFilterTabs(form.control, branches, products)}
      page={page}
      totals={sumTotals(page.data?.sumarizeItems, [
        [t.amount, 'amount'],
        [t.premium, 'premium'],
        [t.lastContributionAmount, 'lastContributionAmount'],
        [t.policyBalance, 'policyBalance'],
      ])}
      exportFile={{ fileName: 'Rechazos.xlsx', download: exportRejectionsFile }}
      gridLabel={t.rejectionsGrid}
    />
  );
}
