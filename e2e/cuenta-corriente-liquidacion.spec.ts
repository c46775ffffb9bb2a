import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { CobranzasPage } from './pages/cobranzas-page';
import { parseMoney } from './pages/cartera-page';
import { SchedulerDialog } from './pages/scheduler-dialog';
import { SignInPage } from './pages/sign-in-page';
import { expectNoAxeViolations } from './support/axe';
import { lastMailId, latestMailTo } from './support/outbox';
import { API_PORT } from './support/stack';
import { LOCK } from './support/locks';

/*
 * /liquidacion and /information, Liquidación según movimiento CtaCte (001 §2), as the demo producer. Its
 * seeded movements (api/src/seed/cuenta-corriente.ts) are imputed up to the last day of the month before the
 * seed's: the default month, the previous one, has them.
 */
/** The page title of 000 §2.2; the breadcrumb keeps the route's name. */
const TITLE = 'Liquidación de comisiones';
const BREADCRUMB = 'Liquidación según movimiento CtaCte';
const CHOOSE_PRODUCER = 'Primero debés elegir un productor de la selección de Productores';
const PRODUCER_EMAIL = 'productor@demo.com.ar';

// Its scheduled sending is read as the newest mail to productor@demo.com.ar: no other spec mailing there runs
// meanwhile (support/locks.ts).
test.describe.configure({ lock: LOCK.demoProducerMailbox });

async function sheetRows(download: Download): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

async function exportFile(page: Page): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  return download;
}

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

test.describe('/liquidacion, as the demo producer', () => {
  let liquidacion: CobranzasPage;
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
    liquidacion = new CobranzasPage(page, '/liquidacion');
    await liquidacion.open(TITLE);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(BREADCRUMB);
  });

  test('guides before a producer is chosen, refuses bad input without calling, then searches the previous month, pages, sorts and sums', async ({
    page,
  }) => {
    await expect(page.getByText(CHOOSE_PRODUCER)).toBeVisible();
    await expect(liquidacion.searchButton()).toBeDisabled();
    for (const tab of ['Fecha', 'Producto', 'Póliza', 'Asegurado'] as const)
      await expect(liquidacion.tab(tab)).toBeDisabled();
    // The legend of the section 'liquidacion' (002 §3), as seeded.
    await expect(page.getByText('Comisiones liquidadas según movimiento de cuenta corriente.')).toBeVisible();
    await expectNoAxeViolations(page);

    await liquidacion.checkProducers('VIDA Y GENERALES', 'RETIRO');
    await expect(page.getByText(CHOOSE_PRODUCER)).toBeHidden();
    const dates = await liquidacion.openTab('Fecha');
    await expect(dates.getByRole('combobox', { name: 'Mes de vigencia' })).toHaveText(/^[A-ZÁÉÍÓÚ][a-záéíóú]+, \d{4}$/);

    const sent = liquidacion.recordSearches();
    const insured = await liquidacion.openTab('Asegurado');
    await insured.getByLabel('Nombre').fill('Ana1');
    await insured.getByLabel('DNI').fill('12a');
    await liquidacion.searchButton().click();
    await expect(insured.getByText('Solo se admiten letras, espacios y guiones')).toBeVisible();
    await expect(insured.getByText('Solo se admiten números')).toBeVisible();
    const policy = await liquidacion.openTab('Póliza');
    await policy.getByLabel('Certificado').fill('1-2');
    await liquidacion.searchButton().click();
    await expect(policy.getByText('Solo se admiten números')).toBeVisible();
    expect(sent).toHaveLength(0);
    await policy.getByLabel('Certificado').fill('');
    await liquidacion.openTab('Asegurado');
    await insured.getByLabel('Nombre').fill('');
    await insured.getByLabel('DNI').fill('');

    const first = await liquidacion.search();
    expect(first.body).toMatchObject({ offset: 0, next: 10 });
    expect(String(first.body.fechaDesde)).toMatch(/^\d{4}-\d{2}-01$/);
    expect(first.answer.total).toBeGreaterThan(10);
    await expect(liquidacion.dataRows()).toHaveCount(10);
    await expectNoAxeViolations(page);

    // Sums of the money columns over the whole search.
    await expect(liquidacion.totals()).toContainText('Total Comisión: $ ');
    const totals = (await liquidacion.totals().textContent()) ?? '';
    expect(parseMoney(totals.slice(totals.indexOf('Total Comisión')))).toBeCloseTo(
      first.answer.sumarizeItems.commissionAmount.total,
      2,
    );

    const second = await liquidacion.searchBy(() => liquidacion.nextPage().click());
    expect(second.body.offset).toBe(10);
    expect(second.answer.data[0].id).not.toBe(first.answer.data[0].id);

    const sorted = await liquidacion.searchBy(
      () => liquidacion.columnHeader('Comisión').click(),
      (b) => b.sort.length > 0,
    );
    expect(sorted.body.sort).toEqual([{ field: 'commissionAmount', sort: 'asc' }]);
    expect(sorted.body.offset).toBe(0);
    const amounts = (await liquidacion.columnValues('Comisión')).map(parseMoney);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);

    // By policy and certificate: the row found first.
    const one = first.answer.data[0] as { policyId: string; certificateNumber: number; recruiterDni: string };
    await liquidacion.openTab('Póliza');
    await policy.getByLabel('Póliza').fill(one.policyId);
    await policy.getByLabel('Certificado').fill(String(one.certificateNumber));
    const byPolicy = await liquidacion.search();
    expect(byPolicy.body).toMatchObject({ poliza: one.policyId, certificado: String(one.certificateNumber) });
    expect(byPolicy.answer.data.every((r) => r.policyId === one.policyId)).toBe(true);
  });

  test('exports Liquidacion.xlsx with every row of the search and its money', async ({ page }) => {
    await liquidacion.checkProducers('VIDA Y GENERALES');
    const search = await liquidacion.search();
    await expect(liquidacion.dataRows()).toHaveCount(Math.min(10, search.answer.total));
    expect(search.answer.total).toBeGreaterThan(0);
    const download = await exportFile(page);
    expect(download.suggestedFilename()).toBe('Liquidacion.xlsx');
    const rows = await sheetRows(download);
    expect(String(rows[0][0])).toContain('Filtros aplicados:');
    const header = rows[1].map(String);
    const data = rows.slice(2).filter((r) => r[0] !== 'Total');
    expect(data).toHaveLength(search.answer.total);
    expect(data[0][header.indexOf('Comisión')]).toBe(search.answer.data[0].commissionAmount);
  });

  test("'Programar envío' saves a 'Settlement' schedule whose sending mails Liquidacion to the user", async ({
    page,
  }) => {
    await liquidacion.checkProducers('VIDA Y GENERALES');
    await page.getByRole('button', { name: 'Programar envío' }).click();
    const scheduler = new SchedulerDialog(page);
    await expect(scheduler.dialog()).toBeVisible();
    await expectNoAxeViolations(page);
    await scheduler.openAdvanced();
    await scheduler.days().fill('3650');
    const [saved] = await Promise.all([
      page.waitForResponse((r) => /scheduler\/SaveReportScheduler$/i.test(r.url())),
      scheduler.save(),
    ]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toMatchObject({
      UrlApi: 'settlement',
      Enabled: true,
      Filters: { Dias: 3650 },
    });

    const since = await lastMailId();
    const run = await fetch(`http://127.0.0.1:${API_PORT}/dev/schedules/run`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: '20172543597', report: 'settlement' }),
    });
    expect(run.status).toBe(202);
    const mail = await latestMailTo(PRODUCER_EMAIL, since);
    expect(mail.subject).toBe('Envío programado: Liquidación según movimiento CtaCte');
    expect(mail.text).toMatch(/\((?!0 )\d+ movimientos\)/);
    expect(mail.attachments).toEqual([expect.stringMatching(/^Liquidacion_\d{4}-\d{2}-\d{2}\.xlsx$/)]);
  });
});

test('/information is the same screen under its own address', async ({ page }) => {
  await new SignInPage(page).signInAsProducer();
  const information = new CobranzasPage(page, '/information');
  await information.open(TITLE);
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toContainText(BREADCRUMB);
  await information.checkProducers('VIDA Y GENERALES');
  const search = await information.search();
  expect(search.answer.total).toBeGreaterThan(0);
  await expect(information.dataRows().first()).toBeVisible();
});
