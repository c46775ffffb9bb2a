import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('a-configured-secret-of-at-least-32-chars', 'two-step');

  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
  });

  it('refuses a sealed text changed in the database, or sealed under another key or purpose', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => new SecretBox('another-configured-secret-of-32-chars', 'two-step').open(sealed)).toThrow();
    expect(() => new SecretBox('a-configured-secret-of-at-least-32-chars', 'other').open(sealed)).toThrow();
    expect(() => box.open('plain')).toThrow();
  });
});
