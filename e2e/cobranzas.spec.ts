import ExcelJS from 'exceljs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { CobranzasPage } from './pages/cobranzas-page';
import { parseMoney } from './pages/cartera-page';
import { SchedulerDialog } from './pages/scheduler-dialog';
import { SignInPage } from './pages/sign-in-page';
import { expectNoAxeViolations } from './support/axe';
import { lastMailId, latestMailTo } from './support/outbox';
import { API_PORT } from './support/stack';
import { businessToday } from './support/business-day';
import { LOCK } from './support/locks';
import {
  addDays,
  dmy as dayToDmy,
  monthEndOf,
  monthStartOf,
  periodLabel,
  periodOf,
  seedDays,
} from './support/seed-days';

// Rejections span the three billed months and today's (support/seed-days.ts): a range over all of them.
const SEED = seedDays();
const REJECTIONS = { from: monthStartOf(SEED.today, -3), to: monthEndOf(SEED.today) };

const CHOOSE_PRODUCER = 'Primero debés elegir un productor de la selección de Productores';
const MASKED_CARD = /^\*{4} \*{4} \*{4} \d{4}$/;
const MASKED_CBU = /^\*{18}\d{4}$/;
const PRODUCER_EMAIL = 'productor@demo.com.ar';

// Its scheduled sending is read as the newest mail to productor@demo.com.ar: no other spec mailing there runs
// meanwhile (support/locks.ts).
test.describe.configure({ lock: LOCK.demoProducerMailbox });

/** The rows of a downloaded workbook's first sheet, as values. */
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

// The stack answers /config.json before the api has seeded its first database: wait for the api.
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

const dmy = (d: Date) =>
  `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

test.describe('/rechazos, Rechazos por motivo, as the demo producer', () => {
  let rechazos: CobranzasPage;
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
    rechazos = new CobranzasPage(page, '/rechazos');
    await rechazos.open('Rechazos por motivo');
  });

  test('guides before a producer is chosen, refuses bad input without calling, then searches, pages, sorts and sums', async ({
    page,
  }) => {
    await expect(page.getByText(CHOOSE_PRODUCER)).toBeVisible();
    await expect(rechazos.searchButton()).toBeDisabled();
    for (const tab of ['Fecha', 'Producto', 'Póliza'] as const) await expect(rechazos.tab(tab)).toBeDisabled();
    await expect(rechazos.grid()).toContainText('No se encontraron datos.');
    await expectNoAxeViolations(page);

    await rechazos.checkProducers('VIDA Y GENERALES', 'RETIRO');
    await expect(page.getByText(CHOOSE_PRODUCER)).toBeHidden();
    // 001 §4: rejections default from one month ago until today.
    const dates = await rechazos.openTab('Fecha');
    const today = businessToday();
    await expect(dates.getByLabel('Fecha de rechazo hasta')).toHaveValue(dmy(today));
    await expect(dates.getByLabel('Fecha de rechazo desde')).toHaveValue(
      dmy(new Date(today.getFullYear(), today.getMonth() - 1, today.getDate())),
    );

    const sent = rechazos.recordSearches();
    const policy = await rechazos.openTab('Póliza');
    await policy.getByLabel('Póliza').fill('12a');
    await rechazos.searchButton().click();
    await expect(policy.getByText('Solo se admiten números')).toBeVisible();
    await expect(page.getByText('Revisá los filtros marcados con error.')).toBeVisible();
    expect(sent).toHaveLength(0);
    await policy.getByLabel('Póliza').fill('');

    await rechazos.openTab('Fecha');
    await dates.getByLabel('Fecha de rechazo desde').fill(dayToDmy(REJECTIONS.from));
    await dates.getByLabel('Fecha de rechazo hasta').fill(dayToDmy(REJECTIONS.to));
    const first = await rechazos.search();
    expect(first.body).toMatchObject({ fechaDesde: REJECTIONS.from, fechaHasta: REJECTIONS.to, offset: 0, next: 10 });
    expect(first.answer.total).toBeGreaterThan(10);
    await expect(rechazos.dataRows()).toHaveCount(10);
    await expectNoAxeViolations(page);

    // Default columns: all but the codes and the document type.
    const titles = await rechazos.columnTitles();
    expect(titles).toEqual(
      expect.arrayContaining([
        'Fecha de rechazo',
        'Asegurado',
        'Motivo de rechazo',
        'Importe',
        'Número de tarjeta',
        'CBU',
      ]),
    );
    for (const hidden of [
      'Código de motivo',
      'Código de producto',
      'Código de productor',
      'Código de ramo',
      'Tipo de documento',
    ])
      expect(titles).not.toContain(hidden);

    // Sums of the money columns over the whole search.
    await expect(rechazos.totals()).toContainText(`Total Importe: $ `);
    const totals = (await rechazos.totals().textContent()) ?? '';
    expect(parseMoney(totals)).toBeCloseTo(first.answer.sumarizeItems.amount.total, 2);
    expect(parseMoney(totals.slice(totals.indexOf('Total Importe último aporte')))).toBeCloseTo(
      first.answer.sumarizeItems.lastContributionAmount.total,
      2,
    );

    const second = await rechazos.searchBy(() => rechazos.nextPage().click());
    expect(second.body.offset).toBe(10);
    expect(second.answer.data[0].id).not.toBe(first.answer.data[0].id);

    const sorted = await rechazos.searchBy(
      () => rechazos.columnHeader('Importe').click(),
      (b) => b.sort.length > 0,
    );
    expect(sorted.body.sort).toEqual([{ field: 'amount', sort: 'asc' }]);
    expect(sorted.body.offset).toBe(0);
    const amounts = (await rechazos.columnValues('Importe')).map(parseMoney);
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);

    // Card numbers and CBUs only with their last 4 digits, on any page.
    const cards = (await rechazos.columnValues('Número de tarjeta')).filter((c) => c.includes('*'));
    const cbus = (await rechazos.columnValues('CBU')).filter((c) => c.includes('*'));
    for (const c of cards) expect(c).toMatch(MASKED_CARD);
    for (const c of cbus) expect(c).toMatch(MASKED_CBU);
    expect(cards.length + cbus.length).toBeGreaterThan(0);
  });

  test('exports Rechazos.xlsx with every row, the amounts and the masked card numbers', async ({ page }) => {
    await rechazos.checkProducers('VIDA Y GENERALES', 'RETIRO');
    const dates = await rechazos.openTab('Fecha');
    await dates.getByLabel('Fecha de rechazo desde').fill(dayToDmy(REJECTIONS.from));
    await dates.getByLabel('Fecha de rechazo hasta').fill(dayToDmy(REJECTIONS.to));
    const search = await rechazos.search();
    await expect(rechazos.dataRows()).toHaveCount(10);

    const download = await exportFile(page);
    expect(download.suggestedFilename()).toBe('Rechazos.xlsx');
    const rows = await sheetRows(download);
    expect(String(rows[0][0])).toContain('Filtros aplicados:');
    const header = rows[1].map(String);
    const data = rows.slice(2).filter((r) => r[0] !== 'Total');
    expect(data).toHaveLength(search.answer.total);
    const amount = header.indexOf('Importe');
    const card = header.indexOf('Número de tarjeta');
    const cbu = header.indexOf('CBU');
    expect(data[0][amount]).toBe(search.answer.data[0].amount);
    const cards = data.map((r) => r[card]).filter((v) => v !== '(SIN DATOS)');
    expect(cards.length).toBeGreaterThan(0);
    for (const c of cards) expect(String(c)).toMatch(MASKED_CARD);
    for (const c of data.map((r) => r[cbu]).filter((v) => v !== '(SIN DATOS)')) expect(String(c)).toMatch(MASKED_CBU);
  });

  test('the column view is kept after a reload', async ({ page }) => {
    let dialog = await rechazos.openColumnManager();
    await dialog.getByRole('button', { name: 'Ocultar Documento', exact: true }).click();
    await rechazos.saveColumnView(dialog);
    await expect(rechazos.columnHeader('Documento')).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rechazos por motivo');
    await expect.poll(() => rechazos.columnTitles()).toContain('Asegurado');
    await expect(rechazos.columnHeader('Documento')).toHaveCount(0);

    // Back to the report's own view, so a re-run starts from it.
    dialog = await rechazos.openColumnManager();
    await dialog.getByRole('button', { name: 'Mostrar Documento', exact: true }).click();
    await rechazos.saveColumnView(dialog);
    dialog = await rechazos.openColumnManager();
    await expect(dialog.getByTestId('visible-insuredDocNumber')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test("'Programar envío' saves a 'Rejection' schedule whose sending mails Rechazos to the user", async ({ page }) => {
    await rechazos.checkProducers('VIDA Y GENERALES');
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
      UrlApi: 'rejection',
      Enabled: true,
      Filters: { Dias: 3650 },
    });

    const since = await lastMailId();
    const run = await fetch(`http://127.0.0.1:${API_PORT}/dev/schedules/run`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: '20172543597', report: 'rejection' }),
    });
    expect(run.status).toBe(202);
    const mail = await latestMailTo(PRODUCER_EMAIL, since);
    expect(mail.subject).toBe('Envío programado: Rechazos por motivo');
    expect(mail.text).toMatch(/\((?!0 )\d+ rechazos\)/);
    expect(mail.attachments).toEqual([expect.stringMatching(/^Rechazos_\d{4}-\d{2}-\d{2}\.xlsx$/)]);
  });
});

test.describe('/deudores, Deudores por premio, as the demo producer', () => {
  let deudores: CobranzasPage;
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
    deudores = new CobranzasPage(page, '/deudores');
    await deudores.open('Deudores por premio');
  });

  test("searches a period cut on its last business day, and 'Ver sólo pólizas próximas a anularse' keeps the debts over 60 days", async ({
    page,
  }) => {
    await expect(page.getByText(CHOOSE_PRODUCER)).toBeVisible();
    await expect(deudores.searchButton()).toBeDisabled();
    await expect(deudores.tab('Fecha')).toBeDisabled();
    await expectNoAxeViolations(page);

    await deudores.checkProducers('VIDA Y GENERALES', 'RETIRO');
    const dates = await deudores.openTab('Fecha');
    await dates.getByRole('combobox', { name: 'Vigencia' }).click();
    await expect(page.getByRole('option').last()).toHaveText('Agosto, 2021');
    await page.getByRole('option', { name: periodLabel(SEED.month) }).click();
    const policy = await deudores.openTab('Póliza');
    await policy.getByLabel('Certificado').fill('1.5');
    const sent = deudores.recordSearches();
    await deudores.searchButton().click();
    await expect(policy.getByText('Solo se admiten números')).toBeVisible();
    expect(sent).toHaveLength(0);
    await policy.getByLabel('Certificado').fill('');

    const all = await deudores.search();
    expect(all.body).toMatchObject({ vigencia: periodOf(SEED.month), proximasAnularse: false });
    // The cut date is the period's last business day (001 §5): in its last week, never a weekend.
    const cut = all.answer.cutDate ?? '';
    expect(cut <= monthEndOf(SEED.month) && cut >= addDays(monthEndOf(SEED.month), -6)).toBe(true);
    expect([0, 6]).not.toContain(new Date(`${cut}T12:00:00Z`).getUTCDay());
    await expect(page.getByText(`Fecha de corte: ${dayToDmy(cut)}`)).toBeVisible();
    expect(all.answer.total).toBeGreaterThan(10);
    await expect(deudores.dataRows()).toHaveCount(10);
    const days = (await deudores.columnValues('Días vencidos')).map(Number);
    expect([...days].sort((a, b) => b - a)).toEqual(days);
    await expect(deudores.totals()).toContainText('Total Vencido más de 90 días: $ ');
    await expectNoAxeViolations(page);

    const soon = await deudores.searchBy(
      () => deudores.onlyAboutToBeCancelled().check(),
      (b) => b.proximasAnularse === true,
    );
    expect(soon.answer.total).toBeGreaterThan(0);
    expect(soon.answer.total).toBeLessThan(all.answer.total);
    await expect
      .poll(async () => (await deudores.columnValues('Días vencidos')).map(Number).every((d) => d > 60))
      .toBe(true);
    await expect(page.locator('.MuiTablePagination-displayedRows')).toContainText(`de ${soon.answer.total}`);

    const back = await deudores.searchBy(
      () => deudores.onlyAboutToBeCancelled().uncheck(),
      (b) => b.proximasAnularse === false,
    );
    expect(back.answer.total).toBe(all.answer.total);

    const sorted = await deudores.searchBy(
      () => deudores.columnHeader('Saldo deudor').click(),
      (b) => b.sort.length > 0,
    );
    expect(sorted.body.sort).toEqual([{ field: 'outstandingBalance', sort: 'asc' }]);
    const balances = (await deudores.columnValues('Saldo deudor')).map(parseMoney);
    expect([...balances].sort((a, b) => a - b)).toEqual(balances);
  });

  test('exports Deudores.xlsx with the rows of the search and their balances', async ({ page }) => {
    await deudores.checkProducers('VIDA Y GENERALES', 'RETIRO');
    await deudores.onlyAboutToBeCancelled().check();
    const search = await deudores.search();
    await expect(deudores.dataRows().first()).toBeVisible();
    const download = await exportFile(page);
    expect(download.suggestedFilename()).toBe('Deudores.xlsx');
    const rows = await sheetRows(download);
    const headerAt = rows.findIndex((r) => r[0] === 'Póliza');
    const header = rows[headerAt].map(String);
    const data = rows.slice(headerAt + 1).filter((r) => r[0] !== 'Total');
    expect(data).toHaveLength(search.answer.total);
    const balance = header.indexOf('Saldo deudor');
    expect(data[0][0]).toBe(search.answer.data[0].policyNumber);
    expect(data[0][balance]).toBe(search.answer.data[0].outstandingBalance);
    expect(data.every((r) => Number(r[header.indexOf('Días vencidos')]) > 60)).toBe(true);
  });
});

test('/deudores-policyExpired preselects the first VIDA Y GENERALES producer and searches by itself', async ({
  page,
}) => {
  await new SignInPage(page).signInAsProducer();
  const expired = new CobranzasPage(page, '/deudores-policyExpired');
  const arrival = await expired.searchBy(() => expired.open('Deudores por premio'));
  expect(arrival.body.producerId).toHaveLength(1);
  expect(arrival.body).toMatchObject({ proximasAnularse: true, offset: 0 });
  await expect(expired.onlyAboutToBeCancelled()).toBeChecked();
  const first = page.getByRole('checkbox', {
    name: new RegExp(`^\\(${arrival.body.producerId[0].replace(/X/g, '')}\\) `),
  });
  await expect(first).toBeChecked();
  expect(arrival.answer.total).toBeGreaterThan(0);
  await expect(expired.dataRows().first()).toBeVisible();
  await expectNoAxeViolations(page);
});
