import type { FastifyInstance } from 'fastify';
import { DEMO, signIn, type SignedIn } from '../../testing/session';

/**
 * The sessions the permission tests go through: the content administrator (the staff demo account), and
 * those who must be refused (a producer, a Gestor, a simulator with no producer chosen, the users'
 * administrator).
 */
export async function contentSessions(app: FastifyInstance) {
  const admin = await signIn(app, DEMO.staff);
  const refused: [string, SignedIn][] = [
    ['a producer', await signIn(app, DEMO.producer)],
    ['a Gestor', await signIn(app, DEMO.gestor)],
    ['a simulator without the permission', await signIn(app, DEMO.simulator)],
    ['the users administrator', await signIn(app, DEMO.admin)],
  ];
  return { admin, refused };
}
