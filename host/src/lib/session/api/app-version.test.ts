import { fakeApi } from '../../../testing/fake-api';
import { checkAppVersion } from './app-version';

beforeEach(() => localStorage.clear());

describe('checkAppVersion', () => {
  it('stores the version on a first visit without reloading', async () => {
    fakeApi({ 'GET /api/Login/GetAppVersion': { body: '2.4.0' } });
    const reload = jest.fn();
    expect(await checkAppVersion(reload)).toBe(false);
    expect(localStorage.getItem('portal.appVersion')).toBe('2.4.0');
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the version is the stored one', async () => {
    fakeApi({ 'GET /api/Login/GetAppVersion': { body: '2.4.0' } });
    localStorage.setItem('portal.appVersion', '2.4.0');
    const reload = jest.fn();
    expect(await checkAppVersion(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stores a new version, clears the caches and reloads', async () => {
    fakeApi({ 'GET /api/Login/GetAppVersion': { body: '2.5.0' } });
    localStorage.setItem('portal.appVersion', '2.4.0');
    const deleted: string[] = [];
    Object.assign(globalThis, { caches: { keys: async () => ['v1'], delete: async (k: string) => deleted.push(k) } });
    const reload = jest.fn();
    expect(await checkAppVersion(reload)).toBe(true);
    expect(localStorage.getItem('portal.appVersion')).toBe('2.5.0');
    expect(deleted).toEqual(['v1']);
    expect(reload).toHaveBeenCalled();
    delete (globalThis as { caches?: unknown }).caches;
  });
});
