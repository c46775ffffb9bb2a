import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { convert } from 'xmlbuilder2';
import { CarteraPage } from './pages/cartera-page';
import { EnvioNominasPage } from './pages/envionominas-page';
import { LibreDeudaPage } from './pages/libredeuda-page';
import { RubricaPage } from './pages/rubrica-page';
import { SchedulerDialog } from './pages/scheduler-dialog';
import { DEMO, SignInPage } from './pages/sign-in-page';
import { lastMailId, latestMailTo } from './support/outbox';
import { pdfText } from './support/pdf-text';
import { recordRequests } from './support/requests';
import { API_PORT } from './support/stack';
import { LOCK } from './support/locks';
import { periodLabel, periodOf, seedDays } from './support/seed-days';

/*
 * The demo producer's seeded portfolio (api/src/seed/cartera.ts): policy 10000001 (certificate 0, VT) owes
 * nothing; policy 10000034 (certificate 2, VT) is one of every 17th, which owes the oldest of its three monthly
 * invoices, overdue more than 60 days. Invoices are issued in the three months before the seed's (support/seed-days.ts):
 * the newest of them is the rubric's month.
 */
const DEBT_FREE = { poliza: '10000001', certificado: '0', holder: 'SUÁREZ PAULA' };
const IN_DEBT = { poliza: '10000034', certificado: '2' };
const { invoiceMonth } = seedDays();
const RUBRIC_MONTH = { label: periodLabel(invoiceMonth), period: String(periodOf(invoiceMonth)) };
const PRODUCER_EMAIL = 'productor@demo.com.ar';

// Its scheduled sending is read as the newest mail to productor@demo.com.ar: no other spec mailing there runs
// meanwhile (support/locks.ts).
test.describe.configure({ lock: LOCK.demoProducerMailbox });

/** Counts the calls to an api path the page makes from now on. */
function countCalls(page: Page, path: RegExp) {
  return recordRequests(page, (r) => path.test(new URL(r.url()).pathname));
}

/** One stored payroll file, as the demo producer downloads it. */
function downloadPayroll(authorization: string, id: number): Promise<Response> {
  return fetch(`http://127.0.0.1:${API_PORT}/api/FileRepository/Download?FileEntity=NominaFile&Entity=${id}`, {
    headers: { Authorization: authorization, Application: 'Life' },
  });
}

/**
 * The ids of the demo producer's stored payrolls, as it downloads them. Payroll ids grow by one per upload,
 * but other specs upload payrolls for other producers and the repository's spec deletes one: the ids are
 * probed until ten in a row answer nothing for this producer.
 */
async function storedPayrolls(authorization: string): Promise<number[]> {
  const ids: number[] = [];
  for (let id = 1, misses = 0; misses < 10; id += 1) {
    if ((await downloadPayroll(authorization, id)).status === 200) {
      ids.push(id);
      misses = 0;
    } else misses += 1;
  }
  return ids;
}

async function payrollFile(authorization: string, id: number): Promise<Buffer> {
  const res = await downloadPayroll(authorization, id);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

test.describe('the demo producer operates on its portfolio', () => {
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer(DEMO.producer);
  });

  test('/libredeuda asks for every field and digits only, sending nothing until the form is right', async ({
    page,
  }) => {
    const libreDeuda = new LibreDeudaPage(page);
    const calls = countCalls(page, /downloaddebtfree$/i);
    await libreDeuda.open();
    await expect(libreDeuda.form().getByRole('combobox', { name: 'Empresa' })).toHaveText('VIDA Y GENERALES');

    await libreDeuda.generate();
    await expect(libreDeuda.form().getByText('Existen campos incompletos').first()).toBeVisible();

    await libreDeuda.fill('12a', '1');
    await libreDeuda.generate();
    await expect(libreDeuda.form().getByText('Solo se admiten números')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  test('/libredeuda downloads the debt-free certificate PDF of a policy without debt and resets the form', async ({
    page,
  }) => {
    const libreDeuda = new LibreDeudaPage(page);
    await libreDeuda.open();
    await libreDeuda.fill(DEBT_FREE.poliza, DEBT_FREE.certificado);
    const [download] = await Promise.all([page.waitForEvent('download'), libreDeuda.generate()]);

    expect(download.suggestedFilename()).toMatch(new RegExp(`^LibreDeuda_${DEBT_FREE.poliza}_\\d{6}\\.pdf$`));
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('CERTIFICADO DE LIBRE DEUDA');
    expect(text).toContain(
      `póliza N° ${DEBT_FREE.poliza}, certificado ${DEBT_FREE.certificado}, de ${DEBT_FREE.holder}`,
    );
    expect(text).toContain('no registra deuda vencida');

    await expect(libreDeuda.form().getByText('Certificado de Libre deuda generado con éxito')).toBeVisible();
    await expect(libreDeuda.form().getByRole('textbox', { name: 'Póliza' })).toHaveValue('');
  });

  test('/libredeuda refuses a policy with debt over 60 days with the business message, and nothing downloads', async ({
    page,
  }) => {
    const libreDeuda = new LibreDeudaPage(page);
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await libreDeuda.open();
    await libreDeuda.fill(IN_DEBT.poliza, IN_DEBT.certificado);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => /downloaddebtfree$/i.test(r.url())),
      libreDeuda.generate(),
    ]);

    expect(answer.status()).toBe(422);
    const alert = libreDeuda.form().getByRole('alert');
    await expect(alert).toContainText('Error al generar libre deuda');
    await expect(alert).toContainText('Las pólizas con deudas de más de 60 días deben regularizarse o serán anuladas.');
    expect(downloads).toBe(0);
  });

  test('/rubricadigital requires a month, then downloads the rubric XML of its operations', async ({ page }) => {
    const rubrica = new RubricaPage(page);
    const calls = countCalls(page, /downloadrubricdigital$/i);
    await rubrica.open();
    await rubrica.download();
    await expect(rubrica.form().getByText('Existen campos incompletos')).toBeVisible();
    expect(calls).toHaveLength(0);

    await rubrica.chooseMonth(RUBRIC_MONTH.label);
    const [download] = await Promise.all([page.waitForEvent('download'), rubrica.download()]);
    expect(download.suggestedFilename()).toBe(`RubricaDigital_${RUBRIC_MONTH.period}.xml`);
    await expect(rubrica.form().getByText('Rúbrica digital generada con éxito')).toBeVisible();

    const xml = fs.readFileSync(await download.path(), 'utf8');
    const doc = convert(xml, { format: 'object' }) as unknown as {
      RubricaDigital: {
        '@periodo': string;
        Productor: { Cuit: string };
        Operaciones: {
          Operacion: { '@numero': string; Fecha: string; Poliza: string; Certificado: string; Premio: string }[];
        };
        CantidadOperaciones: string;
      };
    };
    expect(Object.keys(doc)).toEqual(['RubricaDigital']);
    const rubric = doc.RubricaDigital;
    expect(rubric['@periodo']).toBe(RUBRIC_MONTH.period);
    expect(rubric.Productor.Cuit).toBe(DEMO.producer.replace(/-/g, ''));
    const operations = rubric.Operaciones.Operacion;
    expect(operations.length).toBeGreaterThan(0);
    expect(rubric.CantidadOperaciones).toBe(String(operations.length));
    expect(operations[0]).toMatchObject({
      '@numero': '1',
      Fecha: expect.stringMatching(new RegExp(`^${invoiceMonth.slice(0, 7)}-\\d{2}$`)),
      Poliza: expect.stringMatching(/^\d+$/),
    });
    expect(Number(operations[0].Premio)).toBeGreaterThan(0);
  });

  test('/envionominas downloads the template and sends it as the payroll of a policy, with progress, and stores it', async ({
    page,
  }) => {
    const nominas = new EnvioNominasPage(page);
    await nominas.open();
    const [template] = await Promise.all([page.waitForEvent('download'), nominas.templateLink().click()]);
    expect(template.suggestedFilename()).toBe('NominaModeloValido.xlsx');
    const workbook = fs.readFileSync(await template.path());
    expect(workbook.subarray(0, 2).toString()).toBe('PK');

    // 001 §4: a policy longer than 3 digits looks its holder up; that call also shows the session's token.
    const [lookup] = await Promise.all([
      page.waitForRequest((r) => /Datos\/Tomador$/i.test(new URL(r.url()).pathname)),
      nominas.policy().fill(DEBT_FREE.poliza),
    ]);
    await expect(nominas.holder()).toHaveValue(DEBT_FREE.holder);
    const authorization = (await lookup.allHeaders()).authorization;
    const before = await storedPayrolls(authorization);

    await nominas.attach({
      name: 'nomina-octubre.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: workbook,
    });
    // Hold the upload until its progress bar has been seen, so a fast local answer cannot hide it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/portfolio\/SendPayroll$/i, async (route) => {
      await held;
      await route.continue();
    });
    const answer = page.waitForResponse((r) => /\/portfolio\/SendPayroll$/i.test(r.url()));
    await nominas.send();
    await expect(nominas.progress()).toBeVisible();
    release();
    expect((await answer).status()).toBe(200);
    expect(await (await answer).json()).toMatchObject({ success: true, businessExceptions: [] });
    await expect(nominas.form().getByText('El archivo fue enviado correctamente')).toBeVisible();

    const added = (await storedPayrolls(authorization)).filter((id) => !before.includes(id));
    expect(added).toHaveLength(1);
    expect((await payrollFile(authorization, added[0])).equals(workbook)).toBe(true);
  });

  test('/envionominas refuses a file of another type or over 5 MB with its message, and stores nothing', async ({
    page,
  }) => {
    const nominas = new EnvioNominasPage(page);
    await nominas.open();
    const [lookup] = await Promise.all([
      page.waitForRequest((r) => /Datos\/Tomador$/i.test(new URL(r.url()).pathname)),
      nominas.policy().fill(DEBT_FREE.poliza),
    ]);
    const authorization = (await lookup.allHeaders()).authorization;
    const before = await storedPayrolls(authorization);
    const alert = nominas.form().getByRole('alert');

    await nominas.attach({
      name: 'nomina.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 not a payroll'),
    });
    let answer = page.waitForResponse((r) => /\/portfolio\/SendPayroll$/i.test(r.url()));
    await nominas.send();
    expect((await answer).status()).toBe(400);
    await expect(alert).toContainText('Error en el procesamiento:');
    await expect(alert).toContainText("El archivo 'nomina.pdf' no es de un tipo permitido (xlsx, xls, csv o txt).");

    await nominas.attach({
      name: 'nomina-grande.csv',
      mimeType: 'text/csv',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 'a'),
    });
    answer = page.waitForResponse((r) => /\/portfolio\/SendPayroll$/i.test(r.url()));
    await nominas.send();
    expect((await answer).status()).toBe(400);
    await expect(alert).toContainText('Error en el procesamiento:');
    await expect(alert).toContainText("El archivo 'nomina-grande.csv' supera el tamaño máximo de 5 MB.");

    expect(await storedPayrolls(authorization)).toEqual(before);
  });

  test("/cartera 'Programar envío' saves a daily schedule whose sending mails the portfolio workbook to the user", async ({
    page,
  }) => {
    const cartera = new CarteraPage(page);
    await cartera.open();
    await page.getByRole('checkbox', { name: /VIDA Y GENERALES/ }).check();
    await page.getByRole('button', { name: 'Programar envío' }).click();
    const scheduler = new SchedulerDialog(page);
    await expect(scheduler.dialog()).toBeVisible();
    await expect(scheduler.dialog().getByRole('radio', { name: 'Semanal' })).toBeChecked(); // 001 §4 default

    await scheduler.choosePeriod('Diario');
    await expect(scheduler.dialog()).toContainText('El reporte se envía todos los días a las 9 AM.');
    await scheduler.openAdvanced();
    const saves = countCalls(page, /scheduler\/SaveReportScheduler$/i);
    await scheduler.days().fill('');
    await scheduler.save();
    await expect(scheduler.dialog().getByText('Es requerido ingresar cantidad de días.').first()).toBeVisible();
    expect(saves).toHaveLength(0);

    await scheduler.days().fill('3650');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => /scheduler\/SaveReportScheduler$/i.test(r.url())),
      scheduler.save(),
    ]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toMatchObject({
      UrlApi: 'portfolio',
      Period: 0,
      Enabled: true,
      Filters: { Dias: 3650 },
    });
    expect(saved.request().postDataJSON().Executions).toHaveLength(7);
    await expect(
      scheduler.dialog().getByText('La configuración del envío programado se guardó correctamente.'),
    ).toBeVisible();

    // The cron sends at minute 0 of the hour: the local dev route queues the same job on pg-boss now.
    const since = await lastMailId();
    const run = await fetch(`http://127.0.0.1:${API_PORT}/dev/schedules/run`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: DEMO.producer.replace(/-/g, ''), report: 'portfolio' }),
    });
    expect(run.status).toBe(202);
    const mail = await latestMailTo(PRODUCER_EMAIL, since);
    expect(mail.subject).toBe('Envío programado: Búsqueda de cartera');
    expect(mail.text).toMatch(/\((?!0 )\d+ pólizas\)/);
    expect(mail.attachments).toEqual([expect.stringMatching(/^Cartera_\d{4}-\d{2}-\d{2}\.xlsx$/)]);
  });
});
