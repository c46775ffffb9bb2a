import { UserType } from '../../db/schema';
import { AppError } from '../../errors';
import { assertCuitAccess, assertUserAccess } from '../../http/access';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { cuitDigits } from '@portal/shared/validation';
import { hashPassword, verifyPassword } from '../../lib/password';
import { messages } from '../../messages';
import { requestEmailChange, revokeUserSessions } from '../auth/service';
import * as q from './queries';

async function profileOf(ctx: AppContext, session: Session, userId: number) {
  assertUserAccess(session, userId);
  const row = await q.findProfile(ctx.database.db, userId);
  if (!row) throw new AppError(404, messages.notFound);
  return row;
}

/** producer/GetProducerById: the profile of 000 §3, for the user or the simulated producer. */
export async function getProducerById(ctx: AppContext, session: Session, userId: number) {
  const { user, producer } = await profileOf(ctx, session, userId);
  const telephone = user.telephone ?? (user.reportToCuit ? null : (producer?.telephone ?? null));
  const telephoneCompany = user.telephoneCompany ?? (user.reportToCuit ? null : (producer?.telephoneCompany ?? null));
  return {
    success: true as const,
    user: {
      id: user.id,
      Name: user.firstName,
      LastName: user.lastName,
      CUIT: user.cuit ?? '',
      Email: user.email,
      Telephone: telephone,
      TelephoneCompany: telephoneCompany,
      Avatar: user.avatar,
      AccountManagerId: producer?.accountManagerId ?? null,
    },
    name: user.firstName,
    lastName: user.lastName,
    telephone,
    email: user.email,
  };
}

/** 'Mi ejecutivo de cuenta': only of the CUIT the session works on. */
export async function getAccountManagerByCuit(ctx: AppContext, session: Session, cuit: string) {
  const manager = await q.findAccountManagerOf(ctx.database.db, assertCuitAccess(session, cuit));
  if (!manager) throw new AppError(404, messages.noAccountManager);
  return {
    success: true as const,
    id: manager.id,
    name: manager.name,
    lastName: manager.lastName,
    telephone: manager.telephone,
    email: manager.email,
    avatar: manager.avatar,
  };
}

export function getAccountManagers(ctx: AppContext) {
  return q.listAccountManagers(ctx.database.db);
}

export interface ProfileChange {
  User: number;
  Name: string;
  LastName: string;
  CUIT: string;
  Email: string;
  Telephone: string;
  TelephoneCompany: number;
  CurrentPassword?: string;
  Password?: string;
  Avatar?: string | null;
  AccountManagerId?: number | null;
}

/**
 * producer/UpdateProducerData (000 §2.6): CUIT read-only; a new password needs the current one and ends
 * the user's other sessions; a new e-mail is confirmed by mail before it is used.
 */
export async function updateProducerData(ctx: AppContext, session: Session, input: ProfileChange) {
  const { db } = ctx.database;
  const { user, producer } = await profileOf(ctx, session, input.User);
  if (cuitDigits(input.CUIT) !== user.cuit) throw new AppError(400, messages.cuitReadOnly);

  let passwordHash: string | undefined;
  if (input.Password) {
    // A simulator edits the producer's data, never the producer's password.
    if (session.userType !== UserType.producer) throw new AppError(403, messages.forbidden);
    if (!input.CurrentPassword) throw new AppError(400, messages.currentPasswordRequired);
    if (!(await verifyPassword(user.passwordHash, input.CurrentPassword)))
      throw new AppError(400, messages.wrongPassword);
    passwordHash = await hashPassword(input.Password);
  }
  if (input.AccountManagerId && !(await q.accountManagerExists(db, input.AccountManagerId))) {
    throw new AppError(400, messages.invalidValue);
  }

  await q.updateUser(db, user.id, {
    firstName: input.Name.toUpperCase(),
    lastName: input.LastName.toUpperCase(),
    telephone: input.Telephone,
    telephoneCompany: input.TelephoneCompany,
    ...(input.Avatar !== undefined && { avatar: input.Avatar }),
    ...(passwordHash && { passwordHash }),
  });
  // The account manager belongs to the producer: its own user may change it, a delegate may not.
  if (input.AccountManagerId !== undefined && producer && !user.reportToCuit) {
    await q.setAccountManager(db, producer.id, input.AccountManagerId);
  }
  if (passwordHash) await revokeUserSessions(db, user.id, session.sessionId);
  const newEmail = input.Email.trim();
  if (newEmail.toLowerCase() !== user.email.toLowerCase()) await requestEmailChange(ctx, user.id, newEmail);
  return {
    success: true as const,
    email: user.email,
    avatar: input.Avatar !== undefined ? input.Avatar : user.avatar,
    businessExceptions: [],
  };
}

/** producer/GetProducerCodes: the codes per core of the producer the session works on. */
export async function getProducerCodes(ctx: AppContext, session: Session, userId: number) {
  assertUserAccess(session, userId);
  const producerId = session.producerIds[0];
  if (!producerId) return [];
  const rows = await q.listProducerCodes(ctx.database.db, producerId);
  const byCore = new Map<string, { id: string; name: string; core: string }[]>();
  for (const r of rows) {
    const list = byCore.get(r.core) ?? [];
    list.push({ id: r.code, name: r.name, core: r.core });
    byCore.set(r.core, list);
  }
  return [...byCore].map(([core, producerCodes]) => ({ core, producerCodes }));
}
