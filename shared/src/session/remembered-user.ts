import { expiringStorage } from './expiring-storage';

const REMEMBERED_USER_KEY = 'portal.rememberedUser';
/** Remember-me keeps the sign-in name for 30 days; it never keeps a password (docs/adr/0009-no-secrets-in-the-browser.md). */
const REMEMBER_SECONDS = 30 * 86400;

/** The user name a sign-in form starts with when remember-me was ticked (000 §4). */
export const rememberedUser = {
  get(): string | null {
    return expiringStorage.get<string>(REMEMBERED_USER_KEY);
  },
  save(user: string): void {
    expiringStorage.set(REMEMBERED_USER_KEY, user, REMEMBER_SECONDS);
  },
  clear(): void {
    expiringStorage.remove(REMEMBERED_USER_KEY);
  },
};
