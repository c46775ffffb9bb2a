import { expect, type Page, test } from '@playwright/test';
import { CarteraPage } from './pages/cartera-page';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';

/** The page itself does not scroll sideways (WCAG 1.4.10): a grid may scroll inside its own region. */
async function expectNoPageOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is ${scrollWidth - innerWidth} px wider than the viewport`).toBeLessThanOrEqual(
    innerWidth,
  );
}

// Issue 38 §3: the portal on a phone.
test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu is a drawer; the portfolio, a policy, a payment, the bell and the profile menu work', async ({
    page,
  }) => {
    await new SignInPage(page).signInAsProducer();
    const shell = new ShellPage(page);
    // The desktop bar is not shown: one menu button in the header instead of four rows of entries.
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
    await expectNoPageOverflow(page);

    const menuButton = page.getByRole('button', { name: 'Abrir menú' });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menú' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Cartera actual' }).click();
    await expect(drawer).toBeHidden();
    await expect(shell.title()).toHaveText('Búsqueda de cartera');
    const cartera = new CarteraPage(page);
    await cartera.searchCore('VIDA Y GENERALES');
    await expect(cartera.firstRow()).toBeVisible();
    await page.getByRole('button', { name: 'Expandir fila' }).first().click();
    await expect(cartera.grid()).toContainText('Grupo Familiar');
    await expectNoPageOverflow(page);

    await menuButton.click();
    await drawer.getByRole('link', { name: 'Pagos y Liquidaciones' }).click();
    await expect(shell.title()).toHaveText('Pagos y Liquidaciones');
    const expand = page.getByRole('grid').getByRole('button', { name: 'Expandir fila' }).first();
    await expand.click();
    await expect(page.getByRole('button', { name: /^Detalle de pago \d+/ }).first()).toBeVisible();
    await expectNoPageOverflow(page);

    const header = shell.header();
    await header.getByRole('button', { name: /^Notificaciones/ }).click();
    const bell = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(bell).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bell).toBeHidden();

    await header.getByTestId('header-user').click();
    await expect(page.getByRole('menuitem', { name: 'Salir' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Editar perfil' }).click();
    await expect(page).toHaveURL(/\/user-dashboard-info$/);
  });
});
