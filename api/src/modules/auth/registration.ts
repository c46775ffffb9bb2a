import { eq } from 'drizzle-orm';
import { cuitDigits } from '@portal/shared/validation';
import type { Db } from '../../db/client';
import { producers, UserType, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import { hashPassword } from '../../lib/password';
import { messages } from '../../messages';
import { sendConfirmationCode } from './service';
import { sessionsChanged } from '../../db/session-changes';

export interface RegistrationInput {
  Name: string;
  LastName: string;
  CUIT: string;
  Password?: string;
  Email: string;
  Telephone?: string;
  TelephoneCompany?: number;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

export async function cuitTaken(db: Db, cuit: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, cuit)).limit(1);
  return Boolean(row);
}

/** Inserts a user, turning a race on the same CUIT into the duplicate-CUIT business message. */
export async function insertUser(db: Db, row: typeof users.$inferInsert) {
  try {
    const [inserted] = await db.insert(users).values(row).returning();
    // A simulator acting for this producer now has its portal user (session.selectedProducerUserId).
    await sessionsChanged();
    return inserted;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(400, messages.duplicateCuit);
    throw err;
  }
}

/**
 * A producer signs up (000 §5): names upper-cased, one account per CUIT, the producer record created or
 * marked registered, and a confirmation code mailed; the account signs in once the code is confirmed.
 */
export async function registerProducer(ctx: AppContext, input: RegistrationInput): Promise<void> {
  const { db } = ctx.database;
  // Optional in the contract because a delegate's payload has none of these; a producer's sign-up needs them (000 §5).
  const missing = (['Password', 'Telephone', 'TelephoneCompany'] as const).filter(
    (field) => input[field] === undefined || input[field] === '',
  );
  if (missing.length > 0) {
    const message = (field: string) =>
      field === 'TelephoneCompany' ? messages.selectOption : messages.passwordRequired;
    throw new AppError(400, messages.notValidated, {
      issues: missing.map((path) => ({ path, message: message(path) })),
    });
  }
  if (!input.Password) return;
  const cuit = cuitDigits(input.CUIT);
  if (await cuitTaken(db, cuit)) throw new AppError(400, messages.duplicateCuit);
  const name = input.Name.toUpperCase();
  const lastName = input.LastName.toUpperCase();
  const email = input.Email.trim();

  let [producer] = await db.select({ id: producers.id }).from(producers).where(eq(producers.cuit, cuit)).limit(1);
  if (producer) {
    await db.update(producers).set({ unregistered: false }).where(eq(producers.id, producer.id));
  } else {
    [producer] = await db
      .insert(producers)
      .values({
        cuit,
        name: name.slice(0, 50),
        lastName: lastName.slice(0, 50),
        email,
        telephone: input.Telephone,
        telephoneCompany: input.TelephoneCompany,
      })
      .returning({ id: producers.id });
  }
  const user = await insertUser(db, {
    username: cuit,
    cuit,
    email,
    firstName: name,
    lastName,
    passwordHash: await hashPassword(input.Password),
    userType: UserType.producer,
    emailConfirmed: false,
    producerId: producer.id,
    telephone: input.Telephone,
    telephoneCompany: input.TelephoneCompany,
  });
  await sendConfirmationCode(ctx, user.id, email);
}
