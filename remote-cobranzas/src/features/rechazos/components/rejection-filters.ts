import dayjs from 'dayjs';
import { z } from '@portal/shared/zod';
import { appliedFiltersText, producerTexts, tabFilters, type ProducerTreeNode } from '@portal/shared/report';
import { businessToday, formatDate } from '@portal/shared';
import { cobranzasMessages as t } from '../../../messages';

/** The filter tabs of /rechazos with the rules of 001 §5: policy and certificate digits only, max 50. */
export const rejectionFiltersSchema = z
  .object({ ...tabFilters.dateRangeRules, ...tabFilters.productPolicyRules })
  .refine(...tabFilters.dateRangeInOrder);

export type RejectionFilters = z.infer<typeof rejectionFiltersSchema>;

const dmy = (d: Date) => formatDate(d);

/** 001 §4: rejections default from one month ago until today. */
export function defaultRejectionFilters(today: Date = businessToday()): RejectionFilters {
  // dayjs keeps a 31st inside the shorter previous month (31 March → 28 February) instead of rolling over.
  const monthAgo = dayjs(today).subtract(1, 'month').toDate();
  return { fechaDesde: dmy(monthAgo), fechaHasta: dmy(today), ...tabFilters.emptyProductPolicy };
}

/** The criteria part of the rejection/ body (001 §7); empty filters are left out. */
export interface RejectionCriteria {
  producerId: string[];
  fechaDesde?: string;
  fechaHasta?: string;
  ramo?: string;
  producto?: string;
  poliza?: string;
  certificado?: string;
}

export function toRejectionCriteria(filters: RejectionFilters, producerId: string[]): RejectionCriteria {
  const criteria: RejectionCriteria = { producerId, ...tabFilters.filledDates(filters) };
  return Object.assign(criteria, tabFilters.filledTexts(filters, ['ramo', 'producto', 'poliza', 'certificado']));
}

/** 'Ver filtros aplicados' and the export's filters text. */
export function rejectionFiltersText(filters: RejectionFilters, tree: ProducerTreeNode[], producers: string[]): string {
  return appliedFiltersText(
    {
      producers: producerTexts(tree, producers),
      ...tabFilters.shownValues(filters),
    },
    {
      producers: t.producersTab,
      fechaDesde: t.rejectionDateFrom,
      fechaHasta: t.rejectionDateTo,
      ...tabFilters.productLabels,
      ...tabFilters.policyLabels,
    },
  );
}
