import { z } from '../zod';
import { defineEndpoint } from './define';

/*
 * The producer's dashboard on /home (issue 39 §1): one call answers every key figure and the chart. The session
 * decides whose figures they are (own, a Gestor's represented producer, a simulator's chosen one); a CUIT named
 * must be that one (docs/adr/0011-the-server-decides-whose-data.md). A figure whose grid the session may not
 * open is null. The aggregated figures are as of `refreshedAt`; the last settlement is read live.
 */

const cuit = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .trim()
    .max(13)
    .regex(/^\d{2}-?\d{8}-?\d$/, 'El CUIT es inválido')
    .optional(),
);

/** One month of the chart: commissions settled in it and in the same month a year before. */
const SettledMonth = z.object({
  /** year × 100 + month. */
  period: z.number(),
  amount: z.number(),
  previousYear: z.number(),
});
export type SettledMonth = z.infer<typeof SettledMonth>;

export const DashboardFigures = z.object({
  /** When the aggregated figures were computed (ISO): the cards say how fresh they are. */
  refreshedAt: z.string(),
  /** 'Pólizas vigentes' (/cartera, Estado VIGENTE): count and the premium of the grid's totals (ARS, USD). */
  policies: z.object({ count: z.number(), premium: z.number(), premiumUsd: z.number() }).nullable(),
  /** 'Comisiones pendientes' (/comisiones-pendientes): rows and their commission total. */
  pendingCommissions: z.object({ count: z.number(), total: z.number() }).nullable(),
  /** 'Última liquidación' (/pagos-liquidaciones): the newest settlement, read live; `latest` null before the first. */
  lastSettlement: z
    .object({ latest: z.object({ numero: z.number(), fecha: z.string(), amount: z.number() }).nullable() })
    .nullable(),
  /** 'Deuda por antigüedad' (/deudores) of the latest period a search accepts (year × 100 + month). */
  debt: z
    .object({
      period: z.number(),
      upTo30: z.number(),
      upTo60: z.number(),
      upTo90: z.number(),
      over90: z.number(),
      total: z.number(),
    })
    .nullable(),
  /** 'Pólizas próximas a anularse' (/deudores-policyExpired): debt over 60 days in that period. */
  aboutToBeCancelled: z.object({ period: z.number(), count: z.number() }).nullable(),
  /** 'Rechazos del mes' (/rechazos): rejections dated from the 1st of this month to today (ISO bounds). */
  rejections: z.object({ from: z.string(), to: z.string(), count: z.number(), amount: z.number() }).nullable(),
  /** The last 12 months, oldest first, each against the same month a year before. */
  settledByMonth: z.array(SettledMonth).nullable(),
});
export type DashboardFigures = z.infer<typeof DashboardFigures>;

/** GET api dashboard — the key figures of the session's producer. */
export const getDashboard = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'dashboard',
  area: 'shell',
  summary: 'Tablero del productor: cifras clave y comisiones liquidadas por mes',
  auth: true,
  query: z.object({ producerCuit: cuit }),
  response: DashboardFigures,
});
