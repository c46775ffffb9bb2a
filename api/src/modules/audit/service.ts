import type { z } from 'zod';
import type { adminOversight } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import * as q from './queries';

type Query = z.output<NonNullable<typeof adminOversight.getAudit.query>>;

/** Argentina has no daylight saving time: its days start at 03:00 UTC. */
const AR_OFFSET = '-03:00';

/** The query's whole days (both included) as the instants [from, to). */
export function criteriaOf(query: Query): q.AuditCriteria {
  const from = new Date(`${query.from}T00:00:00${AR_OFFSET}`);
  const to = new Date(new Date(`${query.to}T00:00:00${AR_OFFSET}`).getTime() + 24 * 3600 * 1000);
  return { userId: query.userId, cuit: query.cuit, from, to, offset: query.offset, next: query.next };
}

/**
 * A page of the trail: each row's who (its user, named as the user is named now, else as recorded then, and the
 * CUIT) before its own fields.
 */
async function auditPage<
  R extends { id: number; userId: number | null; userName: string | null; cuit: string | null },
  F extends object,
>(db: Db, { rows, total }: { rows: R[]; total: number }, fields: (row: R) => F) {
  const names = await q.namesOf(
    db,
    rows.flatMap((r) => (r.userId ? [r.userId] : [])),
  );
  const items = rows.map((r) => ({
    id: r.id,
    userId: r.userId,
    userName: r.userName,
    name: (r.userId && names.get(r.userId)) || r.userName,
    cuit: r.cuit,
    ...fields(r),
  }));
  return { total, items };
}

export async function actions(db: Db, query: Query) {
  return auditPage(db, await q.actionsPage(db, criteriaOf(query)), (r) => ({
    producerUserId: r.producerUserId,
    application: r.application,
    creationDate: r.createdAt.toISOString(),
    url: r.url,
    action: r.action,
    function: r.function,
    trace: `${r.statusCode} · ${r.durationMs} ms`,
  }));
}

export async function logs(db: Db, query: Query & { exception: boolean }) {
  return auditPage(db, await q.logsPage(db, criteriaOf(query), query.exception), (r) => ({
    detail: r.detail,
    severity: r.severity,
    creationDate: r.createdAt.toISOString(),
    source: r.source,
    class: r.class,
    method: r.method,
    logEvent: r.logEvent,
    parameters: r.parameters,
  }));
}

export async function communications(db: Db, query: Query) {
  return auditPage(db, await q.messagesPage(db, criteriaOf(query)), (r) => ({
    typeString: r.typeString,
    registerId: r.registerId,
    sendDate: r.createdAt.toISOString(),
    to: r.to,
  }));
}
