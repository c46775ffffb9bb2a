import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { DEMO, SignInPage } from './pages/sign-in-page';
import { closeOwnPages, openOwnPage } from './support/own-pages';

test.afterEach(closeOwnPages);

/**
 * /seguridad's active sessions (issue 40 §2). The producer is shared with other spec files, whose sessions are
 * in its list too: the second browser names itself Firefox, so this file ends that session and no other.
 */
const OTHER_BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

async function signedIn(browser: Browser, userAgent?: string): Promise<Page> {
  const page = await openOwnPage(browser, userAgent ? { userAgent } : {});
  await new SignInPage(page).signInAsProducer(DEMO.secondProducer);
  return page;
}

async function openSecurity(page: Page) {
  await page.getByRole('banner').getByTestId('header-user').click();
  await page.getByRole('menuitem', { name: 'Seguridad' }).click();
  await expect(page).toHaveURL(/\/seguridad$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seguridad');
}

test('one browser ends the other from /seguridad, whose next call leads to the sign-in screen', async ({ browser }) => {
  const here = await signedIn(browser);
  const there = await signedIn(browser, OTHER_BROWSER);

  await openSecurity(here);
  const table = here.getByRole('table', { name: 'Sesiones activas' });
  const current = table.getByRole('row').filter({ hasText: 'Esta sesión' });
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(current.getByRole('button')).toHaveCount(0);
  const other = table.getByRole('row').filter({ hasText: 'Firefox 121 en Linux' });
  await expect(other).toHaveCount(1);
  await expectNoAxeViolations(here);

  await other.getByRole('button', { name: /^Cerrar sesión Firefox 121 en Linux/ }).click();
  const dialog = here.getByRole('dialog', { name: 'Cerrar sesión' });
  await expect(dialog).toContainText('¿Cerrar la sesión de Firefox 121 en Linux?');
  await expectNoAxeViolations(here);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(here.getByText('Sesión cerrada.')).toBeVisible();
  await expect(other).toHaveCount(0);
  await expect(current).toHaveCount(1);

  // The ended browser still holds an access token and its refresh cookie: its next call is refused and so is the refresh.
  await there.getByRole('banner').getByTestId('header-user').click();
  await there.getByRole('menuitem', { name: 'Seguridad' }).click();
  await expect(there).toHaveURL(/\/login$/);
  await expect(there.getByRole('button', { name: 'Ingresar' })).toBeVisible();

  // This one is still signed in.
  await here.reload();
  await expect(here).toHaveURL(/\/seguridad$/);
  await expect(current).toHaveCount(1);
});

test("'Cerrar las demás sesiones' asks first, and its dialog passes axe", async ({ browser }) => {
  // A second session, so that there is another one to end.
  await signedIn(browser, OTHER_BROWSER);
  const here = await signedIn(browser);
  await openSecurity(here);
  await here.getByRole('button', { name: 'Cerrar las demás sesiones' }).click();
  const dialog = here.getByRole('dialog', { name: 'Cerrar las demás sesiones' });
  await expect(dialog).toContainText('¿Cerrar todas tus sesiones salvo esta?');
  await expectNoAxeViolations(here);
  // Cancelled: the producer's sessions of the spec files running beside this one stay.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
});
