import { z } from '@portal/shared/zod';
import { appliedFiltersText, producerTexts, tabFilters, type ProducerTreeNode } from '@portal/shared/report';
import { carteraMessages as t } from '../../../messages';

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** DD/MM/YYYY that names a real day → YYYY-MM-DD; null when it is not one. */
export function parseDate(text: string): string | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}

const text = (max: number) => z.string().trim().max(max, t.maxLength(max));
const digits = (max: number) => text(max).regex(/^\d*$/, t.digitsOnly);
const letters = (max: number) => text(max).regex(/^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ -]*$/, t.lettersOnly);
const date = text(10).refine((v) => v === '' || parseDate(v) !== null, t.invalidDate);

/** The filter tabs of /cartera with the rules of 001 §5. Policy accepts digits and spaces. */
export const portfolioFiltersSchema = z
  .object({
    fechaDesde: date,
    fechaHasta: date,
    ramo: text(20),
    producto: text(20),
    estado: z.string(),
    poliza: text(50).regex(/^[\d ]*$/, t.digitsOnly),
    certificado: digits(50),
    nombre: letters(100),
    apellido: letters(100),
    dni: digits(8),
  })
  .refine((f) => !f.fechaDesde || !f.fechaHasta || parseDate(f.fechaDesde)! <= parseDate(f.fechaHasta)!, {
    message: t.dateRange,
    path: ['fechaHasta'],
  });

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
  const fechaDesde = parseDate(filters.fechaDesde.trim());
  const fechaHasta = parseDate(filters.fechaHasta.trim());
  if (fechaDesde) criteria.fechaDesde = fechaDesde;
  if (fechaHasta) criteria.fechaHasta = fechaHasta;
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
      fechaDesde: filters.fechaDesde.trim(),
      fechaHasta: filters.fechaHasta.trim(),
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
