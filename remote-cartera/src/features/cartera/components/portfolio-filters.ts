import { z } from '@portal/shared/zod';
import { appliedFiltersText, producerTexts, tabFilters, type ProducerTreeNode } from '@portal/shared/report';
import { carteraMessages as t } from '../../../messages';

/** The filter tabs of /cartera with the rules of 001 §5. Policy accepts digits and spaces. */
export const portfolioFiltersSchema = z
  .object({
    ...tabFilters.dateRangeRules,
    ...tabFilters.productPolicyRules,
    estado: z.string(),
    poliza: tabFilters.textRule(50).regex(/^[\d ]*$/, t.digitsOnly),
    ...tabFilters.personRules,
  })
  .refine(...tabFilters.dateRangeInOrder);

export type PortfolioFilters = z.infer<typeof portfolioFiltersSchema>;

export const emptyPortfolioFilters: PortfolioFilters = {
  fechaDesde: '',
  fechaHasta: '',
  ...tabFilters.emptyProductPolicy,
  estado: '-1',
  ...tabFilters.emptyPerson,
};

/** The criteria part of the portfolio/ body (001 §7); empty filters are left out. */
export interface PortfolioCriteria {
  producerCuit?: string;
  producerId: string[];
  fechaDesde?: string;
  fechaHasta?: string;
  ramo?: string;
  producto?: string;
  poliza?: string;
  /** 001 §5: applied only when filled, sent as an integer. */
  certificado?: number;
  estado?: number;
  nombre?: string;
  apellido?: string;
  dni?: string;
}

export function toCriteria(
  filters: PortfolioFilters,
  producerId: string[],
  producerCuit: string | null,
): PortfolioCriteria {
  const criteria: PortfolioCriteria = { producerId };
  if (producerCuit) criteria.producerCuit = producerCuit;
  Object.assign(criteria, tabFilters.filledDates(filters));
  Object.assign(criteria, tabFilters.filledTexts(filters, ['ramo', 'producto', 'poliza', 'nombre', 'apellido', 'dni']));
  if (filters.certificado.trim()) criteria.certificado = Number(filters.certificado.trim());
  if (filters.estado !== '' && filters.estado !== '-1') criteria.estado = Number(filters.estado);
  return criteria;
}

/** 'Ver filtros aplicados' and the export's filters text. */
export function portfolioFiltersText(filters: PortfolioFilters, tree: ProducerTreeNode[], producers: string[]): string {
  return appliedFiltersText(
    {
      producers: producerTexts(tree, producers),
      ...tabFilters.shownValues(filters),
      estado: filters.estado !== '-1' ? t.statuses[filters.estado] : '',
    },
    {
      producers: t.producers,
      fechaDesde: t.dateFrom,
      fechaHasta: t.dateTo,
      ...tabFilters.productLabels,
      estado: t.status,
      ...tabFilters.policyLabels,
      ...tabFilters.personLabels,
    },
  );
}
