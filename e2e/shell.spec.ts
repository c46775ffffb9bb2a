import { expect, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { expectNoAxeViolations } from './support/axe';

test.describe('the shell', () => {
  test("E-Broker leads to its notice (002 §1), whose 'Ingresar' opens the external broker portal in a new tab", async ({ page, context }) => {
    await new SignInPage(page).signInAsProducer();
    const shell = new ShellPage(page);
    await shell.menu().getByRole('link', { name: 'E-Broker' }).click();
    await expect(page).toHaveURL(/\/ebroker$/);
    await expect(shell.title()).toHaveText('E-Broker');
    const main = page.getByRole('main');
    await expect(main).toContainText('Vas a ser redirigido temporalmente al portal E-Broker');
    await expect(main).toContainText('Allí deberás ingresar nuevamente con tu usuario y contraseña.');
    await expectNoAxeViolations(page);

    // The external site is not reachable from here: answer it locally and check it opened in a new tab.
    await context.route('https://ebroker.portal-productores.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>E-Broker</title>' }),
    );
    const [opened] = await Promise.all([context.waitForEvent('page'), main.getByRole('link', { name: /^Ingresar/ }).click()]);
    await expect(opened).toHaveURL('https://ebroker.portal-productores.example/');
    await opened.close();
    await expect(page).toHaveURL(/\/ebroker$/);
  });
});

// Issue 13 §2: zero WCAG 2.1 A/AA violations on every public route.
const PUBLIC_ROUTES = ['/login', '/admin', '/channels', '/register', '/recover-password', '/recover-account', '/recover-email', '/recover-success', '/register-validation', '/register-success', '/terminos'];

test.describe('axe on every public route (WCAG 2.1 A and AA)', () => {
  test('the public screens', async ({ page }) => {
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first(), route).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    }
  });
});

