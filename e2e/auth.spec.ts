import { expect, test, type Page } from '@playwright/test';
import { CarteraPage } from './pages/cartera-page';
import { DEMO, DEMO_PASSWORD, SignInPage } from './pages/sign-in-page';
import { ShellPage } from './pages/shell-page';
import { expectNoAxeViolations } from './support/axe';
import { businessToday } from './support/business-day';
import { uniqueBody, validCuit } from './support/cuit';
import { lastMailId, latestMailTo, portalLink } from './support/outbox';
import { LOCK } from './support/locks';
import { simulateDemoProducer } from './support/simulators';

const NEW_PASSWORD = 'Nueva1234';
// The new producer's confirmation and reset mails are read as the newest to its address: no communication is
// mailed to every producer meanwhile (support/locks.ts).
test.describe.configure({ lock: LOCK.everyProducerMailbox });

async function openUserMenu(page: Page) {
  await page.getByRole('banner').getByTestId('header-user').click();
}

test.describe('a producer registers, confirms by mail, recovers the password and signs in', () => {
  const cuit = validCuit('20', uniqueBody());
  const email = `e2e.${cuit.replace(/-/g, '')}@demo.com.ar`;

  test('register → mail → confirm → sign in → home', async ({ page }) => {
    const since = await lastMailId();
    await page.goto('/register');
    const form = page.getByRole('main');
    await form.getByLabel(/^Nombre/).fill('Julieta');
    await form.getByLabel(/^Apellido/).fill('Sosa-Paz');
    await form.getByLabel(/^CUIT\/CUIL/).fill(cuit);
    await form.getByLabel(/^E-mail/).fill(email);
    await form.getByLabel(/^Teléfono/).fill('1145678901');
    await form.getByLabel(/^Compañía telefónica/).click();
    await page.getByRole('option', { name: 'Personal' }).click();
    await form.getByLabel(/^Contraseña/).fill(DEMO_PASSWORD);
    await form.getByLabel(/^Confirmar contraseña/).fill(DEMO_PASSWORD);
    // Everything right but the terms: not sent, and the button says why (000 §5).
    await form.getByRole('button', { name: 'Registrarme' }).click();
    await expect(form.getByRole('alert')).toHaveText('Debes aceptar los Términos y Condiciones');
    await expect(page).toHaveURL(/\/register$/);
    await form.getByRole('checkbox').check();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await form.getByRole('button', { name: 'Registrarme' }).click();
    await expect(page).toHaveURL(/\/register-validation$/);
    await expect(page.getByText('Registración exitosa').first()).toBeVisible();

    const mail = await latestMailTo(email, since);
    const code = /\b([A-Z0-9]{8,10})\b/.exec(mail.text)?.[1];
    expect(code).toBeTruthy();
    await page.goto('/recover-email');
    await page
      .getByRole('main')
      .getByLabel(/^Código de confirmación/)
      .fill(code!);
    await page.getByRole('main').getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(/\/register-success$/);

    // The sign-in field takes the CUIT/CUIL or the e-mail (000 §2.1): the new producer uses its e-mail.
    await new SignInPage(page).signIn(email);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('banner')).toContainText('JULIETA');
  });

  test('recover → mail → reset → sign in with the new password', async ({ page }) => {
    const since = await lastMailId();
    await page.goto('/recover-password');
    const form = page.getByRole('main');
    await form.getByLabel(/^CUIT\/CUIL/).fill(cuit);
    await form.getByLabel(/^E-mail/).fill(email);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Hemos enviado un email para reestablecer su contraseña')).toBeVisible();

    const link = portalLink(await latestMailTo(email, since));
    expect(link.pathname).toBe('/recover-reset');
    await page.goto(link.pathname + link.search);
    const reset = page.getByRole('main');
    await reset.getByLabel(/^CUIT\/CUIL/).fill(cuit);
    await reset.getByLabel(/^Nueva contraseña/).fill(NEW_PASSWORD);
    await reset.getByLabel(/^Confirmar nueva contraseña/).fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(page).toHaveURL(/\/login\?recover-success/);

    await new SignInPage(page).signIn(cuit, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  });
});

test("/channels offers the role choice: 'Rol Usuario' signs in at /login, 'Rol Administrador' at /admin", async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Otras formas de ingresar' }).click();
  await expect(page).toHaveURL(/\/channels$/);
  await expect(page.getByRole('article', { name: 'Caución' }).getByRole('link')).toHaveAttribute('target', '_blank');
  await page
    .getByRole('article', { name: 'Rol Administrador' })
    .getByRole('link', { name: 'Ingresar como administrador' })
    .click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingreso simuladores');
});

test('a Gestor sees the represented CUIT and cannot add sub-users', async ({ page }) => {
  await new SignInPage(page).signInAsProducer(DEMO.gestor);
  await expect(page.getByRole('main')).toContainText('20-17254359-7');
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Editar perfil' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Agregar subusuario' })).toHaveCount(0);
});

test('a producer sees its permitted menu and can add sub-users', async ({ page }) => {
  await new SignInPage(page).signInAsProducer();
  const shell = new ShellPage(page);
  await shell.expectFrame();
  await expect(shell.menu().getByRole('button', { name: 'Cartera' })).toBeVisible();
  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Agregar subusuario' })).toBeVisible();
});

test("a producer's Marketing (always in the menu, 000 §6) shows today's notices, read-only", async ({ page }) => {
  await new SignInPage(page).signInAsProducer();
  await new ShellPage(page).menu().getByRole('link', { name: 'Marketing' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketing');
  await expect(page.getByRole('main').getByRole('list', { name: 'Avisos vigentes' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Nuevo seguro de vida individual').first()).toBeVisible();
  // The seeded notices run from the first day of last month to the last day of this month a year on, Buenos Aires
  // days (not the evening before), counted from the day the demo was seeded (api/src/seed/news.ts).
  const today = businessToday();
  const ddmmyyyy = (d: Date) =>
    `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
  const validity = `Vigente del ${ddmmyyyy(new Date(today.getFullYear(), today.getMonth() - 1, 1))} al ${ddmmyyyy(new Date(today.getFullYear(), today.getMonth() + 13, 0))}`;
  await expect(page.getByRole('main').getByText(validity).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nuevo aviso' })).toHaveCount(0);
  await expect(page.getByText('No tiene permiso para acceder a esta información.')).toHaveCount(0);
  await expectNoAxeViolations(page, { include: 'main' });
});

test('a simulator changes its password, simulates a producer, sees the chip and clears it', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open('/admin');
  await signIn.signIn(DEMO.simulator);
  await expect(page).toHaveURL(/\/recover-reset\?code=.+&simulador=true/);
  const form = page.getByRole('main');
  await form.getByLabel(/^Contraseña actual/).fill(DEMO_PASSWORD);
  await form.getByLabel(/^Nueva contraseña/).fill(NEW_PASSWORD);
  await form.getByLabel(/^Confirmar nueva contraseña/).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page).toHaveURL(/\/simulate-producer$/);

  await simulateDemoProducer(page);
  const chip = page.getByRole('banner').getByText(/Simulando productor \(.+\) 20-?17254359-?7/);
  await expect(chip).toBeVisible();

  // The chosen producer's codes fill the reports' producer tree, and its portfolio is searched (000 §4: after
  // picking, the producer's id is used for calls).
  const cartera = new CarteraPage(page);
  await cartera.open();
  await cartera.searchCore('VIDA Y GENERALES');
  await expect(cartera.firstRow()).toContainText(/\$ \d{1,3}(\.\d{3})*,\d{2}/);
  await page.goto('/liquidacion');
  await expect(page.getByRole('checkbox', { name: /VIDA Y GENERALES/ })).toBeVisible();
  await expect(page.getByText('No hay productores disponibles para consultar.')).toHaveCount(0);

  await chip.click();
  await expect(page).toHaveURL(/\/simulate-producer$/);
  await expect(page.getByText(/Simulando productor/)).toHaveCount(0);
});

test('an administrator reaches /admin-users and nothing else', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open('/admin');
  await signIn.signIn(DEMO.administrator);
  await expect(page).toHaveURL(/\/admin-users$/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/admin-users$/);
  await page.goto('/cartera');
  await expect(page).toHaveURL(/\/admin-users$/);
});

test.describe('errors a user meets at sign-in and later', () => {
  test('a wrong password shows the business message and stays on /login', async ({ page }) => {
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.signIn(DEMO.secondProducer, 'Incorrecta1');
    await expect(page.getByRole('alert')).toContainText('Usuario o contraseña incorrectos');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a CUIT with a wrong check digit is refused before sending', async ({ page }) => {
    let registered = false;
    page.on('request', (r) => {
      if (/\/api\/login\/register/i.test(r.url())) registered = true;
    });
    await page.goto('/register');
    await page
      .getByRole('main')
      .getByLabel(/^CUIT\/CUIL/)
      .fill('20-17254359-8');
    await page.getByRole('main').getByRole('button', { name: 'Registrarme' }).click();
    await expect(page.getByText('El CUIT ingresado es inválido')).toBeVisible();
    expect(registered).toBe(false);
  });

  test('an unauthenticated visitor is sent to /login', async ({ page }) => {
    await page.goto('/cartera');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a visitor not signed in opens the tutorials /login links to (000 §2.1)', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Cómo registrarse' }).click();
    await expect(page).toHaveURL(/\/tutoriales\?seccion=como-registrarse$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutoriales');
    await expect(page.getByRole('main')).toContainText('Ingresá a la registración');
    await expectNoAxeViolations(page);
  });

  test('an access token the server refuses (401) signs the user out to /login', async ({ page }) => {
    await new SignInPage(page).signInAsProducer(DEMO.secondProducer);
    // Swap the in-memory token for one the server cannot verify, through the one shared session store (in the share
    // scope once the federation runtime has come with the first remote, the bell).
    await page.waitForFunction(() =>
      Object.values(
        (window as unknown as { __FEDERATION__?: { __SHARE__: Record<string, { default?: object }> } }).__FEDERATION__
          ?.__SHARE__ ?? {},
      ).some((s) => s.default && '@portal/shared' in s.default),
    );
    await page.evaluate(() => {
      type Lib = { useSessionStore: { setState(s: { accessToken: string }): void } };
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, { default: Record<string, Record<string, { lib: () => Lib }>> }>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      for (const scopes of Object.values(share))
        Object.values(scopes.default['@portal/shared'])[0]
          .lib()
          .useSessionStore.setState({ accessToken: 'eyJhbGciOiJIUzI1NiJ9.e30.invalid' });
    });
    // The next authenticated call meets a 401: the bell's or the session keeper's may come first and sign out before
    // the click, else Marketing's notices, asked as the screen opens. ('Inicio' was the link here, but from /home it
    // may ask nothing.) The sign-out loads /login, which can take the link away or cut its navigation short.
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Marketing' })
      .click({ timeout: 5_000, noWaitAfter: true })
      .catch(() => undefined);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByTestId('header-user')).toHaveCount(0);
  });

  test('a refresh that gets no answer keeps the session: retried at once, then the unreachable message and Reintentar', async ({
    page,
  }) => {
    await new SignInPage(page).signInAsProducer(DEMO.secondProducer);
    // The network drops the first refresh after the reload (as a reload cut short by the next one does): retried, still signed in.
    let dropped = 0;
    await page.route('**/api/login/refreshtoken', (route) =>
      dropped++ < 1 ? route.abort('connectionreset') : route.continue(),
    );
    await page.goto('/cartera');
    await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de cartera' })).toBeVisible();
    expect(dropped).toBe(2);
    await page.unroute('**/api/login/refreshtoken');

    // The server unreachable for every try: the message and Reintentar, the session kept for when it is back.
    await page.route('**/api/login/refreshtoken', (route) => route.abort('connectionrefused'));
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudo conectar con el servidor!' });
    await expect(alert).toBeVisible();
    await expectNoAxeViolations(page);
    await page.unroute('**/api/login/refreshtoken');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Búsqueda de cartera' })).toBeVisible();
    await expect(page).toHaveURL(/\/cartera$/);
  });

  test('a failed token refresh signs the user out', async ({ page, context }) => {
    await new SignInPage(page).signInAsProducer(DEMO.secondProducer);
    // Without its refresh cookie the session cannot be restored after a reload.
    await context.clearCookies();
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });
});
