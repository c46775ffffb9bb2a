import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  AdminCommunicationsPage,
  CommunicationHistoryPage,
  CommunicationsPanel,
  EnquiryPage,
} from './pages/communications';
import { DEMO, SignInPage } from './pages/sign-in-page';
import { ShellPage } from './pages/shell-page';
import { expectNoAxeViolations } from './support/axe';
import { lastMailId, latestMailTo } from './support/outbox';
import { LOCK } from './support/locks';
import { pdfText } from './support/pdf-text';
import { API_PORT, closeServer, configWithRemote, portOffset, serveApp } from './support/stack';

/*
 * The seeded communications (api/src/seed/comunicacion.ts): three current ones — 'Actualización…' (Alta,
 * confirmation required), 'Nuevo cotizador…' (Regular, embedded HTML body with a script that must not
 * run) and 'Campaña de Retiro…' (Baja, image body and a PDF attached) — plus an expired, a future and a
 * disabled one that producers never see. Sectors 1–6, sector 4 being invoice sending.
 */
const CONFIRMATION = 'Actualización de las condiciones de suscripción de Vida Individual';
const EMBEDDED = 'Nuevo cotizador de Vida Colectivo en el portal';
const IMAGE = 'Campaña de Retiro: material comercial 2027';
/** A PDF as small as a PDF can be (the upload checks the content, not the name). */
const MINIMAL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
// Each test walks a whole flow, with axe on every screen: more than the default minute on a loaded machine.
// The enquiry's copy is read as the newest mail to productor@demo.com.ar, and the administrator's communication
// is mailed to every producer: no spec reading those mailboxes runs meanwhile (support/locks.ts).
test.describe.configure({ timeout: 180_000, lock: [LOCK.demoProducerMailbox, LOCK.everyProducerMailbox] });

const CONFIRMATION_TEXT = 'Confirmo que leí y comprendí las nuevas condiciones de suscripción.';

test.describe('communications (producer)', () => {
  test('the producer reads its communications in the /home panel and the history, opens them (read) and downloads the attachment', async ({
    page,
  }) => {
    await new SignInPage(page).signInAsProducer();
    const panel = new CommunicationsPanel(page);
    await expect(panel.items()).toHaveCount(3);
    await expect(panel.items().first()).toContainText(CONFIRMATION);
    await expect(panel.items().first().getByRole('img', { name: 'Prioridad Alta' })).toBeVisible();
    await expect(panel.items().filter({ hasText: IMAGE }).getByRole('img', { name: 'Prioridad Baja' })).toBeVisible();
    await expect(panel.region()).not.toContainText('Cierre de operaciones por fin de año');
    await expect(panel.region()).not.toContainText('Nuevos canales de atención');
    await expectNoAxeViolations(page);

    // The embedded body: sanitized HTML in a sandboxed frame loaded from a Blob; its script never runs.
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const embedded = await panel.open(EMBEDDED);
    await expect(embedded.frame()).toHaveAttribute('src', /^blob:/);
    await expect(embedded.frame()).toHaveAttribute('sandbox', /^((?!allow-scripts).)*$/);
    const frame = page.frameLocator('iframe');
    await expect(frame.getByRole('heading', { name: 'Nuevo cotizador de Vida Colectivo' })).toBeVisible();
    await expect(frame.locator('script')).toHaveCount(0);
    await embedded.close();
    expect(dialogs).toEqual([]);

    // The plus icon leads to the history, where the one just opened is read.
    await panel.region().getByRole('link', { name: 'Ver historial de comunicaciones' }).click();
    await expect(page).toHaveURL(/\/historialcomunicaciones$/);
    const history = new CommunicationHistoryPage(page);
    await expect(history.rows()).toHaveCount(3);
    await expect(history.row(EMBEDDED)).toContainText('Leída');
    await expect(history.row(CONFIRMATION)).toContainText('No leída');

    // The image body and the attachment.
    const image = await history.open(IMAGE);
    await expect(image.dialog().getByRole('img', { name: `Imagen de la comunicación: ${IMAGE}` })).toBeVisible();
    const download = page.waitForEvent('download');
    await image.dialog().getByRole('button', { name: 'Descargar documentación adjunta' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Campana_Retiro_2027.pdf');
    expect(pdfText(fs.readFileSync(await file.path()))).toContain('CAMPAÑA DE RETIRO 2027');
    await image.close();

    // Opening marks it read and shows the confirmation box with its text (confirming is walked in the administrator's test).
    const confirmation = await history.open(CONFIRMATION);
    await expect(confirmation.dialog()).toContainText('Le pedimos que confirme la lectura.');
    await expect(confirmation.confirmation(CONFIRMATION_TEXT)).not.toBeChecked();
    await expectNoAxeViolations(page);
    await confirmation.close();
    await page.reload();
    await expect(history.row(CONFIRMATION)).toContainText('Leída');
    await expect(history.row(IMAGE)).toContainText('Leída');
    await expectNoAxeViolations(page);

    // The same panel on the user dashboard.
    await page.goto('/user-dashboard-notifications');
    await expect(panel.items()).toHaveCount(3);
  });

  test('with remote-comunicacion down, /home has no communications panel and the rest of the page works', async ({
    browser,
  }) => {
    const hostPort = 9480 + portOffset;
    const host = await serveApp(
      'host',
      hostPort,
      configWithRemote('remote_comunicacion', `http://localhost:${9485 + portOffset}/mf-manifest.json`),
    );
    try {
      const page = await browser.newPage({ baseURL: `http://localhost:${hostPort}` });
      await new SignInPage(page).signInAsProducer();
      await expect(page.getByRole('region', { name: 'Mis datos' })).toBeVisible();
      await expect(new ShellPage(page).title()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Comunicaciones' })).toHaveCount(0);
      await page.close();
    } finally {
      await closeServer(host);
    }
  });
});

test.describe('enquiries (/consulta)', () => {
  test('the producer sends an enquiry with an attachment: a short comment is refused first, then the sector and the producer get it', async ({
    page,
  }) => {
    await new SignInPage(page).signInAsProducer();
    await new ShellPage(page).menu().getByRole('link', { name: 'Gestión de trámites' }).click();
    await expect(page).toHaveURL(/\/consulta$/);
    const enquiry = new EnquiryPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consultas');
    await expect(enquiry.reason()).toHaveCount(0);
    await enquiry.choose(enquiry.sector(), 'Comercial');
    await enquiry.choose(enquiry.reason(), 'Comisiones');
    await enquiry.main().getByLabel('Asunto').fill('Comisiones de noviembre');
    await enquiry
      .main()
      .getByLabel(/^Comentario/)
      .fill('Muy corto');
    await enquiry.send();
    await expect(enquiry.main()).toContainText('El campo debe poseer al menos 25 caracteres');
    await expectNoAxeViolations(page);

    await enquiry
      .main()
      .getByLabel(/^Comentario/)
      .fill('Necesito el detalle de las comisiones liquidadas en noviembre para la póliza 10000001.');
    await enquiry.attach([
      { name: 'liquidacion-noviembre.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    ]);
    await expect(enquiry.main().getByRole('list', { name: 'Archivos adjuntos' })).toContainText(
      'liquidacion-noviembre.pdf',
    );
    await enquiry.main().getByLabel('Deseo recibir una copia de la consulta').check();
    const since = await lastMailId();
    await enquiry.send();
    await expect(enquiry.main()).toContainText(
      'Mensaje enviado — Su comentario seria recepcionado y respondido a la brevedad. Muchas gracias.',
    );

    const toSector = await latestMailTo('comercial@consultas.demo.com.ar', since);
    expect(toSector.subject).toBe('Consulta Comercial: Comisiones de noviembre');
    expect(toSector.text).toContain('Tipo de consulta: Comisiones');
    expect(toSector.text).toContain('20-17254359-7');
    expect(toSector.attachments).toEqual(['liquidacion-noviembre.pdf']);
    const copy = await latestMailTo('productor@demo.com.ar', since);
    expect(copy.subject).toBe('Copia de su consulta a Comercial');
    expect(copy.attachments).toEqual(['liquidacion-noviembre.pdf']);

    // 002 §4: the page reloads 5 s after the confirmation, with an empty form.
    await expect(enquiry.main().getByRole('button', { name: 'ENVIAR' })).toBeVisible({ timeout: 10_000 });
    await expect(enquiry.main().getByLabel(/^Comentario/)).toHaveValue('');
  });

  test('?data=envioFactura is the invoice enquiry: sector 4 locked, no type; a refused file shows the error', async ({
    page,
  }) => {
    await new SignInPage(page).signInAsProducer();
    await page.goto('/consulta?data=envioFactura');
    const enquiry = new EnquiryPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consulta de facturas');
    await expect(enquiry.sector()).toHaveText('Envío de facturas');
    await expect(enquiry.sector()).toHaveAttribute('aria-disabled', 'true');
    await expect(enquiry.reason()).toHaveCount(0);
    await expect(enquiry.main()).toContainText('Adjunte la factura en PDF');
    await expectNoAxeViolations(page);

    await enquiry
      .main()
      .getByLabel(/^Comentario/)
      .fill('Envío la factura del período de octubre de 2026 para su liquidación.');
    await enquiry.attach([
      { name: 'factura.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ esto no es un PDF') },
    ]);
    await enquiry.send();
    const alert = enquiry.main().getByRole('alert');
    await expect(alert).toContainText('Error');
    await expect(alert).toContainText("El archivo 'factura.pdf' no es de un tipo permitido");
  });
});

test.describe('tutorials (/tutoriales)', () => {
  const SECTIONS: [string, string, number][] = [
    ['como-registrarse', 'Cómo registrarse', 5],
    ['como-ingresar', 'Cómo ingresar', 2],
    ['cartera', 'Cartera', 2],
    ['canales', 'Canales de atención', 1],
    ['liquidacion', 'Liquidación de comisiones', 2],
    ['caucion', 'Seguros de caución', 1],
    ['rechazo', 'Rechazos de débitos automáticos', 2],
    ['envio-facturas', 'Envío de facturas', 1],
    ['certificado-retencion', 'Certificados de retención', 2],
    ['gestion-tramites', 'Gestión de trámites', 2],
    ['deudores', 'Deudores por premio', 2],
  ];

  test('every section walks to Terminar and restarts; registration states the password and e-mail rules; an unknown one is not found', async ({
    page,
  }) => {
    await new SignInPage(page).signInAsProducer();
    await new ShellPage(page).menu().getByRole('link', { name: 'Ayuda' }).click();
    await expect(page).toHaveURL(/\/tutoriales$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Cómo registrarse' })).toBeVisible();
    await expectNoAxeViolations(page);

    for (const [key, title, steps] of SECTIONS) {
      await page.goto(`/tutoriales?seccion=${key}`);
      await expect(main.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Volver' })).toBeDisabled();
      for (let step = 1; step < steps; step++) {
        await expect(main).toContainText(`Paso ${step} de ${steps}`);
        await main.getByRole('button', { name: 'Siguiente' }).click();
      }
      await expect(main).toContainText(`Paso ${steps} de ${steps}`);
      if (key === 'como-registrarse') {
        await main.getByRole('button', { name: 'Volver' }).click();
        await expect(main).toContainText('al menos una letra mayúscula, una letra minúscula y un número');
        await main.getByRole('button', { name: 'Siguiente' }).click();
      }
      await main.getByRole('button', { name: 'Terminar' }).click();
      await expect(main.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
      await main.getByRole('button', { name: 'Reiniciar' }).click();
      await expect(main).toContainText(`Paso 1 de ${steps}`);
    }
    await page.goto('/tutoriales?seccion=como-registrarse');
    await main.getByRole('button', { name: 'Siguiente' }).click();
    await main.getByRole('button', { name: 'Siguiente' }).click();
    await expect(main).toContainText('correo electrónico válido');

    await page.goto('/tutoriales?seccion=no-existe');
    await expect(main).toContainText('La página solicitada no existe.');
  });
});

test.describe('communications (administrator and producer)', () => {
  test('the administrator publishes one requiring confirmation with a body and an attachment; the producer sees, opens, confirms; the lists agree; mailed once', async ({
    browser,
  }) => {
    const title = `Comunicación de prueba ${Date.now()}`;
    const description = `Prueba de punta a punta ${Date.now()}`;
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const signIn = new SignInPage(admin);
    await signIn.open('/admin');
    await signIn.signIn(DEMO.staff);
    await expect(admin).toHaveURL(/\/home$/);
    await new ShellPage(admin).menu().getByRole('button', { name: 'Administración' }).click();
    await admin.getByRole('menuitem', { name: 'Comunicaciones' }).click();
    await expect(admin).toHaveURL(/\/admincomunicaciones$/);
    const page = new AdminCommunicationsPage(admin);
    await expect(page.row('Presentamos el cotizador en línea de Vida Colectivo.')).toContainText('Indeterminado');
    await expectNoAxeViolations(admin);

    await admin.getByRole('button', { name: 'Nueva Comunicación' }).click();
    const dialog = page.dialog();
    await expect(dialog.getByRole('switch', { name: 'Habilitada' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toContainText('Debe completar todos los campos obligatorios');
    await dialog.getByRole('combobox', { name: /Prioridad/ }).click();
    await admin.getByRole('listbox').getByRole('option', { name: 'Alta' }).click();
    await dialog.getByLabel(/^Título/).fill(title);
    await dialog.getByLabel(/^Descripción/).fill(description);
    await dialog.getByLabel('Requiere confirmación de lectura').check();
    await dialog.getByLabel(/^Texto de confirmación/).fill('Confirmo que leí la comunicación de prueba.');
    await dialog.getByLabel('Cuerpo embebido (HTML)').check();
    await dialog.getByLabel('Enviar por e-mail').check();
    await expectNoAxeViolations(admin);
    await dialog.getByRole('button', { name: 'Guardar' }).click();

    // Created: the record reloads in the modal so the files can be attached.
    await expect(dialog.getByTestId('file-CommunicationBody')).toContainText('Sin archivo');
    await page.upload('Subir cuerpo', {
      name: 'cuerpo.html',
      mimeType: 'text/html',
      buffer: Buffer.from(
        '<h2>Hola productores</h2><p>Detalle de la <b>comunicación</b>.</p><script>alert("x")</script>',
      ),
    });
    await expect(dialog.getByTestId('file-CommunicationBody')).toContainText('Archivo cargado');
    await page.upload('Subir documentación', { name: 'detalle.pdf', mimeType: 'application/pdf', buffer: MINIMAL_PDF });
    await expect(dialog.getByTestId('file-CommunicationAttach')).toContainText('Archivo cargado');
    const since = await lastMailId();
    await dialog.getByRole('switch', { name: 'Habilitada' }).check();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    const row = page.row(description);
    await expect(row.getByRole('cell')).toHaveText([
      description,
      /\d\d\/\d\d\/\d{4}/,
      'Indeterminado',
      'Alta',
      'Sí',
      'Sí',
      'Sí',
      '0',
      '0',
      '',
    ]);

    // Mailed to the producers by the job, once.
    const mail = await latestMailTo('productor2@demo.com.ar', since);
    expect(mail.subject).toBe(`Nueva comunicación: ${title}`);

    const producerContext = await browser.newContext();
    const producer = await producerContext.newPage();
    await new SignInPage(producer).signInAsProducer(DEMO.secondProducer);
    const panel = new CommunicationsPanel(producer);
    await expect(panel.items().first()).toContainText(title);
    const opened = await panel.open(title);
    await expect(opened.dialog()).toContainText(description);
    await expect(producer.frameLocator('iframe').getByRole('heading', { name: 'Hola productores' })).toBeVisible();
    const download = producer.waitForEvent('download');
    await opened.dialog().getByRole('button', { name: 'Descargar documentación adjunta' }).click();
    expect((await download).suggestedFilename()).toBe('detalle.pdf');
    const box = opened.confirmation('Confirmo que leí la comunicación de prueba.');
    await box.click();
    await expect(box).toBeChecked({ timeout: 30_000 });
    await expect(box).toBeDisabled();
    await opened.close();
    await panel.region().getByRole('link', { name: 'Ver historial de comunicaciones' }).click();
    await expect(new CommunicationHistoryPage(producer).row(title)).toContainText('Confirmada');

    await admin.reload();
    await expect(page.row(description).getByRole('cell').nth(7)).toHaveText('1');
    await expect(page.row(description).getByRole('cell').nth(8)).toHaveText('1');
    const all = (await (await fetch(`http://127.0.0.1:${API_PORT}/dev/outbox.json`)).json()) as {
      to: string;
      subject: string;
    }[];
    expect(
      all.filter((m) => m.to === 'productor2@demo.com.ar' && m.subject === `Nueva comunicación: ${title}`),
    ).toHaveLength(1);

    // Delete asks first; the producer no longer sees it.
    await page
      .row(description)
      .getByRole('button', { name: `Eliminar ${description}` })
      .click();
    await admin.getByRole('dialog', { name: 'Eliminar comunicación' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.row(description)).toHaveCount(0);
    await producer.reload();
    await expect(new CommunicationHistoryPage(producer).row(title)).toHaveCount(0);
    await adminContext.close();
    await producerContext.close();
  });
});
