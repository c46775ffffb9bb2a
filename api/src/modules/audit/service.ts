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

async function withNames<
  R extends { id: number; userId: number | null; userName: string | null; cuit: string | null; createdAt: Date },
>(db: Db, rows: R[]) {
  const names = await q.namesOf(
    db,
    rows.flatMap((r) => (r.userId ? [r.userId] : [])),
  );
  return rows.map(({ createdAt, ...row }) => ({
    ...row,
    createdAt,
    name: (row.userId && names.get(row.userId)) || row.userName,
  }));
}

export async function actions(db: Db, query: Query) {
  const { rows, total } = await q.actionsPage(db, criteriaOf(query));
  const items = (await withNames(db, rows)).map((r) => ({
    id: r.id,
    userId: r.userId,
    userName: r.userName,
    name: r.name,
    cuit: r.cuit,
    producerUserId: r.producerUserId,
    application: r.application,
    creationDate: r.createdAt.toISOString(),
    url: r.url,
    action: r.action,
    function: r.function,
    trace: `${r.statusCode} · ${r.durationMs} ms`,
  }));
  return { total, items };
}

export async function logs(db: Db, query: Query & { exception: boolean }) {
  const { rows, total } = await q.logsPage(db, criteriaOf(query), query.exception);
  const items = (await withNames(db, rows)).map((r) => ({
    id: r.id,
    userId: r.userId,
    userName: r.userName,
    name: r.name,
    cuit: r.cuit,
    detail: r.detail,
    severity: r.severity,
    creationDate: r.createdAt.toISOString(),
    source: r.source,
    class: r.class,
    method: r.method,
    logEvent: r.logEvent,
    parameters: r.parameters,
  }));
  return { total, items };
}

export async function communications(db: Db, query: Query) {
  const { rows, total } = await q.messagesPage(db, criteriaOf(query));
  const items = (await withNames(db, rows)).map((r) => ({
    id: r.id,
    userId: r.userId,
    userName: r.userName,
    name: r.name,
    cuit: r.cuit,
    typeString: r.typeString,
    registerId: r.registerId,
    sendDate: r.createdAt.toISOString(),
    to: r.to,
  }));
  return { total, items };
}
