import type { z } from 'zod';
import type { Statement, StatementLine } from '@portal/shared/contract/statement';
import { AppError } from '../../errors';
import { assertCuitAccess } from '../../http/access';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { formatCuit } from '@portal/shared/validation';
import { messages } from '../../messages';
import { adjustmentsBetween, balanceBefore, producerHeading, recordsBetween } from './statement-queries';

/** The statement's texts (issue 39 §2); the screen's headings are the remote's. */
export const statementTexts = {
  opening: 'Saldo inicial',
  closing: 'Saldo final',
  comision: 'Comisiones liquidadas',
  iva: 'IVA de la factura',
  percepcion: 'Percepciones de la factura',
  retencionGanancias: 'Retención de Ganancias',
  retencionIibb: 'Retención de IIBB / Obra social / Municipal',
  pago: (medio: string) => `Pago (${medio.toLowerCase()})`,
  ajuste: (concepto: string) => `Ajuste: ${concepto}`,
  chargeback: (concepto: string) => `Contracargo: ${concepto}`,
  settlement: (n: number) => `Liquidación N° ${n}`,
  payment: (n: number) => `Pago N° ${n}`,
  adjustments: (periodo: number) => `Ajustes ${String(periodo % 100).padStart(2, '0')}/${Math.floor(periodo / 100)}`,
} as const;

export type StatementAnswer = z.infer<typeof Statement>;
type Line = z.infer<typeof StatementLine>;
type Entry = Omit<Line, 'saldo'> & { cents: number };

const toCents = (n: number) => Math.round(n * 100);
const fromCents = (c: number) => c / 100;

export function monthBounds(periodo: number) {
  const year = Math.floor(periodo / 100);
  const month = periodo % 100;
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from, to };
}

/** The producer whose account a request reads: the CUIT must be the session's effective one, with a producer. */
function producerOf(session: Session, cuit: string): number {
  assertCuitAccess(session, cuit);
  const [producerId] = session.producerIds;
  if (producerId === undefined) throw new AppError(403, messages.forbidden);
  return producerId;
}

type Records = Awaited<ReturnType<typeof recordsBetween>>;
type Adjustments = Awaited<ReturnType<typeof adjustmentsBetween>>;

function recordEntries(r: Records[number]): Entry[] {
  const entry = (tipo: Line['tipo'], concepto: string, cents: number): Entry => {
    const settlement = r.tipoRegistro === 2;
    return {
      id: `${settlement ? 'L' : 'P'}${r.numero}-${tipo}`,
      fecha: r.fecha,
      tipo,
      concepto,
      comprobante: settlement ? statementTexts.settlement(r.numero) : statementTexts.payment(r.numero),
      origen: { tipoRegistro: r.tipoRegistro, numero: r.numero, periodo: null },
      importe: fromCents(cents),
      cents,
    };
  };
  if (r.tipoRegistro === 2) {
    return [
      entry('comision', statementTexts.comision, toCents(r.comisionNeto)),
      entry('iva', statementTexts.iva, toCents(r.iva21) + toCents(r.iva3)),
      entry('percepcion', statementTexts.percepcion, toCents(r.percepcion)),
    ].filter((e) => e.tipo === 'comision' || e.cents !== 0);
  }
  return [
    entry('retencionGanancias', statementTexts.retencionGanancias, -toCents(r.ganancias)),
    entry('retencionIibb', statementTexts.retencionIibb, -toCents(r.ibOsMunicip)),
    entry('pago', statementTexts.pago(r.tipoPago), -toCents(r.importePagado)),
  ].filter((e) => e.tipo === 'pago' || e.cents !== 0);
}

function adjustmentEntry(a: Adjustments[number]): Entry {
  const cents = toCents(a.totalBR);
  return {
    id: `A${a.id}`,
    fecha: a.fecha,
    tipo: 'ajuste',
    concepto: cents < 0 ? statementTexts.chargeback(a.concepto) : statementTexts.ajuste(a.concepto),
    comprobante: statementTexts.adjustments(a.periodo),
    origen: { tipoRegistro: null, numero: null, periodo: a.periodo },
    importe: fromCents(cents),
    cents,
  };
}

/** Day by day: a day's settlements, then its adjustments, then its payments (each already in order). */
function inDateOrder(records: Records, adjustments: Adjustments): Entry[] {
  const rank = (e: Entry) => (e.tipo === 'ajuste' ? 1 : e.origen.tipoRegistro === 2 ? 0 : 2);
  const entries = [...records.flatMap(recordEntries), ...adjustments.map(adjustmentEntry)];
  // A stable sort: within a day and kind, the order the queries gave.
  return entries.sort((a, b) => a.fecha.localeCompare(b.fecha) || rank(a) - rank(b));
}

/**
 * A month of the producer's current account: opening balance, each movement with the balance after it, closing
 * balance; with what a document's heading says of the producer.
 */
async function statementOf(ctx: AppContext, producerId: number, periodo: number) {
  const { db } = ctx.database;
  const { from, to } = monthBounds(periodo);
  const [opening, records, adjustments, heading] = await Promise.all([
    balanceBefore(db, producerId, from),
    recordsBetween(db, producerId, from, to),
    adjustmentsBetween(db, producerId, from, to),
    producerHeading(db, producerId),
  ]);
  let balance = opening;
  const sums = { comisiones: 0, impuestos: 0, ajustes: 0, retenciones: 0, pagos: 0, creditos: 0, debitos: 0 };
  const lineas: Line[] = inDateOrder(records, adjustments).map(({ cents, ...line }) => {
    balance += cents;
    const bucket =
      line.tipo === 'comision'
        ? 'comisiones'
        : line.tipo === 'ajuste'
          ? 'ajustes'
          : line.tipo === 'pago'
            ? 'pagos'
            : line.tipo.startsWith('retencion')
              ? 'retenciones'
              : 'impuestos';
    sums[bucket] += cents;
    if (cents >= 0) sums.creditos += cents;
    else sums.debitos -= cents;
    return { ...line, saldo: fromCents(balance) };
  });
  const { producer } = heading;
  const statement: StatementAnswer = {
    periodo,
    desde: from,
    hasta: to,
    productor: { cuit: formatCuit(producer.cuit), nombre: `${producer.lastName} ${producer.name}`.toUpperCase() },
    saldoInicial: fromCents(opening),
    lineas,
    totales: Object.fromEntries(Object.entries(sums).map(([k, v]) => [k, fromCents(v)])) as StatementAnswer['totales'],
    saldoFinal: fromCents(balance),
  };
  return { statement, ...heading };
}

export async function estadoDeCuenta(
  ctx: AppContext,
  session: Session,
  input: { cuit: string; periodo: number },
): Promise<StatementAnswer> {
  return (await statementOf(ctx, producerOf(session, input.cuit), input.periodo)).statement;
}

/** The statement with what its PDF's heading needs besides (address, codes). */
export function statementForDocument(ctx: AppContext, session: Session, input: { cuit: string; periodo: number }) {
  return statementOf(ctx, producerOf(session, input.cuit), input.periodo);
}

export const statementFileName = (periodo: number, ext: 'pdf' | 'xlsx') => `EstadoDeCuenta_${periodo}.${ext}`;
