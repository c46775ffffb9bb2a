import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { Authenticator } from './support/authenticator';
import { expectNoAxeViolationsAtBothSizes } from './support/axe';
import { validCuit, uniqueBody } from './support/cuit';
import { lastMailId, latestMailTo } from './support/outbox';
import { API_PORT } from './support/stack';
import { DEMO_PASSWORD, SignInPage } from './pages/sign-in-page';
import { closeOwnPages, openOwnPage } from './support/own-pages';

test.afterEach(closeOwnPages);

/**
 * Two-step verification (issue 40 §1), by a producer of its own (registered here through the api), so that no
 * other spec file's demo accounts ever ask for a code: enrolment on /seguridad with a code computed from the
 * secret shown, sign-in asking for the code, a recovery code accepted once, turning it off.
 */
test.describe.configure({ mode: 'serial' });

const cuit = validCuit('20', uniqueBody());
const email = `e2e.dos.pasos.${cuit.replace(/-/g, '')}@demo.com.ar`;

async function api(path: string, body: object) {
  const res = await fetch(`http://127.0.0.1:${API_PORT}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
}

test.beforeAll(async () => {
  const since = await lastMailId();
  await api('/api/login/register', {
    Name: 'Dos',
    LastName: 'Pasos',
    CUIT: cuit,
    Email: email,
    Password: DEMO_PASSWORD,
    Telephone: '1145678901',
    TelephoneCompany: 1,
    Application: 'Life',
  });
  const code = /\b([A-Z0-9]{8,10})\b/.exec((await latestMailTo(email, since)).text)![1];
  await api('/security/account/confirmemail', { code });
});

async function freshPage(browser: Browser): Promise<Page> {
  return openOwnPage(browser);
}

async function openSecurity(page: Page) {
  await page.getByRole('banner').getByTestId('header-user').click();
  await page.getByRole('menuitem', { name: 'Seguridad' }).click();
  await expect(page).toHaveURL(/\/seguridad$/);
}

/** The password step: right password, and the page asks for the code. */
async function passwordStep(page: Page): Promise<Locator> {
  await new SignInPage(page).open('/login');
  await new SignInPage(page).signIn(cuit);
  const field = page.getByRole('main').getByLabel(/^Código de verificación/);
  await expect(field).toBeVisible();
  return field;
}

let app: Authenticator;
let recoveryCodes: string[];

test('enrols on /seguridad with a code computed from the secret shown, and sees the 10 recovery codes once', async ({
  browser,
}) => {
  const page = await freshPage(browser);
  await new SignInPage(page).open('/login');
  await new SignInPage(page).signIn(cuit);
  await expect(page).toHaveURL(/\/home$/);
  await openSecurity(page);
  const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await expect(section).toContainText('Desactivada');
  await expectNoAxeViolationsAtBothSizes(page);

  await section.getByRole('button', { name: 'Activar verificación en dos pasos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Activar verificación en dos pasos' });
  await expect(dialog.getByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toBeVisible();
  const secret = (await dialog.getByLabel('Clave para ingresar a mano').textContent())!;
  expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolationsAtBothSizes(page);
  app = new Authenticator(secret);

  await dialog.getByLabel(/^Código de verificación/).fill(app.wrong());
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('El código de verificación es incorrecto.');
  await dialog.getByLabel(/^Código de verificación/).fill(await app.next());
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByRole('heading', { name: 'Guardá estos códigos en un lugar seguro' })).toBeVisible();
  recoveryCodes = await dialog
    .getByRole('list', { name: 'Códigos de recuperación' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expectNoAxeViolationsAtBothSizes(page);
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(section).toContainText('Activada');
  await expect(section).toContainText('Te quedan 10 códigos de recuperación.');
});

test('sign-in asks for the code after the password: a wrong one is refused, the right one signs in', async ({
  browser,
}) => {
  const page = await freshPage(browser);
  const field = await passwordStep(page);
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolationsAtBothSizes(page);
  await field.fill(app.wrong());
  await page.getByRole('main').getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('El código de verificación es incorrecto.');
  await expect(page).toHaveURL(/\/login$/);
  await field.fill(await app.next());
  await page.getByRole('main').getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a recovery code signs in once and is refused the second time', async ({ browser }) => {
  const first = await freshPage(browser);
  await passwordStep(first);
  await first.getByRole('main').getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await expectNoAxeViolationsAtBothSizes(first);
  await first
    .getByRole('main')
    .getByLabel(/^Código de recuperación/)
    .fill(recoveryCodes[0]);
  await first.getByRole('main').getByRole('button', { name: 'Verificar' }).click();
  await expect(first).toHaveURL(/\/home$/);

  const second = await freshPage(browser);
  await passwordStep(second);
  await second.getByRole('main').getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await second
    .getByRole('main')
    .getByLabel(/^Código de recuperación/)
    .fill(recoveryCodes[0]);
  await second.getByRole('main').getByRole('button', { name: 'Verificar' }).click();
  await expect(second.getByRole('main').getByRole('alert')).toContainText(
    'El código de recuperación es incorrecto o ya fue usado.',
  );
  await expect(second).toHaveURL(/\/login$/);
});

test('turning it off asks for a current code; then sign-in asks for none', async ({ browser }) => {
  const page = await freshPage(browser);
  await (await passwordStep(page)).fill(await app.next());
  await page.getByRole('main').getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await openSecurity(page);
  const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await expect(section).toContainText('Te quedan 9 códigos de recuperación.');
  await section.getByRole('button', { name: 'Desactivar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desactivar verificación en dos pasos' });
  await expectNoAxeViolationsAtBothSizes(page);
  await dialog.getByLabel(/^Código de verificación/).fill(app.wrong());
  await dialog.getByRole('button', { name: 'Desactivar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('El código de verificación es incorrecto.');
  await dialog.getByLabel(/^Código de verificación/).fill(await app.next());
  await dialog.getByRole('button', { name: 'Desactivar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(section).toContainText('Desactivada');

  const again = await freshPage(browser);
  await new SignInPage(again).signInAsProducer(cuit);
});
