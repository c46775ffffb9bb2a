import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { formatCuit } from '@portal/shared/validation';
import { messages } from '../../messages';
import { withholdingCertificatePdf } from './documents';
import { ccMessages } from './messages';
import { withholdingEntries, withholdingTotals } from './certificados-retencion-queries';
import { codesOfProducers } from '../cartera/queries';
import { producerById } from './producer-queries';
import { roundCents } from '../../lib/sums';
import { monthRange, scope } from './scope';

/** `ProducerId eq 'X1001' and Source eq 'VT' and ImputationDate ge 2026-07-01 and ImputationDate le 2026-07-31`, in any order. */
const CLAUSE =
  /^(ProducerId|Source) eq '([A-Za-z0-9]{1,20})'$|^ImputationDate (ge|le) (\d{4}-\d{2}-\d{2})(?:T00:00:00(?:\.000)?Z?)?$/;

export function parseWithholdingFilter(filter: string) {
  const found: { code?: string; source?: string; from?: string; to?: string } = {};
  for (const clause of filter.split(/\s+and\s+/i).map((c) => c.trim())) {
    const m = CLAUSE.exec(clause);
    if (!m) throw new AppError(400, ccMessages.withholdingFilter);
    if (m[1] === 'ProducerId') found.code = m[2];
    else if (m[1] === 'Source') found.source = m[2];
    else if (m[3] === 'ge') found.from = m[4];
    else found.to = m[4];
  }
  const { code, source, from, to } = found;
  if (!code || !source || !from || !to || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to)))
    throw new AppError(400, ccMessages.withholdingFilter);
  return { code, source, from, to };
}

async function ownCode(ctx: AppContext, session: Session, code: string) {
  const codes = await codesOfProducers(ctx.database.db, scope(session));
  const own = codes.find((c) => c.code === code);
  if (!own) throw new AppError(403, messages.forbidden);
  return own;
}

export async function settlementQuery(ctx: AppContext, session: Session, filter: string, top = 100) {
  const f = parseWithholdingFilter(filter);
  await ownCode(ctx, session, f.code);
  return withholdingEntries(ctx.database.db, scope(session), f.code, f.source, f.from, f.to, top);
}

/** The withholding certificate of a month for a VT code: only when the month has a settled entry (estado 1). */
export async function certificadoRetencion(
  ctx: AppContext,
  session: Session,
  input: { month: number; year: number; intermed: string },
) {
  const code = await ownCode(ctx, session, input.intermed);
  if (code.core !== 'VT') throw new AppError(400, ccMessages.withholdingContact);
  const { from, to } = monthRange(input.year, input.month);
  const totals = await withholdingTotals(ctx.database.db, scope(session), code.code, from, to);
  if (totals.settled === 0) throw new AppError(400, ccMessages.withholdingContact);
  const producerId = scope(session)[0];
  const producer = await producerById(ctx.database.db, producerId);
  const body = await withholdingCertificatePdf({
    month: input.month,
    year: input.year,
    code: code.code,
    producer: `${producer.lastName} ${producer.name}`.toUpperCase(),
    cuit: formatCuit(producer.cuit),
    settled: totals.settled,
    base: roundCents(totals.base),
  });
  return {
    fileName: `CertificadoRetencion_${input.year}${String(input.month).padStart(2, '0')}_${code.code}.pdf`,
    body,
  };
}
