import { UserType } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import { permissionsOf, selectsProducer } from '../../http/permissions';
import type { Session } from '../../http/session';
import { cuitDigits } from '@portal/shared/validation';
import { messages } from '../../messages';
import { invoiceSysData } from '../cuenta-corriente/enviofacturas';
import * as q from './queries';

/**
 * simulator/simulateproducer (002 §3): the simulator chooses a producer, registered or not ('U'). The
 * choice is stored on the session, so every later call acts for that producer and no other. Internal
 * staff (a type 2 user with permissions of its own) may not.
 */
export async function simulateProducer(ctx: AppContext, session: Session, input: { Cuit: string; UserId: number }) {
  const { db } = ctx.database;
  if (session.userType !== UserType.simulator || input.UserId !== session.userId)
    throw new AppError(403, messages.forbidden);
  // Internal staff are not asked to select a producer and never act for one (000 §2.3).
  if (!(await selectsProducer(db, { id: session.userId, userType: session.userType })))
    throw new AppError(403, messages.forbidden);
  const cuit = cuitDigits(input.Cuit);
  const producer = await q.findProducerByCuit(db, cuit);
  if (!producer) throw new AppError(404, messages.producerNotFound, { title: messages.simulateFailed });
  const producerUser = await q.findProducerUser(db, producer.id, cuit);
  await q.selectProducer(db, session.sessionId, producer.id);
  const selected: Session = {
    ...session,
    effectiveCuit: cuit,
    producerIds: [producer.id],
    selectedProducerId: producer.id,
    selectedProducerUserId: producerUser?.id ?? 0,
  };
  const firstName = producerUser?.firstName ?? producer.name;
  const lastName = producerUser?.lastName ?? producer.lastName;
  return {
    success: true as const,
    userId: producerUser?.id ?? 0,
    name: `${firstName} ${lastName}`,
    userFirstName: firstName,
    userLastName: lastName,
    cuit,
    unregistered: !producerUser,
    reportTo_Cuit: null,
    sysData: { ...(await invoiceSysData(db, producer.id)), emails: producer.email ? [producer.email] : [] },
    roles: await permissionsOf(db, selected),
    businessExceptions: [],
  };
}
