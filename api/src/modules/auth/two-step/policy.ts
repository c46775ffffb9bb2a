import type { users } from '../../../db/schema';
import type { AppContext } from '../../../http/context';

/** The challenges and the secrets' key: app.ts always builds them; a context made for a job alone has none. */
export function twoStepOf(ctx: Pick<AppContext, 'twoStep'>): NonNullable<AppContext['twoStep']> {
  if (!ctx.twoStep) throw new Error('Two-step verification is not set up in this context');
  return ctx.twoStep;
}

/** Whether the portal requires two-step verification of this account: created through /admin-users, unless MFA_REQUIRED_FOR_STAFF=false. */
export function requiredOf(
  ctx: Pick<AppContext, 'config'>,
  user: Pick<typeof users.$inferSelect, 'twoStepRequired'>,
): boolean {
  return user.twoStepRequired && ctx.config.mfaRequiredForStaff !== false;
}
