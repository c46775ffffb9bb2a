import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { outbox, users } from '../db/schema';

export const DEMO = {
  producer: '20-17254359-7',
  gestor: '27-30111222-5',
  producer2: '20-33444555-1',
  simulator: 'simulador@demo.com.ar',
  admin: 'admin@demo.com.ar',
  /** Internal staff: type 2 with permissions of its own, no producer (002 §6). */
  staff: 'contenidos@demo.com.ar',
  password: 'Demo1234',
} as const;

export interface SignedIn {
  token: string;
  /** The refresh-token cookie's value. */
  refresh: string;
  userId: number;
  body: Record<string, unknown>;
  auth: { authorization: string };
}

/** Signs in through the producers' door (or the simulators' one for an e-mail) and returns the tokens. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string = DEMO.password,
  rememberMe = false,
): Promise<SignedIn> {
  const url = username.includes('@') ? '/security/simulatorusers/login' : '/security/account/login';
  const res = await app.inject({
    method: 'POST',
    url,
    payload: { Username: username, Password: password, RememberMe: rememberMe, Application: 'Life' },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} answered ${res.statusCode}: ${res.body}`);
  const body = res.json();
  const cookie = res.cookies.find((c) => c.name === 'refresh_token');
  if (!cookie) throw new Error('no refresh cookie');
  const token = body.authenticationResult.token as string;
  return { token, refresh: cookie.value, userId: body.userId, body, auth: { authorization: `Bearer ${token}` } };
}

/** A simulator signed in with a producer selected (the demo simulator's forced password change is skipped). */
export async function simulatorFor(
  app: FastifyInstance,
  database: Database,
  producerCuit: string,
): Promise<SignedIn & { producerUserId: number }> {
  await database.db
    .update(users)
    .set({ mustChangePassword: false, emailConfirmed: true })
    .where(eq(users.username, DEMO.simulator));
  const s = await signIn(app, DEMO.simulator);
  const res = await app.inject({
    method: 'POST',
    url: '/api/simulator/simulateproducer',
    headers: s.auth,
    payload: { Cuit: producerCuit, UserId: s.userId },
  });
  if (res.statusCode !== 200) throw new Error(`simulate answered ${res.statusCode}: ${res.body}`);
  return { ...s, producerUserId: res.json().userId };
}

export async function userId(database: Database, username: string): Promise<number> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row.id;
}

/** The newest mail sent to `to`. */
export async function lastMailTo(database: Database, to: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  return row;
}
