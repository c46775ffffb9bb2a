import { callApi } from '@portal/shared';
import { appVersionEndpoint } from '@portal/shared/contract/boot';

const VERSION_KEY = 'portal.appVersion';

/** Without the shell contract: this runs at start on every page, /login's first paint included (contract/boot.ts). */
export function getAppVersion(): Promise<string> {
  return callApi(appVersionEndpoint);
}

async function clearCachesAndWorkers(): Promise<void> {
  if (globalThis.caches) {
    for (const key of await caches.keys()) await caches.delete(key);
  }
  if (navigator.serviceWorker?.getRegistrations) {
    for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
  }
}

/**
 * The start-up version check of 000 §4: a version different from the stored one is stored, caches and
 * service workers are cleared and the page reloads. A first visit has nothing stale, so it only stores.
 * Resolves with whether a reload was asked for.
 */
export async function checkAppVersion(reload: () => void = () => window.location.reload()): Promise<boolean> {
  const version = await getAppVersion();
  const stored = localStorage.getItem(VERSION_KEY);
  if (stored === version) return false;
  localStorage.setItem(VERSION_KEY, version);
  if (stored === null) return false;
  await clearCachesAndWorkers();
  reload();
  return true;
}
