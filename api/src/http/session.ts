import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { delegateAccessEnded, type DelegateScope } from '@portal/shared/contract/delegates';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { producers, sessions, UserType, users } from '../db/schema';
import type { AccessTokens } from '../lib/tokens';
import type { SessionCache } from './session-cache';

/**
 * Who is asking, decided by the server (docs/adr/0011-the-server-decides-whose-data.md): from a valid access token and a live session row,
 * never from a request parameter. Services check every id, CUIT or producer a request names against it.
 */
export interface Session {
  userId: number;
  userType: UserType;
  username: string;
  cuit: string | null;
  rol: string | null;
  reportToCuit: string | null;
  /** Must change the password before anything else (000 §2.3): the guard refuses most endpoints. */
  mustChangePassword: boolean;
  sessionId: string;
  /** The CUIT whose data may be queried: own, a Gestor's represented one, a simulator's selected producer's. */
  effectiveCuit: string | null;
  /** The producers (ids of `producers`) whose data may be queried. */
  producerIds: number[];
  /** A simulator's chosen producer (simulator/simulateproducer), else null. */
  selectedProducerId: number | null;
  /** The portal user of the selected producer, 0 when it has none (unregistered, 'U'). */
  selectedProducerUserId: number | null;
  /** Set when the call came with a personal API token (modules/api-tokens) instead of a sign-in's access token. */
  apiToken?: { id: number; name: string };
  /** A delegate's menu areas: its calls of other areas are refused (issue 40 §4). Null: not limited. */
  delegateScopes: DelegateScope[] | null;
  /** A delegate's last day (YYYY-MM-DD): the day after, its session is over. Null: no end. */
  delegateUntil: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the session guard on endpoints with `auth: true`. */
    session: Session;
  }
}

/** The token of a request's `Authorization: Bearer` header, or null. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The user's columns a session is built on: a signed-in request's (below) and a personal API token's call's. */
export const sessionUserColumns = {
  userId: users.id,
  userType: users.userType,
  username: users.username,
  cuit: users.cuit,
  rol: users.rol,
  reportToCuit: users.reportToCuit,
  mustChangePassword: users.mustChangePassword,
  producerId: users.producerId,
};

type SessionUser = Pick<
  Session,
  'userId' | 'userType' | 'username' | 'cuit' | 'rol' | 'reportToCuit' | 'mustChangePassword'
>;

/** Who a session is, from a row read with `sessionUserColumns`. */
export function sessionUser(row: SessionUser): SessionUser {
  return {
    userId: row.userId,
    userType: row.userType,
    username: row.username,
    cuit: row.cuit,
    rol: row.rol,
    reportToCuit: row.reportToCuit,
    mustChangePassword: row.mustChangePassword,
  };
}

/** The look-ups of a signed-in request whose session is not in the cache (http/session-cache.ts). */
const lookupsOf = preparedPerDatabase((db) => ({
  session: db
    .select({
      ...sessionUserColumns,
      delegateScopes: users.delegateScopes,
      delegateUntil: users.delegateUntil,
      selectedProducerId: sessions.selectedProducerId,
      selectedProducerCuit: producers.cuit,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(producers, eq(producers.id, sessions.selectedProducerId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('session_lookup'),
  producerUser: db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.producerId, sql.placeholder('producerId')),
        eq(users.cuit, sql.placeholder('cuit')),
        isNull(users.reportToCuit),
      ),
    )
    .limit(1)
    .prepare('session_producer_user'),
}));

/** Sessions known live, kept until the database notifies a change (absent: every request reads them). */
export type LiveSessions = SessionCache<Session>;

/** The session of a request's bearer token, or null when it is missing, invalid, expired or revoked. */
export async function resolveSession(
  db: Db,
  tokens: AccessTokens,
  request: FastifyRequest,
  live?: LiveSessions,
): Promise<Session | null> {
  const token = bearer(request);
  if (!token) return null;
  const claims = await tokens.verify(token);
  if (!claims) return null;
  const known = live?.get(claims.sessionId, claims.userId);
  if (known) return unlessEnded(known);
  const mark = live?.mark() ?? 0;
  const session = await readSession(db, claims);
  if (session) live?.set(claims.sessionId, claims.userId, session, mark);
  return session && unlessEnded(session);
}

/** A delegate's session ends with its last day, on every replica alike: the day is part of the session read. */
function unlessEnded(session: Session): Session | null {
  return delegateAccessEnded(session.delegateUntil) ? null : session;
}

async function readSession(db: Db, claims: { sessionId: string; userId: number }): Promise<Session | null> {
  const lookups = lookupsOf(db);
  const [row] = await lookups.session.execute({ sessionId: claims.sessionId, userId: claims.userId });
  if (!row) return null;

  const base = {
    ...sessionUser(row),
    sessionId: claims.sessionId,
    delegateScopes: null,
    delegateUntil: null,
  };
  if (row.userType === UserType.producer) {
    return {
      ...base,
      // Only a delegate (reporting to another producer's CUIT) is limited.
      ...(row.reportToCuit && { delegateScopes: row.delegateScopes, delegateUntil: row.delegateUntil }),
      effectiveCuit: row.reportToCuit ?? row.cuit,
      producerIds: row.producerId ? [row.producerId] : [],
      selectedProducerId: null,
      selectedProducerUserId: null,
    };
  }
  if (row.userType === UserType.simulator && row.selectedProducerId) {
    const [producerUser] = await lookups.producerUser.execute({
      producerId: row.selectedProducerId,
      cuit: row.selectedProducerCuit ?? '',
    });
    return {
      ...base,
      effectiveCuit: row.selectedProducerCuit,
      producerIds: [row.selectedProducerId],
      selectedProducerId: row.selectedProducerId,
      selectedProducerUserId: producerUser?.id ?? 0,
    };
  }
  return { ...base, effectiveCuit: null, producerIds: [], selectedProducerId: null, selectedProducerUserId: null };
}
