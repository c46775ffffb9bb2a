import { expect, type Locator, type Page, test } from '@playwright/test';
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


/** Presses Tab (or Shift+Tab) until `target` has the focus: it is reachable by keyboard, or the test fails. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`not reachable with ${back ? 'Shift+Tab' : 'Tab'} in ${max} presses: ${target}`);
}

/** The focused element shows it: an outline, a focus ring (box-shadow) or MUI's focus-visible state. */
async function expectVisibleFocus(page: Page) {
  const visible = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const ripple = el.classList.contains('Mui-focusVisible');
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    // An input shows its focus on the outlined frame around it.
    const frame = el.closest('.MuiInputBase-root')?.classList.contains('Mui-focused') ?? false;
    return ripple || outline || ring || frame;
  });
  expect(visible, 'the focused element shows its focus').toBe(true);
}

test.describe('keyboard only (issue 13 §2)', () => {
  // With MUI's transitions, as most users have them: focus comes back once a menu or modal has finished closing.
  test.use({ reducedMotion: 'no-preference' });

  test('sign in, every menu entry and submenu, the user menu, the bell, a modal and a grid page, with a visible focus that comes back', async ({ page }) => {
    test.setTimeout(180_000); // one key at a time through the whole shell
    await page.goto('/login');
    const user = page.getByLabel(/^CUIT\/CUIL\/Email/);
    await tabTo(page, user);
    await expectVisibleFocus(page);
    await page.keyboard.type('20-17254359-7');
    await tabTo(page, page.getByLabel(/^Contraseña/));
    await page.keyboard.type('Demo1234');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/home$/);

    const shell = new ShellPage(page);
    const menu = shell.menu();
    // The menu is complete once the permissions have arrived (E-Broker is one of the last entries).
    await expect(menu.getByRole('link', { name: 'E-Broker' })).toBeVisible();
    const entries = menu.locator(':scope > a, :scope > button');
    const count = await entries.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const entry = entries.nth(i);
      await tabTo(page, entry);
      await expectVisibleFocus(page);
      if ((await entry.getAttribute('aria-haspopup')) !== 'true') continue;
      // A submenu opens with Enter, its entries are walked with the arrows, Escape closes it and gives the focus back.
      await page.keyboard.press('Enter');
      const submenu = page.getByRole('menu');
      await expect(submenu).toBeVisible();
      const options = await submenu.getByRole('menuitem').count();
      expect(options).toBeGreaterThan(0);
      for (let k = 0; k < options; k++) {
        await expect(submenu.getByRole('menuitem').nth(k)).toBeFocused();
        await page.keyboard.press('ArrowDown');
      }
      await page.keyboard.press('Escape');
      await expect(submenu).toBeHidden();
      await expect(entry).toBeFocused();
    }

    // A submenu entry is followed with Enter.
    const cartera = menu.getByRole('button', { name: 'Cartera', exact: true });
    await tabTo(page, cartera, { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Cartera actual' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(shell.title()).toHaveText('Búsqueda de cartera');

    // The user menu and the bell open and close from the keyboard; the focus goes back to their button.
    const header = shell.header();
    const userButton = header.getByRole('button').filter({ has: page.getByTestId('header-user') });
    await tabTo(page, userButton, { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Salir' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(userButton).toBeFocused();

    const bell = header.getByRole('button', { name: /^Notificaciones/ });
    await tabTo(page, bell, { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const bellDialog = page.getByRole('dialog', { name: 'Notificaciones' });
    await expect(bellDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bellDialog).toBeHidden();
    await expect(bell).toBeFocused();

    // A search and a page of the grid, then a modal, all from the keyboard.
    const core = page.getByRole('checkbox', { name: /VIDA Y GENERALES/ });
    await tabTo(page, core);
    await page.keyboard.press('Space');
    await expect(core).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: 'Buscar', exact: true }));
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid');
    const firstRow = grid.getByRole('row').filter({ has: page.getByRole('gridcell') }).first();
    await expect(firstRow).toBeVisible();
    const before = await firstRow.textContent();
    const next = page.getByRole('button', { name: 'Ir a la página siguiente' });
    await tabTo(page, next);
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(firstRow).not.toHaveText(before ?? '');

    const columns = page.getByRole('button', { name: 'Administrar columnas' });
    await tabTo(page, columns, { back: true });
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'ADMINISTRAR VISTA DE COLUMNAS' });
    await expect(dialog).toBeVisible();
    // The focus moves into the modal (MUI's focus trap holds it there until it closes).
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDialog-root')))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(columns).toBeFocused();
  });
});
