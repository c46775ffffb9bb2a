import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { uniqueBody, validCuit } from './support/cuit';
import { latestMailTo, lastMailId } from './support/outbox';
import { API_PORT } from './support/stack';
import { DEMO_PASSWORD, SignInPage } from './pages/sign-in-page';
import { closeOwnPages, openOwnPage } from './support/own-pages';

test.afterEach(closeOwnPages);

/**
 * A delegate's menu areas and last day (issue 40 §4), on /delegado. Each test adds delegates of its own to the
 * demo producer (the demo Gestor is left alone: other spec files sign in as it meanwhile).
 */

const PHONE = { width: 390, height: 844 };

/** A delegate nobody has used yet: its CUIT, e-mail and names. */
function newDelegate(tag: string) {
  const cuit = validCuit('23', uniqueBody());
  return {
    cuit,
    digits: cuit.replace(/-/g, ''),
    email: `delegado.${tag}.${cuit.replace(/-/g, '')}@correo.com.ar`,
    name: 'Delfina',
    lastName: `Prueba ${tag}`,
  };
}

/** Sets the delegate's password through the link mailed on its creation, as the delegate would. */
async function setPassword(request: APIRequestContext, delegate: { digits: string; email: string }, since: number) {
  const mail = await latestMailTo(delegate.email, since);
  const code = /recover-reset\?code=([\w-]+)/.exec(mail.text)?.[1];
  expect(code).toBeTruthy();
  const res = await request.post('/security/account/resetpassword', {
    data: { Cuit: delegate.digits, Password: DEMO_PASSWORD, ConfirmPassword: DEMO_PASSWORD, Code: code },
  });
  expect(res.status()).toBe(200);
}

async function openDelegates(page: Page) {
  await new SignInPage(page).signInAsProducer();
  await page.goto('/delegado');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administración de subusuarios');
  return page.getByRole('table', { name: 'Administración de subusuarios' });
}

test('a delegate limited to Cartera is refused /comisiones-pendientes and its call', async ({
  page,
  browser,
  request,
}) => {
  const delegate = newDelegate('cartera');
  const since = await lastMailId();
  const table = await openDelegates(page);
  await expect(table.getByRole('columnheader')).toContainText(['Áreas', 'Acceso hasta']);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo subusuario' });
  await dialog.getByLabel(/^CUIT\/CUIL/).fill(delegate.cuit);
  await dialog.getByLabel(/^Nombre/).fill(delegate.name);
  await dialog.getByLabel(/^Apellido/).fill(delegate.lastName);
  await dialog.getByLabel(/^Email/).fill(delegate.email);
  for (const area of ['Cartera', 'Cuenta Corriente', 'Cobranzas', 'Comunicaciones'])
    await expect(dialog.getByRole('checkbox', { name: area })).toBeChecked();
  for (const area of ['Cuenta Corriente', 'Cobranzas', 'Comunicaciones'])
    await dialog.getByRole('checkbox', { name: area }).uncheck();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Subusuario creado de forma correcta.')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: delegate.cuit });
  await expect(row).toContainText('Cartera');
  await expect(row).not.toContainText('Cobranzas');
  await expect(row).toContainText('Sin vencimiento');
  await row.getByRole('button', { name: /^Modificar acceso / }).click();
  const edit = page.getByRole('dialog', { name: 'Modificar acceso del subusuario' });
  await expect(edit.getByRole('checkbox', { name: 'Cartera' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Cobranzas' })).not.toBeChecked();
  await expectNoAxeViolations(page);
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await setPassword(request, delegate, since);

  // The delegate, in a browser of its own: Cartera's menu only, and /comisiones-pendientes refused like any forbidden route.
  const own = await openOwnPage(browser);
  await new SignInPage(own).signInAsProducer(delegate.cuit);
  const menu = own.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByRole('button', { name: 'Cartera' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Cuenta Corriente' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Cobranzas' })).toHaveCount(0);
  await own.goto('/comisiones-pendientes');
  await expect(own).toHaveURL(/\/home$/);
  await own.goto('/cartera');
  await expect(own.getByRole('heading', { level: 1, name: 'Búsqueda de cartera' })).toBeVisible();

  // Its calls: the pending commissions are refused, its portfolio answered.
  const signIn = await request.post('/security/account/login', {
    data: { Username: delegate.cuit, Password: DEMO_PASSWORD, Application: 'Life' },
  });
  expect(signIn.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await signIn.json()).authenticationResult.token}` };
  const commissions = await request.post('/api/Settlement/ComisionesPendientes', {
    headers,
    data: { offset: 0, next: 10 },
  });
  expect(commissions.status()).toBe(403);
  expect((await request.post('/api/portfolio/', { headers, data: { offset: 0, next: 10 } })).status()).toBe(200);
});

test('a delegate past its last day is refused at sign-in, told when its access ended', async ({ page, request }) => {
  const delegate = newDelegate('vencido');
  const since = await lastMailId();
  const table = await openDelegates(page);
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo subusuario' });
  await dialog.getByLabel(/^CUIT\/CUIL/).fill(delegate.cuit);
  await dialog.getByLabel(/^Nombre/).fill(delegate.name);
  await dialog.getByLabel(/^Apellido/).fill(delegate.lastName);
  await dialog.getByLabel(/^Email/).fill(delegate.email);
  // A day already past is refused by the form…
  await dialog.getByLabel(/^Acceso hasta/).fill('01/01/2020');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  await expect(dialog.getByText('La fecha de vencimiento no puede ser anterior a hoy')).toBeVisible();
  // …a later one is kept and shown.
  await dialog.getByLabel(/^Acceso hasta/).fill('31/12/2099');
  await dialog.getByRole('button', { name: 'Crear' }).click();
  const row = table.getByRole('row').filter({ hasText: delegate.cuit });
  await expect(row).toContainText('31/12/2099');
  await setPassword(request, delegate, since);

  // The day passes: the screens refuse a past day, so the test moves it through the api's development route.
  const moved = await fetch(`http://127.0.0.1:${API_PORT}/dev/delegates/access-until`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: delegate.digits, accessUntil: '2026-01-15' }),
  });
  expect(moved.status).toBe(200);
  await page.reload();
  await expect(row).toContainText('15/01/2026');
  await expect(row).toContainText('Vencido');

  const own = await openOwnPage(page.context().browser()!);
  const signInPage = new SignInPage(own);
  await signInPage.open('/login');
  await signInPage.signIn(delegate.cuit);
  await expect(own.getByRole('alert')).toContainText(
    'Tu acceso como delegado venció el 15/01/2026. Pedile al productor que lo renueve.',
  );
  await expect(own).toHaveURL(/\/login$/);
});

test("the grid and the delegate's dialogs pass axe at phone size", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const table = await openDelegates(page);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Nuevo usuario' }).click();
  const created = page.getByRole('dialog', { name: 'Nuevo subusuario' });
  await expect(created.getByRole('checkbox', { name: 'Comunicaciones' })).toBeVisible();
  await expectNoAxeViolations(page);
  await created.getByRole('button', { name: 'Cancelar' }).click();
  await table
    .getByRole('button', { name: /^Modificar acceso / })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Modificar acceso del subusuario' });
  await expect(edit.getByLabel(/^Acceso hasta/)).toBeVisible();
  await expectNoAxeViolations(page);
  // Closed unchanged: the demo Gestor's sessions of other spec files stay.
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit).toHaveCount(0);
});
