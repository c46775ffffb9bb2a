import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { businessToday } from './support/business-day';
import { SignInPage } from './pages/sign-in-page';

/**
 * /seguridad's personal API tokens (issue 40 §3): a producer creates one, an agency system uses it (a request
 * context of its own, without the browser's cookies), the producer revokes it and the system is refused.
 * Each run names its token apart, so runs and other spec files on the same producer never meet.
 */
const page0 = { offset: 0, next: 10, sort: [], gridFilters: [] };

/** DD/MM/AAAA of the day `days` after today, as a person types it. */
function typedDay(days: number): string {
  const day = businessToday();
  day.setDate(day.getDate() + days);
  return `${String(day.getDate()).padStart(2, '0')}/${String(day.getMonth() + 1).padStart(2, '0')}/${day.getFullYear()}`;
}

/**
 * The section, by its heading: on a phone the table inside it is wider than the screen and becomes a scrolling
 * region of the same name (the kit's ScrollTableContainer, for keyboard scrolling).
 */
function tokensSection(page: Page) {
  return page
    .getByRole('region', { name: 'Tokens de API' })
    .filter({ has: page.getByRole('heading', { name: 'Tokens de API' }) });
}

async function openSecurity(page: Page) {
  await page.getByRole('banner').getByTestId('header-user').click();
  await page.getByRole('menuitem', { name: 'Seguridad' }).click();
  await expect(page).toHaveURL(/\/seguridad$/);
  await expect(tokensSection(page)).toBeVisible();
}

test('a token created on /seguridad reads the portfolio, is refused a profile change, and once revoked is refused', async ({
  page,
  request,
}) => {
  const name = `ERP ${Date.now().toString(36)}`;
  await new SignInPage(page).signInAsProducer();
  await openSecurity(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Crear token' }).click();
  const form = page.getByRole('dialog', { name: 'Nuevo token de API' });
  await form.getByRole('textbox', { name: /^Nombre/ }).fill(name);
  await form.getByRole('checkbox', { name: 'Cartera' }).check();
  await form.getByRole('textbox', { name: /^Fecha de vencimiento/ }).fill(typedDay(30));
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Crear token' }).click();

  const shown = page.getByRole('dialog', { name: 'Token creado' });
  await expect(shown).toContainText('no se volverá a mostrar');
  const token = await shown.getByRole('textbox', { name: 'Token' }).inputValue();
  expect(token).toMatch(/^pdp_/);
  await shown.getByRole('button', { name: 'Copiar' }).click();
  // Copied, or (a browser without clipboard access) told to select the text: either way it says so.
  await expect(shown.getByRole('status')).toBeVisible();
  await expectNoAxeViolations(page);
  await shown.getByRole('button', { name: 'Listo' }).click();
  await expect(shown).toHaveCount(0);

  const table = page.getByRole('table', { name: 'Tokens de API' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Cartera');
  await expect(row).toContainText('Nunca');
  await expect(row).toContainText(typedDay(30));
  await expect(page.getByText(token)).toHaveCount(0);

  // The agency system: its own requests, the token its only credential.
  const bearer = { Authorization: `Bearer ${token}` };
  const search = await request.post('/api/portfolio/', { headers: bearer, data: page0 });
  expect(search.status()).toBe(200);
  expect((await search.json()).total).toBeGreaterThan(0);
  const profile = await request.post('/api/producer/UpdateProducerData', { headers: bearer, data: { Name: 'Otro' } });
  expect(profile.status()).toBe(403);

  await page.reload();
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}.*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(row).not.toContainText('Nunca');

  await row.getByRole('button', { name: `Revocar ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revocar token' });
  await expect(confirm).toContainText(`¿Revocar el token «${name}»?`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByText('Token revocado.')).toBeVisible();
  await expect(row).toHaveCount(0);

  expect((await request.post('/api/portfolio/', { headers: bearer, data: page0 })).status()).toBe(401);
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the tokens section and each of its dialogs pass axe and fit the screen', async ({ page }) => {
    const name = `Móvil ${Date.now().toString(36)}`;
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await new SignInPage(page).signInAsProducer();
    await page.goto('/seguridad');
    const section = tokensSection(page);
    await expect(section).toBeVisible();
    await expectNoAxeViolations(page);
    await fits();

    await section.getByRole('button', { name: 'Crear token' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo token de API' });
    await form.getByRole('textbox', { name: /^Fecha de vencimiento/ }).fill(typedDay(400));
    await form.getByRole('button', { name: 'Crear token' }).click();
    await expect(form).toContainText('Ingresá un nombre para el token');
    await expect(form).toContainText('Elegí al menos un alcance');
    await expect(form).toContainText('La fecha de vencimiento puede ser como máximo dentro de un año');
    await expectNoAxeViolations(page);
    await fits();
    await form.getByRole('textbox', { name: /^Nombre/ }).fill(name);
    await form.getByRole('checkbox', { name: 'Cobranzas' }).check();
    await form.getByRole('textbox', { name: /^Fecha de vencimiento/ }).fill(typedDay(365));
    await form.getByRole('button', { name: 'Crear token' }).click();

    const shown = page.getByRole('dialog', { name: 'Token creado' });
    await expect(shown.getByRole('textbox', { name: 'Token' })).toHaveValue(/^pdp_/);
    await expectNoAxeViolations(page);
    await fits();
    await shown.getByRole('button', { name: 'Listo' }).click();

    await section.getByRole('button', { name: `Revocar ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Revocar token' });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await fits();
    await confirm.getByRole('button', { name: 'Revocar' }).click();
    await expect(page.getByText('Token revocado.')).toBeVisible();
    await expect(section.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});
