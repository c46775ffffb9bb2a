import { type Browser, expect, type Page, test } from '@playwright/test';
import { AdminLeyendasPage } from './pages/adminleyendas-page';
import { AdminNotificacionesPage } from './pages/adminnotificaciones-page';
import { NewsAdminPage } from './pages/news-page';
import { NotificationBell } from './pages/notifications';
import { DEMO, SignInPage } from './pages/sign-in-page';
import { expectNoAxeViolations } from './support/axe';
import { businessToday } from './support/business-day';
import { lastMailId, latestMailTo } from './support/outbox';
import { API_PORT } from './support/stack';
import { LOCK } from './support/locks';
import { closeOwnPages, openOwnPage } from './support/own-pages';

test.afterEach(closeOwnPages);

/*
 * The content administration of 002 §2, done by the staff account contenidos@demo.com.ar (type 2 with
 * AdminNotificaciones, AdminLeyendas, VerMarketing…), and what producers then see.
 */

async function signInAsContentAdmin(page: Page) {
  const signIn = new SignInPage(page);
  await signIn.open('/admin');
  await signIn.signIn(DEMO.staff);
  await expect(page).toHaveURL(/\/home$/);
}

const REQUIRED = 'Debe completar todos los campos obligatorios';
/**
 * A registered producer of the deterministic seed (api/src/seed/generate.ts, the first generated one):
 * the notification goes to it, so the demo producers' bells stay as the notifications spec expects them.
 */
const RECIPIENT = { cuit: '27-33366434-3', name: 'DOMÍNGUEZ JULIETA (27333664343)' };
/** A 1×1 PNG: the api tells an image by its bytes (002 §5). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A Buenos Aires day, n days from today, as the date fields show and take it (DD/MM/AAAA, 000 §5). */
const dayFromToday = (n: number) => {
  const d = businessToday();
  d.setDate(d.getDate() + n);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

// Its e-mail notice is read as the newest mail to productor@demo.com.ar: no other spec mailing there runs
// meanwhile (support/locks.ts).
test.describe.configure({ lock: LOCK.demoProducerMailbox });

/** The dev-only trigger (as for report schedules): the definition's last due executions, run now by the real job. */
async function runGeneration(description: string) {
  const res = await fetch(`http://127.0.0.1:${API_PORT}/dev/notifications/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ description }),
  });
  expect(res.status).toBe(200);
  const { jobs } = (await res.json()) as { jobs: { state: string }[] };
  expect(jobs.map((j) => j.state)).toEqual(['completed']);
}

/** A page of its own session (the administrator and a producer side by side). */
async function newPage(browser: Browser): Promise<Page> {
  return openOwnPage(browser);
}

test.describe('content administration', () => {
  // Each test is a whole administration journey in two browsers, with an axe scan at every step: about 50 s
  // on a quiet machine, past the default 60 s on a loaded one (a CI run timed out at 60 s, then passed).
  test.describe.configure({ timeout: 180_000 });
  // The stack's readiness check looks at the host only; the api may still be seeding a fresh database.
  test.beforeAll(async () => {
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${API_PORT}/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 120_000 },
      )
      .toBe(200);
  });

  test('a legend for cartera shows on /cartera and disappears when inactivated', async ({ browser }) => {
    const text = `Aviso e2e ${Date.now()}: el cierre de producción se adelanta al día 28.`;
    const description = `Aviso de cierre ${Date.now()}`;
    const admin = await newPage(browser);
    await signInAsContentAdmin(admin);
    const legends = new AdminLeyendasPage(admin);
    await legends.open();
    await expectNoAxeViolations(admin);

    // Bad input: the spec's message on every required field, nothing saved.
    const rowsBefore = await legends.table().getByRole('row').count();
    await legends.startNew();
    await legends.save();
    await expect(legends.dialog().getByText(REQUIRED)).toHaveCount(4);
    await expectNoAxeViolations(admin);
    await legends.fill({ section: 'Búsqueda de cartera', type: 'Aviso', description, text });
    await legends.save();
    await expect(legends.dialog()).toBeHidden();
    await expect(admin.getByText('El registro ha sido procesado correctamente.')).toBeVisible();
    await expect(legends.table().getByRole('row')).toHaveCount(rowsBefore + 1);
    await expect(legends.row(description)).toContainText('Activa');

    const producer = await newPage(browser);
    await new SignInPage(producer).signInAsProducer();
    await producer.goto('/cartera');
    await expect(producer.getByTestId('legend-cartera-aviso')).toHaveText(text);

    await legends.edit(description);
    await legends.dialog().getByLabel('Inactivar manualmente').check();
    await legends.save();
    await expect(legends.dialog()).toBeHidden();
    await expect(legends.row(description)).toContainText('Inactiva');

    await producer.reload();
    await expect(producer.getByRole('heading', { level: 1 })).toHaveText('Búsqueda de cartera');
    await expect(producer.getByTestId('legend-cartera-aviso')).toBeVisible();
    await expect(producer.getByTestId('legend-cartera-aviso')).not.toHaveText(text);

    // Inactive: read-only, with its inactivation date.
    await legends.edit(description);
    await expect(legends.dialog().getByText(/^Fecha de inactivación: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
    await expect(legends.dialog().getByRole('textbox', { name: /Descripción/ })).toBeDisabled();
    await expect(legends.dialog().getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await legends.dialog().getByRole('button', { name: 'Cerrar' }).click();

    await legends
      .row(description)
      .getByRole('button', { name: `Eliminar ${description}` })
      .click();
    const confirm = admin.getByRole('dialog', { name: 'Eliminar leyenda' });
    await expect(confirm).toContainText('¿Está seguro que desea eliminar el registro?');
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await expect(admin.getByText('El registro ha sido eliminado correctamente.')).toBeVisible();
    await expect(legends.row(description)).toHaveCount(0);
  });

  test("a notification defined with a web text, an attachment, a producer and a daily execution reaches that producer's bell once", async ({
    browser,
  }) => {
    const description = `Cierre de producción ${Date.now()}`;
    const title = `Cierre anticipado ${Date.now() % 100000}`;
    const admin = await newPage(browser);
    await signInAsContentAdmin(admin);
    const screen = new AdminNotificacionesPage(admin);
    await screen.open();
    await expectNoAxeViolations(admin);

    // Bad input: the spec's messages, nothing saved.
    const definitions = () => screen.table().getByRole('button', { name: /^Editar / });
    const before = await definitions().count();
    await admin.getByRole('button', { name: 'Nueva Notificación' }).click();
    await expect(screen.dialog().getByLabel('Habilitada')).toBeDisabled();
    await screen.save();
    await expect(screen.dialog().getByText('Debe completar la descripción')).toBeVisible();
    await expect(screen.dialog().getByText('Debe completar el título y texto web')).toHaveCount(2);
    await expectNoAxeViolations(admin);
    await screen.field('Descripción').fill(description);
    await screen.field('Título web').fill(title);
    await screen.field('Texto web (HTML)').fill('<p>El cierre de producción se adelanta al <b>28</b>.</p>');
    await screen.dialog().getByRole('tab', { name: 'E-mail' }).click();
    await screen.dialog().getByLabel('Uso mail').check();
    await screen.save();
    await expect(screen.dialog().getByText('Debe completar el asunto y cuerpo del mail')).toHaveCount(2);
    await screen.dialog().getByLabel('Uso mail').uncheck();
    await screen.save();

    // Created: reloaded so a file can be attached, then enabled.
    await expect(screen.dialog().getByText('El registro ha sido procesado correctamente.')).toBeVisible();
    await screen.dialog().getByRole('tab', { name: 'Aviso web' }).click();
    await screen
      .dialog()
      .getByLabel('Archivo adjunto')
      .setInputFiles({ name: 'texto.pdf', mimeType: 'application/pdf', buffer: Buffer.from('no soy un pdf') });
    await expect(screen.dialog().getByText('No es compatible con la extensión de archivo')).toBeVisible();
    await screen
      .dialog()
      .getByLabel('Archivo adjunto')
      .setInputFiles({ name: 'circular.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(screen.dialog().getByText('Adjunto actual: circular.pdf')).toBeVisible();
    await screen.dialog().getByLabel('Habilitada').check();
    await screen.save();
    await expect(screen.dialog()).toBeHidden();
    await expect(definitions()).toHaveCount(before + 1);
    await expect(screen.row(description)).toContainText('SíSíSíSíNoSí');

    await screen.expand(description);
    await screen.scheduler().getByRole('button', { name: 'Nuevo: Calendario de ejecución' }).click();
    const calendar = admin.getByRole('dialog', { name: 'Calendario de ejecución' });
    await calendar.getByRole('button', { name: 'Agregar ejecución' }).click();
    await expect(calendar.getByRole('combobox', { name: 'Período' })).toHaveAttribute('aria-disabled', 'true');
    await expect(calendar.getByRole('combobox', { name: 'Hora' })).toHaveText('00:00');
    await expect(calendar.getByRole('button', { name: 'Quitar ejecución' })).toBeDisabled();
    await expectNoAxeViolations(admin);
    await calendar.getByRole('button', { name: 'Guardar' }).click();
    await expect(calendar).toBeHidden();
    await expect(screen.scheduler()).toContainText('Diario');

    await screen.destinations().getByRole('button', { name: 'Nuevo: Destinatarios de ejecución' }).click();
    const destination = admin.getByRole('dialog', { name: 'Destinatario de ejecución' });
    await destination.getByRole('button', { name: 'Guardar' }).click();
    await expect(destination).toBeVisible(); // nothing chosen: nothing saved
    await destination.getByLabel('Productor', { exact: true }).check();
    await destination.getByRole('combobox', { name: 'Productor' }).fill('DOMÍNGUEZ JULIETA');
    await admin.getByRole('option', { name: RECIPIENT.name }).click();
    await expectNoAxeViolations(admin);
    await destination.getByRole('button', { name: 'Guardar' }).click();
    await expect(destination).toBeHidden();
    await expect(screen.destinations()).toContainText(RECIPIENT.name);

    // The job run for that hour puts it in the producer's bell; a second run of the same hour adds nothing.
    await runGeneration(description);
    await runGeneration(description);
    const producer = await newPage(browser);
    await new SignInPage(producer).signInAsProducer(RECIPIENT.cuit);
    const bell = new NotificationBell(producer);
    await bell.open();
    const item = bell.items().filter({ hasText: title });
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: 'Ver mensaje' }).click();
    await expect(item).toContainText('El cierre de producción se adelanta al 28.');
    const download = producer.waitForEvent('download');
    await item.getByRole('button', { name: 'Ver archivo adjunto' }).click();
    expect((await download).suggestedFilename()).toBe('circular.pdf');

    const other = await newPage(browser);
    await new SignInPage(other).signInAsProducer(DEMO.secondProducer);
    const otherBell = new NotificationBell(other);
    await otherBell.open();
    await expect(otherBell.dropdown()).toBeVisible();
    await expect(otherBell.items().filter({ hasText: title })).toHaveCount(0);
  });

  test('a web news notice with an image shows in the /home carousel; an e-mail notice reaches one producer and one extra address', async ({
    browser,
  }) => {
    const stamp = Date.now() % 1_000_000;
    const webTitle = `Plan Ahorro ${stamp}`;
    const headline = `Ahorro garantizado ${stamp}`;
    const admin = await newPage(browser);
    await signInAsContentAdmin(admin);
    const news = new NewsAdminPage(admin);
    await news.open();
    await expectNoAxeViolations(admin);

    // Bad input: the spec's messages, nothing saved, nothing typed lost.
    const rows = await news.table(0).getByRole('row').count();
    await admin.getByRole('button', { name: 'Nuevo aviso' }).click();
    await expect(news.date('Fecha de fin')).toHaveValue(dayFromToday(7));
    await news.date('Fecha de fin').fill('30/02/2030');
    await news.save();
    await expect(news.dialog().getByText('La fecha ingresada es inválida')).toBeVisible();
    await expect(news.date('Fecha de fin')).toHaveValue('30/02/2030');
    await news.date('Fecha de fin').fill(dayFromToday(0));
    await news.save();
    await expect(
      news.dialog().getByText('Debe ingresar título, subtítulo y texto con una imagen, o solo una imagen'),
    ).toBeVisible();
    await expect(news.dialog().getByText('Debe ingresar una fecha mayor del dia de hoy')).toBeVisible();
    await expectNoAxeViolations(admin);
    await news.field('Asunto').fill(webTitle);
    await news.field('Título').fill(headline);
    await news.field('Texto').fill('Rinde desde el primer mes.');
    await news.field('URL').fill('javascript:alert(1)');
    await news.date('Fecha de fin').fill(dayFromToday(7));
    await news
      .image()
      .setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('GIF89a no soy un png') });
    await news.save();
    await expect(news.dialog().getByText('La URL ingresada no es válida')).toBeVisible();
    await news.field('URL').fill('https://www.example.com/ahorro');
    await news.save();
    // The file claimed to be a png: the api reads its bytes and refuses it; the form keeps what was typed.
    await expect(news.dialog().getByText('No es compatible con la extensión de archivo')).toBeVisible();
    await expect(news.field('Asunto')).toHaveValue(webTitle);

    await news.image().setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: PNG });
    await expect(news.dialog().getByRole('img', { name: 'Imagen' })).toBeVisible();
    await news.dialog().getByRole('button', { name: 'Vista previa' }).click();
    await expect(news.dialog().getByRole('group', { name: 'Vista previa del aviso' })).toContainText(headline);
    await expectNoAxeViolations(admin);
    await news.save();
    await expect(news.dialog()).toBeHidden();
    await expect(admin.getByText('El registro ha sido procesado correctamente.')).toBeVisible();
    await expect(news.row(0, webTitle)).toContainText('Activo');
    await expect(news.table(0).getByRole('row')).toHaveCount(rows + 1); // the refused attempts saved nothing

    // A producer's home shows it in the carousel.
    const producer = await newPage(browser);
    await new SignInPage(producer).signInAsProducer(DEMO.secondProducer);
    const carousel = producer.getByRole('region', { name: 'Novedades' });
    await expect(carousel.getByRole('group').filter({ hasText: headline })).toBeVisible({ timeout: 30_000 });

    // An e-mail notice, sent to one producer and one extra address.
    const subject = `Novedades de cierre ${stamp}`;
    const extra = `extra-${stamp}@example.com`;
    await news.tab('Enviar E-mail');
    await admin.getByRole('button', { name: 'Nuevo aviso' }).click();
    await news.field('Título').fill('Cierre de mes');
    await news.field('Texto').fill('El cierre de producción es el 28.');
    await news.image().setInputFiles({ name: 'cierre.png', mimeType: 'image/png', buffer: PNG });
    await news.save();
    await expect(news.dialog().getByText('Debe ingresar el asunto')).toBeVisible();
    await news.field('Asunto').fill(subject);
    await news.save();
    await expect(news.dialog()).toBeHidden();
    await news
      .row(1, subject)
      .getByRole('button', { name: `Enviar por e-mail ${subject}` })
      .click();
    const send = news.sendDialog();
    await send.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(send.getByText('Debe seleccionar todos los productores o al menos un productor')).toBeVisible();
    const box = send.getByRole('combobox', { name: 'Agregar productor (CUIT o nombre)' });
    await box.fill('GÓMEZ');
    await admin
      .getByRole('option', { name: /GÓMEZ MARTÍN/ })
      .first()
      .click();
    await send.getByRole('switch', { name: 'Agregar e-mails adicionales' }).check();
    await send.getByRole('textbox', { name: 'E-mails adicionales (separados por ;)' }).fill(`${extra};mal@`);
    await send.getByRole('switch', { name: 'Agregar e-mails adicionales' }).click(); // refused: addresses are entered
    await expect(send.getByRole('switch', { name: 'Agregar e-mails adicionales' })).toBeChecked();
    await expect(send.getByText('No es posible cambiar esta opción con emails ingresados')).toBeVisible();
    await send.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(send.getByText('El e-mail ingresado es inválido')).toBeVisible();
    await expectNoAxeViolations(admin);
    await send.getByRole('textbox', { name: 'E-mails adicionales (separados por ;)' }).fill(extra);
    const since = await lastMailId();
    await send.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(send).toBeHidden();
    await expect(admin.getByText('El e-mail se ha enviado correctamente.')).toBeVisible();
    expect((await latestMailTo(extra, since)).subject).toBe(subject);
    const toProducer = await latestMailTo('productor@demo.com.ar', since);
    expect(toProducer.subject).toBe(subject);
    expect(toProducer.text).toContain('El cierre de producción es el 28.');

    // Deleted after confirmation, the web notice leaves the carousel.
    await news.tab('Mostrar en Web');
    await news
      .row(0, webTitle)
      .getByRole('button', { name: `Eliminar ${webTitle}` })
      .click();
    const confirm = admin.getByRole('dialog', { name: 'Eliminar aviso' });
    await expect(confirm).toContainText('¿Está seguro que desea eliminar el registro?');
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await expect(admin.getByText('El registro ha sido eliminado correctamente.')).toBeVisible();
    await expect(news.row(0, webTitle)).toHaveCount(0);
    await producer.reload();
    await expect(producer.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(producer.getByText(headline)).toHaveCount(0);
  });
});
