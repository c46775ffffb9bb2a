import type { Page, Request } from '@playwright/test';

/** Every request the page sends from now on that `matches` accepts: to prove what was, or was not, sent. */
export function recordRequests(page: Page, matches: (request: Request) => boolean): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (matches(r)) sent.push(r);
  });
  return sent;
}
