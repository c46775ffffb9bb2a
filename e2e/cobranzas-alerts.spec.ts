import { expect, test } from '@playwright/test';
import { CobranzasPage } from './pages/cobranzas-page';
import { NotificationBell } from './pages/notifications';
import { SignInPage } from './pages/sign-in-page';
import { expectNoAxeViolations } from './support/axe';
import { API_PORT } from './support/stack';

/*
 * The daily alert puts a notification in the demo producer's bell: this spec runs in the playwright
 * project that follows every other spec (playwright.config.ts), so the bell and history counts the
 * notifications spec checks are the seeded ones. Alone: `npx playwright test --project after-portal --no-deps`.
 */
// The stack answers /config.json before the api has seeded its first database: wait for the api.
test.beforeAll(async () => {
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${API_PORT}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 120_000 },
    )
    .toBe(200);
});

test("the daily alert's notification 'Pólizas próximas a anularse' is in the bell and leads to /deudores-policyExpired", async ({
  page,
}) => {
  // The job's run, a reload or two until the bell shows it, then the screen it leads to.
  test.setTimeout(150_000);
  await new SignInPage(page).signInAsProducer();
  // The job runs at 8 every day; the local dev route queues the same job on pg-boss now.
  const run = await fetch(`http://127.0.0.1:${API_PORT}/dev/debt-alerts/run`, { method: 'POST' });
  expect(run.status).toBe(202);

  const bell = new NotificationBell(page);
  const alert = bell.items().filter({ hasText: 'Pólizas próximas a anularse' });
  await expect
    .poll(
      async () => {
        await page.reload();
        await bell.open();
        return alert.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await alert.getByRole('button', { name: 'Ver mensaje' }).click();
  await expect(alert).toContainText(/Tenés \d+ pólizas con deudas de más de 60 días\./);
  const count = Number(/Tenés (\d+) pólizas/.exec((await alert.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(0);
  await expect(alert).toContainText('Las pólizas con deudas de más de 60 días deben regularizarse o serán anuladas.');
  await expectNoAxeViolations(page);

  // A second run the same day adds nothing.
  expect((await fetch(`http://127.0.0.1:${API_PORT}/dev/debt-alerts/run`, { method: 'POST' })).status).toBe(202);

  // The bell opens its links in a new tab; there the screen checks the first VT producer and searches.
  const [popup, response] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .context()
      .waitForEvent(
        'response',
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.toLowerCase().endsWith('/api/debtors'),
      ),
    alert.getByRole('link', { name: 'Ver pólizas próximas a anularse' }).click(),
  ]);
  await expect(popup).toHaveURL(/\/deudores-policyExpired$/);
  expect(response.ok()).toBe(true);
  expect(response.request().postDataJSON()).toMatchObject({ proximasAnularse: true });
  const arrival = (await response.json()) as { total: number };
  // The first producer code of the core: its policies among those the alert counted.
  expect(arrival.total).toBeGreaterThan(0);
  const expired = new CobranzasPage(popup, '/deudores-policyExpired');
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('Deudores por premio');
  await expect(expired.onlyAboutToBeCancelled()).toBeChecked();
  await expect(expired.dataRows().first()).toBeVisible();
  await popup.close();

  await page.reload();
  await bell.open();
  await expect(bell.items().filter({ hasText: 'Pólizas próximas a anularse' })).toHaveCount(1);
});
