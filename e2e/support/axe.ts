import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules every screen is checked against. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now (the whole page, or only `include`, e.g. 'main' for a screen's own
 * content, minus `exclude`) and fails with one line per violation: rule, impact, what it is about and the
 * first offending nodes, so a report says what to fix. `soft`: the test goes on, and fails at its end.
 */
export async function expectNoAxeViolations(
  page: Page,
  { include, exclude = [], soft = false }: { include?: string; exclude?: string[]; soft?: boolean } = {},
): Promise<void> {
  await settledAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
  (soft ? expect.soft : expect)(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the page's finite animations and transitions to end (infinite ones, a spinner, never do): a MUI
 * menu fading out after its option was picked is still in the DOM at partial opacity, and axe measured its
 * items' contrast against the page behind (a flaky color-contrast on /estadisticas' period select).
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
}

/** axe at the page's size and at a phone's 390 px, then back to the page's size. */
export async function expectNoAxeViolationsAtBothSizes(page: Page): Promise<void> {
  const size = page.viewportSize()!;
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
  await page.setViewportSize(size);
}
