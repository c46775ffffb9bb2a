import { z } from '@portal/shared/zod';
import { appliedFiltersText, producerTexts, tabFilters, type ProducerTreeNode } from '@portal/shared/report';
import { businessToday, formatPeriod } from '@portal/shared';
import { cobranzasMessages as t } from '../../../messages';
import { debtorPeriods } from '../../../lib/periods';

/** The filter tabs of /deudores with the rules of 001 §5: a period, policy and certificate digits only. */
export const debtorFiltersSchema = z.object({
  vigencia: z.string().regex(/^\d{6}$/, t.periodRequired),
  ...tabFilters.productPolicyRules,
  proximasAnularse: z.boolean(),
});

export type DebtorFilters = z.infer<typeof debtorFiltersSchema>;

/** The newest period offered (yesterday's month), no filter, all policies. */
export function defaultDebtorFilters(today: Date = businessToday(), proximasAnularse = false): DebtorFilters {
  return { vigencia: String(debtorPeriods(today)[0]), ...tabFilters.emptyProductPolicy, proximasAnularse };
}

/** The criteria part of the debtors/ body (001 §7); empty filters are left out. */
export interface DebtorCriteria {
  producerId: string[];
  vigencia: number;
  ramo?: string;
  producto?: string;
  poliza?: string;
  certificado?: string;
  proximasAnularse: boolean;
}

export function toDebtorCriteria(filters: DebtorFilters, producerId: string[]): DebtorCriteria {
  return {
    producerId,
    vigencia: Number(filters.vigencia),
    proximasAnularse: filters.proximasAnularse,
    ...tabFilters.filledTexts(filters, ['ramo', 'producto', 'poliza', 'certificado']),
  };
}

/** 'Ver filtros aplicados' and the export's filters text. */
export function debtorFiltersText(filters: DebtorFilters, tree: ProducerTreeNode[], producers: string[]): string {
  return appliedFiltersText(
    {
      producers: producerTexts(tree, producers),
      vigencia: formatPeriod(Number(filters.vigencia)),
      ...tabFilters.shownValues(filters),
      proximasAnularse: filters.proximasAnularse ? 'Sí' : '',
    },
    {
      producers: t.producersTab,
      vigencia: t.vigencia,
      ...tabFilters.productLabels,
      ...tabFilters.policyLabels,
      proximasAnularse: t.onlyAboutToBeCancelled,
    },
  );
}
