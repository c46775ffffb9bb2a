import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB, 2 passes and 1 lane', async () => {
    expect(await hashPassword('Demo1234')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('Demo1234');
    expect(await verifyPassword(hash, 'Demo1234')).toBe(true);
    expect(await verifyPassword(hash, 'demo1234')).toBe(false);
  });
});
