import { expect, type Locator, type Page, test } from '@playwright/test';
import { ShellPage } from './pages/shell-page';
import { DEMO, SignInPage } from './pages/sign-in-page';
import { routeTable, type RouteEntry } from '../shared/src/routes/route-table';
import { expectNoAxeViolations } from './support/axe';

test.describe('the shell', () => {
  test("E-Broker leads to its notice (002 §1), whose 'Ingresar' opens the external broker portal in a new tab", async ({
    page,
    context,
  }) => {
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
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      main.getByRole('link', { name: /^Ingresar/ }).click(),
    ]);
    await expect(opened).toHaveURL('https://ebroker.portal-productores.example/');
    await opened.close();
    await expect(page).toHaveURL(/\/ebroker$/);
  });
});

// Issue 13 §2 and issue 38 §3: zero WCAG 2.1 A/AA violations on every route, at a desktop's size and a phone's,
// and no page wider than the viewport on a phone (390) nor at 320 px (WCAG 1.4.10 reflow); a grid may scroll
// inside its own region. Each route is visited by an account that may open it.
const STAFF_PERMISSIONS = new Set([
  'AdminNotificaciones',
  'AdminComunicaciones',
  'AdminLeyendas',
  'VerAuditoriaProductor',
  'VerEstadisticas',
  'VerRepositorio',
]);
type Visitor = 'visitor' | 'producer' | 'staff' | 'administrator';
function visitorOf(route: RouteEntry): Visitor | null {
  if (route.access === 'public') return 'visitor';
  if (route.access === 'admin') return 'administrator';
  // A simulator must first set its password: its two screens are checked, at both sizes, in admin-supervision.spec.ts.
  if (route.access === 'simulator') return null;
  return route.permission && STAFF_PERMISSIONS.has(route.permission) ? 'staff' : 'producer';
}
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

async function signInAs(page: Page, visitor: Visitor) {
  const signIn = new SignInPage(page);
  if (visitor === 'producer') return signIn.signInAsProducer();
  if (visitor === 'visitor') return;
  await signIn.open('/admin');
  await signIn.signIn(DEMO[visitor]);
  await expect(page).toHaveURL(visitor === 'staff' ? /\/home$/ : /\/admin-users$/);
}

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`axe on every route (WCAG 2.1 A and AA), ${size} (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport });
    for (const visitor of ['visitor', 'producer', 'staff', 'administrator'] as const) {
      const routes = routeTable.filter((r) => visitorOf(r) === visitor);
      test(`the ${visitor}'s screens: ${routes.map((r) => r.path).join(' ')}`, async ({ page }) => {
        test.setTimeout(60_000 + routes.length * 15_000);
        await signInAs(page, visitor);
        // Every route is checked before the test fails, so that one run lists every screen to mend.
        for (const route of routes) {
          await page.goto(route.path);
          await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectNoAxeViolations(page, { soft: true });
          if (size !== 'phone') continue;
          expect.soft(await pageOverflow(page), `${route.path}: px wider than 390`).toBeLessThanOrEqual(0);
          await page.setViewportSize({ width: 320, height: viewport.height });
          expect.soft(await pageOverflow(page), `${route.path}: px wider than 320`).toBeLessThanOrEqual(0);
          await page.setViewportSize(viewport);
        }
      });
    }
  });
}

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

  test('sign in, every menu entry and submenu, the user menu, the bell, a modal and a grid page, with a visible focus that comes back', async ({
    page,
  }) => {
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
    const firstRow = grid
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') })
      .first();
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
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('.MuiDialog-root'))))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(columns).toBeFocused();
  });
});
