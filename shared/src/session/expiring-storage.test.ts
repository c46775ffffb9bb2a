import { DEFAULT_STORAGE_TTL_SECONDS, expiringStorage } from './expiring-storage';

describe('expiringStorage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps an item for 86400 seconds by default', () => {
    expect(DEFAULT_STORAGE_TTL_SECONDS).toBe(86400);
    expiringStorage.set('k', { a: 1 }, undefined, 1_000);
    expect(expiringStorage.get('k', 1_000 + 86_399_000)).toEqual({ a: 1 });
  });

  it('reads an expired item as absent and removes it', () => {
    expiringStorage.set('k', 'v', 10, 0);
    expect(expiringStorage.get('k', 10_000)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('reads a corrupt item as absent', () => {
    localStorage.setItem('k', '{not json');
    expect(expiringStorage.get('k')).toBeNull();
  });
});
