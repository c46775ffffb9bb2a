import { z } from '../zod';
import { defineEndpoint, FILE_TYPES } from './define';
import { integer } from './integer';

/*
 * The statement of account (/estado-de-cuenta, issue 39 §2): a month of the producer's current account with the
 * company, beyond the spec. Rows of docs/contract/endpoints.tsv marked `platform`. The session decides whose
 * account is read (docs/adr/0011-the-server-decides-whose-data.md): the CUIT named must be the session's
 * effective one (own, a Gestor's represented producer, a simulator's chosen one); any other is 403.
 *
 * The balance is what the company owes the producer: a settlement credits its commissions, the IVA and the
 * perceptions of its invoice; an adjustment (section 'Ajustes' of the concepts) credits or debits its total;
 * a payment debits what was paid and the withholdings kept from it. A settled and paid settlement nets to zero.
 */

export const statementMessages = {
  invalidPeriod: 'El período es inválido',
  invalidCuit: 'El CUIT ingresado es inválido',
} as const;

/** A month as year × 100 + month (202610). */
export const statementPeriod = integer({ min: 200001, max: 299912, message: statementMessages.invalidPeriod }).refine(
  (p) => p % 100 >= 1 && p % 100 <= 12,
  statementMessages.invalidPeriod,
);

/** What a line is: the source it opens and the side of the account it falls on. */
export const STATEMENT_LINE_TYPES = [
  'comision',
  'iva',
  'percepcion',
  'ajuste',
  'retencionGanancias',
  'retencionIibb',
  'pago',
] as const;

export const StatementLine = z.object({
  /** Unique within the statement: the source and the kind. */
  id: z.string(),
  fecha: z.string(),
  tipo: z.enum(STATEMENT_LINE_TYPES),
  concepto: z.string(),
  /** 'Liquidación N° 1000001', 'Pago N° 5000001', 'Ajustes 10/2026'. */
  comprobante: z.string(),
  /** The source the line opens: a settlement (2) or payment (1) by its number, or the period's adjustments. */
  origen: z.object({
    tipoRegistro: z.number().nullable(),
    numero: z.number().nullable(),
    periodo: z.number().nullable(),
  }),
  /** Signed: positive credits the producer, negative debits. */
  importe: z.number(),
  saldo: z.number(),
});

export const Statement = z.object({
  periodo: z.number(),
  desde: z.string(),
  hasta: z.string(),
  productor: z.object({ cuit: z.string(), nombre: z.string() }),
  saldoInicial: z.number(),
  lineas: z.array(StatementLine),
  totales: z.object({
    comisiones: z.number(),
    impuestos: z.number(),
    ajustes: z.number(),
    retenciones: z.number(),
    pagos: z.number(),
    creditos: z.number(),
    debitos: z.number(),
  }),
  saldoFinal: z.number(),
});

const query = z.object({
  cuit: z
    .string()
    .trim()
    .max(13)
    .regex(/^\d{2}-?\d{8}-?\d$/, statementMessages.invalidCuit),
  periodo: statementPeriod,
});

export const estadoDeCuenta = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Settlement/EstadoDeCuenta',
  area: 'cuenta-corriente',
  summary: 'Estado de cuenta del mes: saldo inicial, movimientos con saldo y saldo final',
  auth: true,
  permission: 'EstadoCuenta',
  query,
  response: Statement,
});

export const estadoDeCuentaPdf = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Settlement/EstadoDeCuenta/Pdf',
  area: 'cuenta-corriente',
  summary: 'Estado de cuenta del mes (PDF, EstadoDeCuenta_AAAAMM.pdf)',
  auth: true,
  permission: 'EstadoCuenta',
  query,
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.pdf],
});

export const estadoDeCuentaExport = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Settlement/EstadoDeCuenta/Export',
  area: 'cuenta-corriente',
  summary: 'Exportar el estado de cuenta del mes (EstadoDeCuenta_AAAAMM.xlsx)',
  auth: true,
  permission: 'EstadoCuenta',
  query,
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.xlsx],
});
