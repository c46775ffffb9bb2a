import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { selectsProducer } from '../../http/permissions';
import type { Session } from '../../http/session';
import { messages } from '../../messages';

/**
 * Audit and statistics (issue 12 §3): simulators (type 2 users who act for producers), and internal
 * staff holding the screen's permission (VerAuditoriaProductor, VerEstadisticas). Anyone else —
 * producers, administrators, staff without it — is 403.
 */
export async function assertOversight(
  app: FastifyInstance,
  db: Db,
  session: Session,
  permission: 'VerAuditoriaProductor' | 'VerEstadisticas',
) {
  if ((await app.permissionsOf(session)).includes(permission)) return;
  if (await selectsProducer(db, { id: session.userId, userType: session.userType })) return;
  throw new AppError(403, messages.forbidden);
}
