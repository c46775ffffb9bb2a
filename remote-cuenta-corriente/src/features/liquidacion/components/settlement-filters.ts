import { z } from '@portal/shared/zod';
import { businessToday, formatPeriod, monthsBefore, periodBounds, type BodyOf } from '@portal/shared';
import type * as cc from '@portal/shared/contract/cuenta-corriente';
import {
  appliedFiltersText,
  producerTexts,
  tabFilters,
  type GridQuery,
  type ProducerTreeNode,
} from '@portal/shared/report';
import { ccMessages as t } from '../../../messages';

/** 001 §9: the month of validity is one of the last 12, the previous one by default (001 §4). */
export const settlementMonths = (today: Date = businessToday()) => monthsBefore(12, today);

/** The filter tabs of /liquidacion with the rules of 001 §5: policy and certificate digits (50), names letters (100), DNI digits (8). */
export const settlementFiltersSchema = z.object({
  periodo: z.string(),
  ...tabFilters.productPolicyRules,
  ...tabFilters.personRules,
});

export type SettlementFilters = z.infer<typeof settlementFiltersSchema>;

export function defaultSettlementFilters(today: Date = businessToday()): SettlementFilters {
  return { periodo: String(settlementMonths(today)[0]), ...tabFilters.emptyProductPolicy, ...tabFilters.emptyPerson };
}

/** The criteria part of the settlement/ body (001 §7): the month as its first and last day; empty filters left out. */
export type SettlementCriteria = Omit<BodyOf<typeof cc.settlementSearch>, keyof GridQuery>;

export function toSettlementCriteria(filters: SettlementFilters, producerId: string[]): SettlementCriteria {
  const criteria: SettlementCriteria = { producerId };
  if (filters.periodo) {
    const { from, to } = periodBounds(Number(filters.periodo));
    criteria.fechaDesde = from;
    criteria.fechaHasta = to;
  }
  return Object.assign(
    criteria,
    tabFilters.filledTexts(filters, ['ramo', 'producto', 'poliza', 'certificado', 'nombre', 'apellido', 'dni']),
  );
}

/** 'Ver filtros aplicados' and the export's filters text. */
export function settlementFiltersText(
  filters: SettlementFilters,
  tree: ProducerTreeNode[],
  producers: string[],
): string {
  return appliedFiltersText(
    {
      producers: producerTexts(tree, producers),
      periodo: filters.periodo ? formatPeriod(Number(filters.periodo)) : '',
      ...tabFilters.shownValues(filters),
    },
    {
      producers: t.producersTab,
      periodo: t.month,
      ...tabFilters.productLabels,
      ...tabFilters.policyLabels,
      ...tabFilters.personLabels,
    },
  );
}
