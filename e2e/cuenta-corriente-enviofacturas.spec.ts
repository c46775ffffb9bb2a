import { expect, test, type Page } from '@playwright/test';
import { SignInPage } from './pages/sign-in-page';
import { expectNoAxeViolations } from './support/axe';
import { lastMailId, latestMailTo } from './support/outbox';
import { LOCK } from './support/locks';

/*
 * /enviofacturas (001 §2, §4, §5, §8) as the demo producer: the month's settled amounts, bad input refused with
 * the spec's messages, an invoice with a PDF added to the list and sent, the success banner and the mail.
 * The seeded settlement movements run up to the last day of the month before the seed's: the default month, the
 * previous one, has amounts.
 */
const PRODUCER_EMAIL = 'productor@demo.com.ar';
const SEND_RULE =
  'Debe ingresar al menos 1 factura, seleccionando Empresa, Rama, Mes de Liquidación, Importe a facturar, y al 1 o más archivos adjuntos.';
const NUMBER_RULE = 'El valor ingresado es incorrecto. Solo se admiten guiones medios, espacios, barras / y números';
/** A small but real PDF: the api checks files by their content. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// Its invoice sending is read as the newest mail to productor@demo.com.ar: no other spec mailing there runs
// meanwhile (support/locks.ts).
test.describe.configure({ lock: LOCK.demoProducerMailbox });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('/enviofacturas', () => {
  test('the producer sends an invoice with its PDF: bad input refused first, then the banner and the mail listing it', async ({
    page,
  }) => {
    await new SignInPage(page).signInAsProducer();
    await page.goto('/enviofacturas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Envío de facturas');
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText('Envío de Facturas');
    // The demo producer is paid directly: the login data's counts show (001 §6; 3 permitted, as seeded).
    await expect(page.getByText(/^Facturas pendientes: \d+ de 3 permitidas\.$/)).toBeVisible();
    const summary = page.getByRole('table', { name: /^Resumen del período/ });
    await expect(summary.getByRole('row')).not.toHaveCount(1);
    await expectNoAxeViolations(page);

    // Nothing added: sending is refused with the spec's message, and nothing is sent.
    let sent = 0;
    page.on('request', (r) => void (/\/api\/invoice\/send/i.test(r.url()) && sent++));
    await page.getByRole('button', { name: 'Enviar facturas' }).click();
    await expect(page.getByRole('alert')).toContainText(SEND_RULE);
    expect(sent).toBe(0);

    // The branch with the month's settled amount: Retiro is billed to RVT, the others to VT.
    const settled = summary
      .getByRole('row')
      .filter({ hasNot: page.getByRole('columnheader') })
      .filter({ hasNotText: /\$\s*0,00$/ })
      .first();
    const branch = (await settled.getByRole('cell').first().textContent())!.trim();
    const amount = (await settled.getByRole('cell').nth(1).textContent())!.trim();
    await choose(page, 'Empresa', branch === 'Retiro' ? 'RVT' : 'VT');
    await choose(page, 'Rama', branch);
    await expect(page.getByRole('textbox', { name: 'Importe a facturar' })).toHaveValue(amount);

    // A number with letters breaks the rule of 001 §5.
    const number = page.getByRole('textbox', { name: 'Número de factura' });
    await number.fill('0003-A12');
    await expect(page.getByText(NUMBER_RULE)).toBeVisible();
    await number.fill('0003-00001234');
    await expect(page.getByText(NUMBER_RULE)).toBeHidden();

    // 'Agregar factura' waits for a file; a file whose content is not a PDF is refused by the api.
    const add = page.getByRole('button', { name: 'Agregar factura' });
    await expect(add).toBeDisabled();
    const files = page.getByLabel('Adjuntar archivos', { exact: true }).and(page.locator('input[type=file]'));
    await files.setInputFiles({
      name: 'factura.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('esto no es un PDF'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'Error al subir documentos' })).toContainText(
      "El archivo 'factura.pdf' no es de un tipo permitido",
    );
    await expect(add).toBeDisabled();
    await expectNoAxeViolations(page);

    await files.setInputFiles({ name: 'factura-0003-00001234.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByText('factura-0003-00001234.pdf')).toBeVisible();
    await add.click();

    // Added: the form hides, 'Cargar nueva factura' shows, the list has the invoice.
    await expect(add).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cargar nueva factura' })).toBeVisible();
    const list = page.getByRole('table', { name: 'Facturas a enviar' });
    await expect(list.getByRole('row')).toHaveCount(2);
    await expect(list.getByRole('row').nth(1)).toContainText(branch);
    await expect(list.getByRole('row').nth(1)).toContainText(amount);
    await expect(list.getByRole('row').nth(1)).toContainText('0003-00001234');

    const since = await lastMailId();
    await page.getByRole('button', { name: 'Enviar facturas' }).click();
    await expect(page).toHaveURL(/\/enviofacturas\?sended/);
    await expect(
      page.getByText(
        'Los documentos se han enviado satisfactoriamente. Recibirá un email con la documentación enviada.',
      ),
    ).toBeVisible();
    // The sent invoice leaves the list and the form shows for the next one.
    await expect(list.getByRole('row')).toHaveCount(1);
    await expect(add).toBeVisible();
    const mail = await latestMailTo(PRODUCER_EMAIL, since);
    expect(mail.subject).toBe('Envío de facturas');
    expect(mail.text).toContain('factura-0003-00001234.pdf');
    expect(mail.text).toContain('Factura 0003-00001234');
    await expectNoAxeViolations(page);
  });
});
