import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/**
 * Pages of a browser context of their own (another user beside the test's `page`). Playwright closes only the
 * contexts it made: one a test makes stays open in the worker's browser, its session's polling and timers going on
 * through every later test of that worker. Each spec that opens some closes them after each test:
 * `test.afterEach(closeOwnPages)`.
 */
const opened: BrowserContext[] = [];

export async function openOwnPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  opened.push(context);
  return context.newPage();
}

export async function closeOwnPages(): Promise<void> {
  await Promise.all(opened.splice(0).map((context) => context.close()));
}
