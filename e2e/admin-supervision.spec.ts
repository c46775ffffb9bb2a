import { type Browser, expect, type Page, test } from '@playwright/test';
import fs from 'node:fs';
import JSZip from 'jszip';
import { AdminUsersPage } from './pages/admin-users-page';
import { AuditPage, RepositoryPage, StatisticsPage } from './pages/oversight-pages';
import { EnvioNominasPage } from './pages/envionominas-page';
import { DEMO, SignInPage } from './pages/sign-in-page';
import { expectNoAxeViolations, expectNoAxeViolationsAtBothSizes } from './support/axe';
import { lastMailId, latestMailTo, portalLink } from './support/outbox';
import { API_PORT } from './support/stack';
import { Authenticator } from './support/authenticator';
import { LOCK } from './support/locks';
import { closeOwnPages, openOwnPage } from './support/own-pages';
import { simulateDemoProducer } from './support/simulators';

test.afterEach(closeOwnPages);

/*
 * Issue 12, end to end: the administrator creates a simulator user, the new simulator sets its password
 * through the mailed link, sets up two-step verification at its first sign-in (issue 40 §1: MFA_REQUIRED_FOR_STAFF
 * is on), simulates the demo producer and opens /cartera; the audit shows those
 * actions under the simulator and the producer, the statistics count its new sign-in, internal staff's
 * repository lists, downloads and deletes a payroll the producer sent; the administrator resets the simulator's
 * password and deletes it, after which it can no longer sign in.
 */

const run = Date.now().toString(36);
const simulator = { email: `sim-${run}@demo.com.ar`, firstName: 'Renata', lastName: 'Quiroga', password: 'Lucia2026' };
/** Its two-step verification, set up at its first sign-in: each later sign-in spends one recovery code (no wait for the app's next code). */
let recoveryCodes: string[] = [];

// Alone, with no other spec running (support/locks.ts): the statistics count every user's sign-ins (before + 1),
// the audit reads the demo producer's latest calls, and a payroll of the demo producer comes and goes
// (cartera-operations counts them).
test.describe.configure({ mode: 'serial', lock: LOCK.alone });
// Whole flows, several browsers each, on a shared and busy machine.
test.setTimeout(180_000);

/*
 * The shell's header, while simulating or as staff, has two findings of its own (the 'Simulando productor'
 * chip's contrast, the bell's name): the host's, reported; these checks are about this screens.
 */
const OWN_SCREEN = { exclude: ['header'] };

// The stack is up when the host answers; the api may still be migrating and seeding a fresh database.
test.beforeAll(async () => {
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${API_PORT}/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 120_000, intervals: [500] },
    )
    .toBe(true);
});

/** A page in a browser context of its own (another person's browser), with the project's settings. */
async function freshPage(browser: Browser): Promise<Page> {
  const { baseURL, locale } = test.info().project.use;
  return openOwnPage(browser, { baseURL, locale });
}

/** The new simulator signs in at /admin with its password and, as its second step, one of its recovery codes. */
async function signInSimulator(page: Page) {
  const signIn = new SignInPage(page);
  await signIn.open('/admin');
  await signIn.signIn(simulator.email, simulator.password);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Usar un código de recuperación' }).click();
  await main.getByLabel(/^Código de recuperación/).fill(recoveryCodes.shift()!);
  await main.getByRole('button', { name: 'Verificar' }).click();
  await expect(page).toHaveURL(/\/simulate-producer$/);
}

/** The new simulator, signed in with its own password in a browser of its own, simulating the demo producer. */
async function signedInSimulating(browser: Browser): Promise<Page> {
  const page = await freshPage(browser);
  await signInSimulator(page);
  await simulateDemoProducer(page);
  return page;
}

test('the administrator creates a simulator user, and the invitation mail is in the outbox', async ({ page }) => {
  const since = await lastMailId();
  const signIn = new SignInPage(page);
  await signIn.open('/admin');
  await signIn.signIn(DEMO.administrator);
  await expect(page).toHaveURL(/\/admin-users$/);
  const admin = new AdminUsersPage(page);
  await expect(admin.row(DEMO.simulator)).toBeVisible();
  await expectNoAxeViolations(page);

  const dialog = await admin.openNewUser();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('no-es-un-mail');
  await dialog.getByRole('textbox', { name: 'Apellido' }).fill('x'.repeat(50));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Ingresar una dirección de mail válida')).toBeVisible();
  await expect(dialog.getByText('El nombre o razón social es requerido')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Apellido' })).toHaveAttribute('maxlength', '50');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await admin.create(simulator);
  await expect(admin.row(simulator.email)).toContainText('Quiroga');
  const mail = await latestMailTo(simulator.email, since);
  expect(mail.subject).toBe('Portal de Productores: alta de usuario simulador');
  expect(portalLink(mail).pathname).toBe('/recover-reset');
});

test('the new simulator sets its password through the mail, signs in, simulates the demo producer and opens /cartera', async ({
  page,
  browser,
}) => {
  const link = portalLink(await latestMailTo(simulator.email));
  await page.goto(`${link.pathname}${link.search}`);
  const form = page.getByRole('main');
  await form.getByLabel(/^E-mail/).fill(simulator.email);
  await form.getByLabel(/^Nueva contraseña/).fill(simulator.password);
  await form.getByLabel(/^Confirmar nueva contraseña/).fill(simulator.password);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  // Its sign-in with the new password needs the two-step set-up first: back to /admin.
  await expect(page).toHaveURL(/\/admin\?recover-success$/);

  // First sign-in: it must set up two-step verification before any session (QR code and secret, a code, the recovery codes).
  await new SignInPage(page).signIn(simulator.email, simulator.password);
  const main = page.getByRole('main');
  await expect(main).toContainText('Tu cuenta requiere la verificación en dos pasos. Configurala para ingresar.');
  await expect(main.getByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toBeVisible();
  const app = new Authenticator((await main.getByLabel('Clave para ingresar a mano').textContent())!);
  await expectNoAxeViolationsAtBothSizes(page);
  await main.getByLabel(/^Código de verificación/).fill(await app.next());
  await main.getByRole('button', { name: 'Confirmar' }).click();
  await expect(main.getByRole('heading', { name: 'Guardá estos códigos en un lugar seguro' })).toBeVisible();
  await expectNoAxeViolationsAtBothSizes(page);
  recoveryCodes = await main
    .getByRole('list', { name: 'Códigos de recuperación' })
    .getByRole('listitem')
    .allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await main.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/simulate-producer$/);

  // Signs in again, in a browser of its own, with the password it chose, and simulates the demo producer.
  const own = await signedInSimulating(browser);
  await own.goto('/cartera');
  await expect(own.getByRole('heading', { level: 1 })).toHaveText('Búsqueda de cartera');
  await expect(own.getByRole('banner').getByText(/Simulando productor \(.+\) 20-?17254359-?7/)).toBeVisible();
});

test('the audit shows those actions under the simulator and under the producer, with their detail and the invitation mail', async ({
  browser,
}) => {
  const page = await signedInSimulating(browser);
  const audit = new AuditPage(page);
  await audit.open();
  await expectNoAxeViolations(page, OWN_SCREEN);

  // 'Ver solo productor simulado': the calls made for the demo producer, by this simulator among them.
  await audit.showRows(100);
  await audit.onlySimulated().check();
  const mine = audit
    .grid('Actividad')
    .getByRole('row')
    .filter({ hasText: `${simulator.firstName} ${simulator.lastName}` });
  await expect(mine.first()).toContainText('20172543597');
  await expect(mine.filter({ hasText: /\/api\/(portfolio|cartera|reports)/i }).first()).toBeVisible();

  // 'Avanzado': the same calls found by the producer, through its typeahead.
  await audit.onlySimulated().uncheck();
  await audit.advanced().check();
  await audit.chooseProducer('GÓMEZ', /20-?17254359-?7|GÓMEZ MARTÍN/);
  await expect(
    audit
      .grid('Actividad')
      .getByRole('row')
      .filter({ hasText: `${simulator.firstName} ${simulator.lastName}` })
      .first(),
  ).toBeVisible();
  await audit
    .grid('Actividad')
    .getByRole('button', { name: /^Detalle \d+$/ })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: 'Detalle del registro' });
  await expect(detail).toContainText('20172543597');
  await expect(detail).toContainText('application');
  await expectNoAxeViolations(page, OWN_SCREEN);
  await detail.getByRole('button', { name: 'Cerrar' }).click();

  await audit.clearFilters();
  await expect(audit.advanced()).not.toBeChecked();
  await page.getByRole('tab', { name: 'Mensajes' }).click();
  await expect(
    audit
      .grid('Mensajes')
      .getByRole('row')
      .filter({ hasText: simulator.email })
      .filter({ hasText: 'alta de usuario simulador' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Errores' }).click();
  await expect(audit.grid('Errores')).toBeVisible();
});

test('the statistics count the new sign-in, and /avanzadas leads to them', async ({ browser }) => {
  const page = await signedInSimulating(browser);
  await page.goto('/avanzadas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opciones avanzadas');
  await expect(page.getByRole('link', { name: 'Ingresar: Auditoría' })).toHaveAttribute('href', '/auditoria-productor');
  await expectNoAxeViolations(page, OWN_SCREEN);
  await page.getByRole('link', { name: 'Ingresar: Estadísticas' }).click();
  await expect(page).toHaveURL(/\/estadisticas$/);
  const stats = new StatisticsPage(page);
  await expect(stats.widget('Registro de ingresos')).toBeVisible();
  await expect(stats.widget(/^Total de productores registrados: \d+$/)).toBeVisible();
  await expect(stats.widget('Usuarios registrados por período')).toBeVisible();
  await expect(stats.widget('Módulo más visitado')).toContainText('Muestra cuántos usuarios accedieron a cada módulo');
  await expect(stats.widget('Registro de ingresos').getByRole('combobox', { name: 'Período' })).toHaveText(
    'Últimos 12 meses',
  );
  await stats.widget('Registro de ingresos').getByRole('combobox', { name: 'Período' }).click();
  await expect(page.getByRole('option', { name: 'Hoy' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Últimos 7 días' }).click();
  await expect(stats.widget('Usuarios registrados por período').getByRole('combobox', { name: 'Agrupar' })).toHaveText(
    'Por mes',
  );
  const before = await stats.signIns();
  await expectNoAxeViolations(page, OWN_SCREEN);

  // Another sign-in of the new simulator, from another browser.
  await signInSimulator(await freshPage(browser));

  await page.reload();
  await stats.widget('Registro de ingresos').getByRole('combobox', { name: 'Período' }).click();
  await page.getByRole('option', { name: 'Últimos 7 días' }).click();
  await expect.poll(() => stats.signIns()).toBe(before + 1);
});

// Issue 38 §3: the simulator's own two screens, which the route sweep of shell.spec.ts leaves to this file (a simulator
// must set its password first), at a phone's size too: axe clean and no wider than 390 nor 320 px (reflow).
test("a simulator's own screens on a phone, /avanzadas and /simulate-producer: no axe violation, no wider than the screen", async ({
  browser,
}) => {
  const page = await signedInSimulating(browser);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  for (const path of ['/avanzadas', '/simulate-producer']) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(await overflow(), `${path}: px wider than 390`).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 320, height: 844 });
    expect(await overflow(), `${path}: px wider than 320`).toBeLessThanOrEqual(0);
  }
});

test('the repository lists a payroll uploaded by the producer, downloads it in archivos.zip and deletes it', async ({
  page,
  browser,
}) => {
  const signIn = new SignInPage(page);
  await signIn.signInAsProducer(DEMO.producer);
  const nominas = new EnvioNominasPage(page);
  await nominas.open();
  await nominas.policy().fill('10000001');
  await expect(nominas.holder()).toHaveValue('SUÁREZ PAULA');
  const payroll = {
    name: `nomina-${run}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`CUIL;Apellido;Nombre\n20111111112;PÉREZ;JUAN ${run}\n`, 'utf8'),
  };
  await nominas.attach(payroll);
  await nominas.send();
  await expect(nominas.form().getByText('El archivo fue enviado correctamente')).toBeVisible();

  // The repository's administrator: internal staff holding VerRepositorio (002 §6).
  const staff = await freshPage(browser);
  const staffSignIn = new SignInPage(staff);
  await staffSignIn.open('/admin');
  await staffSignIn.signIn(DEMO.staff);
  await expect(staff).toHaveURL(/\/home$/);
  const repository = new RepositoryPage(staff);
  await repository.open();
  const row = repository.row(payroll.name);
  await expect(row).toContainText('Nómina');
  await expect(row).toContainText('20172543597 - GÓMEZ MARTÍN');
  await expectNoAxeViolations(staff, OWN_SCREEN);

  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    row.getByRole('button', { name: `Descargar ${payroll.name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('archivos.zip');
  const zip = await JSZip.loadAsync(fs.readFileSync(await download.path()));
  expect(Object.keys(zip.files)).toEqual([payroll.name]);
  expect((await zip.file(payroll.name)!.async('nodebuffer')).equals(payroll.buffer)).toBe(true);

  await repository.delete(payroll.name);
  await staff.reload();
  await expect(repository.grid()).toBeVisible();
  await expect(repository.row(payroll.name)).toHaveCount(0);
});

test("the administrator resets the simulator's password (mail in the outbox) and deletes it; it can no longer sign in", async ({
  page,
  browser,
}) => {
  const since = await lastMailId();
  const signIn = new SignInPage(page);
  await signIn.open('/admin');
  await signIn.signIn(DEMO.administrator);
  const admin = new AdminUsersPage(page);
  await admin.resetPassword(simulator.email);
  const mail = await latestMailTo(simulator.email, since);
  expect(mail.subject).toBe('Portal de Productores: restablecer contraseña');
  expect(portalLink(mail).searchParams.get('simulador')).toBe('true');

  await admin.delete(simulator.email);
  await page.reload();
  await expect(admin.row(DEMO.simulator)).toBeVisible();
  await expect(admin.row(simulator.email)).toHaveCount(0);

  const other = await freshPage(browser);
  const again = new SignInPage(other);
  await again.open('/admin');
  await again.signIn(simulator.email, simulator.password);
  await expect(other.getByRole('alert')).toBeVisible();
  await expect(other).toHaveURL(/\/admin/);
});
