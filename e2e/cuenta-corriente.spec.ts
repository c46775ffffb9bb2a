import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { API_PORT } from './support/stack';
import { pdfText } from './support/pdf-text';
import { readDownloadedSheet } from './support/xlsx';
import { parseMoney, ReportGrid, responseOf } from './pages/report-grid';
import { SignInPage } from './pages/sign-in-page';
import { businessToday } from './support/business-day';
import { MONTH_NAMES, seedDays } from './support/seed-days';

/**
 * The current-account area (001 §2–§9) on the seed of api/src/seed/cuenta-corriente.ts: for the demo
 * producer one pending commission per policy (100), 10 settlements of 100 commissions each and their 10
 * payments, concepts of 24 periods in 4 sections, one settlement movement per policy.
 */

test.use({ viewport: { width: 2400, height: 1400 } });
// Each test walks a whole screen as a person would.
test.describe.configure({ timeout: 150_000 });

// The stack answers /config.json before a fresh api has migrated and seeded: wait for the api itself.
test.beforeAll(async () => {
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${API_PORT}/health`).catch(() => null))?.ok ?? false, {
      timeout: 120_000,
    })
    .toBe(true);
});

interface Page<T> {
  data: T[];
  total: number;
}

test.describe('/comisiones-pendientes', () => {
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
  });

  test('lists the pending commissions, searches by policy and group, sorts, filters, exports and keeps the column view', async ({
    page,
  }) => {
    const grid = new ReportGrid(page, 'Comisiones pendientes');
    const first = await responseOf(page, /ComisionesPendientes$/i, () => page.goto('/comisiones-pendientes'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comisiones pendientes');
    const all = (await first.json()) as Page<{ poliza: string; grupo: string; aporteExtraordinario: boolean }>;
    expect(all.total).toBe(100);
    await expect(grid.dataRows()).toHaveCount(10);
    await expect(grid.displayedRows()).toHaveText('1–10 de 100');
    await expect
      .poll(() => grid.columnValues('Aporte extraordinario'))
      .toEqual(all.data.map((r) => (r.aporteExtraordinario ? 'Sí' : 'No')));
    for (const money of await grid.columnValues('Comisión total')) expect(money).toMatch(/^\$ [\d.]+,\d{2}$/);
    // The screen's own content; the shell's header belongs to its own specs.
    await expectNoAxeViolations(page, { include: 'main' });

    // Póliza tab.
    const policy = all.data[3].poliza;
    await page.getByRole('textbox', { name: 'Póliza' }).fill('12a');
    await expect(page.getByText('Solo se admiten números')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Póliza' }).fill(policy);
    const byPolicy = await responseOf(
      page,
      /ComisionesPendientes$/i,
      () => page.getByRole('button', { name: 'Buscar' }).click(),
      (b) => (b as { poliza?: string }).poliza === policy,
    );
    expect(((await byPolicy.json()) as Page<unknown>).total).toBe(1);
    await expect.poll(() => grid.columnValues('Póliza')).toEqual([policy]);

    // Grupo tab.
    await page.getByRole('tab', { name: 'Grupo' }).click();
    await page.getByRole('textbox', { name: 'Grupo' }).fill('GRUPO 2');
    const byGroup = await responseOf(
      page,
      /ComisionesPendientes$/i,
      () => page.getByRole('button', { name: 'Buscar' }).click(),
      (b) => (b as { grupo?: string }).grupo === 'GRUPO 2',
    );
    const groups = (await byGroup.json()) as Page<{ grupo: string }>;
    expect(groups.total).toBeGreaterThan(0);
    await expect.poll(async () => new Set(await grid.columnValues('Grupo'))).toEqual(new Set(['GRUPO 2']));

    // Clear, then sort by the total commission from the server.
    await responseOf(page, /ComisionesPendientes$/i, () => page.getByRole('button', { name: 'Limpiar' }).click());
    await expect(grid.displayedRows()).toHaveText('1–10 de 100');
    const sorted = await responseOf(
      page,
      /ComisionesPendientes$/i,
      () => grid.columnHeader('Comisión total').click(),
      (b) => (b as { sort: unknown[] }).sort.length > 0,
    );
    expect(((await sorted.json()) as Page<unknown>).data).toHaveLength(10);
    await expect
      .poll(async () => {
        const values = (await grid.columnValues('Comisión total')).map(parseMoney);
        return values.every((v, i) => i === 0 || values[i - 1] <= v);
      })
      .toBe(true);

    // A column filter on Endoso.
    await grid.openColumnFilter('Endoso');
    const filtered = await responseOf(
      page,
      /ComisionesPendientes$/i,
      () => page.getByRole('textbox', { name: 'Valor' }).fill('Recibo'),
      (b) => (b as { gridFilters: unknown[] }).gridFilters.length > 0,
    );
    await page.keyboard.press('Escape');
    const recibos = (await filtered.json()) as Page<{ endoso: string }>;
    expect(recibos.total).toBeGreaterThan(0);
    await expect.poll(async () => new Set(await grid.columnValues('Endoso'))).toEqual(new Set(['Recibo']));

    // Export: the filtered rows, money as numbers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('ComisionesPendientes.xlsx');
    const sheet = await readDownloadedSheet(download);
    const header = sheet.getRow(1).values as unknown[];
    const totalColumn = header.indexOf('Comisión total');
    expect(totalColumn).toBeGreaterThan(0);
    // header + rows + the totals row of the summed columns
    expect(sheet.rowCount).toBe(recibos.total + 2);
    expect(typeof sheet.getRow(2).getCell(totalColumn).value).toBe('number');

    // The column view: hide Jurisdicción, kept after a reload; then shown again.
    let dialog = await grid.openColumnManager();
    await dialog.getByRole('button', { name: 'Ocultar Jurisdicción', exact: true }).click();
    await grid.saveColumnView(dialog);
    await expect(grid.columnHeader('Jurisdicción')).toHaveCount(0);
    await page.reload();
    await expect(grid.displayedRows()).toHaveText('1–10 de 100');
    await expect(grid.columnHeader('Jurisdicción')).toHaveCount(0);
    dialog = await grid.openColumnManager();
    await dialog.getByRole('button', { name: 'Mostrar Jurisdicción', exact: true }).click();
    await grid.saveColumnView(dialog);
    await expect(grid.columnHeader('Jurisdicción')).toHaveCount(1);
  });
});

test.describe('the second producer', () => {
  test('sees only its own pending commissions', async ({ page }) => {
    await new SignInPage(page).signInAsProducer('20-33444555-1');
    const first = await responseOf(page, /ComisionesPendientes$/i, () => page.goto('/comisiones-pendientes'));
    expect(((await first.json()) as Page<unknown>).total).toBe(30);
    await expect(new ReportGrid(page, 'Comisiones pendientes').displayedRows()).toHaveText('1–10 de 30');
  });
});

test.describe('/pagos-liquidaciones', () => {
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
  });

  test('lists payments and settlements, expands a payment into its three details, reads a certificate and exports', async ({
    page,
  }) => {
    const grid = new ReportGrid(page, 'Pagos y liquidaciones');
    const first = await responseOf(page, /PagosYLiquidaciones$/i, () => page.goto('/pagos-liquidaciones'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagos y Liquidaciones');
    const rows = (await first.json()) as Page<{ numero: number; tipoRegistro: number; importePagado: number }>;
    expect(rows.total).toBe(20);
    await expect(grid.displayedRows()).toHaveText('1–10 de 20');
    await expect
      .poll(() => grid.columnValues('Tipo'))
      .toEqual(rows.data.map((r) => (r.tipoRegistro === 1 ? 'Pago' : 'Liquidación')));
    await expectNoAxeViolations(page, { include: 'main' });

    // A payment row, expanded: its payment detail, then the settlement it paid and that settlement's commissions.
    const payment = rows.data.find((r) => r.tipoRegistro === 1)!;
    const row = grid
      .dataRows()
      .filter({ has: page.getByRole('gridcell', { name: String(payment.numero), exact: true }) });
    const detail = await responseOf(page, /DetallePago$/i, () =>
      row.getByRole('button', { name: 'Expandir fila' }).click(),
    );
    const [paid] = (await detail.json()) as { LiquidacionNumero: number; ImportePagado: number }[];
    expect(paid.ImportePagado).toBe(payment.importePagado);
    const liq = paid.LiquidacionNumero;

    await page.getByRole('button', { name: `Detalle de pago ${payment.numero}` }).click();
    const paymentTable = page.getByRole('table', { name: `Detalle de pago ${payment.numero}` });
    await expect(paymentTable).toContainText(/\$ [\d.]+,\d{2}/);

    const settlement = await responseOf(page, /DetalleLiquidacion$/i, () =>
      page.getByRole('button', { name: `Detalle de liquidación ${liq}` }).click(),
    );
    const [invoice] = (await settlement.json()) as {
      MontoNeto: number;
      IVA: number;
      Percepcion: number;
      TotalBR: number;
    }[];
    expect(Math.round(invoice.TotalBR * 100)).toBe(
      Math.round(invoice.MontoNeto * 100) + Math.round(invoice.IVA * 100) + Math.round(invoice.Percepcion * 100),
    );
    await expect(page.getByRole('table', { name: `Detalle de liquidación ${liq}` })).toContainText('FACTURA');

    const commissions = new ReportGrid(page, `Detalle de comisiones ${liq}`);
    await responseOf(page, /DetalleComision$/i, () =>
      page.getByRole('button', { name: `Detalle de comisiones ${liq}` }).click(),
    );
    await expect(commissions.displayedRows()).toHaveText('1–10 de 100');
    const sorted = await responseOf(
      page,
      /DetalleComision$/i,
      () => commissions.columnHeader('Comisión total').click(),
      () => true,
    );
    expect(new URL(sorted.url()).searchParams.get('sort')).toBe('ComisionTotal');
    await expect
      .poll(async () => {
        const values = (await commissions.columnValues('Comisión total')).map(parseMoney);
        return values.length === 10 && values.every((v, i) => i === 0 || values[i - 1] <= v);
      })
      .toBe(true);

    // The commission detail exported under its type's name.
    const commissionSection = page.getByRole('region', { name: `Detalle de comisiones ${liq}` });
    const [commissionFile] = await Promise.all([
      page.waitForEvent('download'),
      commissionSection.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    expect(commissionFile.suggestedFilename()).toBe('DetalleComision.xlsx');
    expect((await readDownloadedSheet(commissionFile)).rowCount).toBe(101);

    // The payment's Ganancias certificate, a real PDF.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `Certificado de Ganancias ${payment.numero}` }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`Ganancias_${payment.numero}_Certificado.pdf`);
    const text = pdfText(fs.readFileSync(await pdf.path()));
    expect(text).toContain('Certificado de retención de Ganancias');
    expect(text).toContain(String(payment.numero));

    // The whole grid.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toBe('PagosYLiquidaciones.xlsx');
    const sheet = await readDownloadedSheet(download);
    expect(sheet.rowCount).toBe(22); // header, 20 rows, totals
    const header = sheet.getRow(1).values as unknown[];
    expect(typeof sheet.getRow(2).getCell(header.indexOf('Importe pagado')).value).toBe('number');
  });
});

test.describe('/tipsfacturacion and /certificados-retencion', () => {
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
  });

  test('the invoicing tips are a page of advice with the way to send and check invoices', async ({ page }) => {
    await page.goto('/tipsfacturacion');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tips de Facturación');
    await expect(page.getByRole('heading', { name: '¿A qué empresa le facturo?' })).toBeVisible();
    await expect(page.getByText(/se facturan a la empresa RVT/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Consultar las facturas enviadas' })).toHaveAttribute(
      'href',
      '/consulta?data=envioFactura',
    );
    await expectNoAxeViolations(page, { include: 'main' });
    await page.getByRole('link', { name: 'Envío de Facturas' }).click();
    await expect(page).toHaveURL(/\/enviofacturas$/);
  });

  test('downloads the withholding certificate of a month with settlements and refuses one without', async ({
    page,
  }) => {
    await page.goto('/certificadosRetencion');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Certificados de retención');
    await page.getByRole('button', { name: 'Descargar' }).click();
    await expect(page.getByText('Debe seleccionar el mes y el año.')).toBeVisible();

    await page.getByRole('combobox', { name: 'Mes' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ]);
    // The newest July–December month of the seeded account (its movements end the day before the seed's month).
    const last = seedDays().lastAccountDay;
    const [lastYear, lastMonth] = [Number(last.slice(0, 4)), Number(last.slice(5, 7))];
    const cert = lastMonth >= 7 ? { year: lastYear, month: lastMonth } : { year: lastYear - 1, month: 12 };
    const mm = String(cert.month).padStart(2, '0');
    await page.getByRole('option', { name: MONTH_NAMES[cert.month - 1], exact: true }).click();
    await page.getByRole('combobox', { name: 'Año' }).click();
    const years = await page.getByRole('option').allTextContents();
    expect(years[0]).toBe(String(businessToday().getFullYear()));
    expect(years.at(-1)).toBe('2021');
    await page.getByRole('option', { name: String(cert.year) }).click();
    await expectNoAxeViolations(page, { include: 'main' });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`CertificadoRetencion_${cert.year}${mm}_X1001.pdf`);
    const text = pdfText(fs.readFileSync(await download.path()));
    expect(text).toContain('Certificado de retención');
    expect(text).toContain(`${mm}/${cert.year}`);
    expect(text).toContain('X1001');

    // July 2022 has no settlement entry: the spec's message and no file.
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('combobox', { name: 'Mes' }).click();
    await page.getByRole('option', { name: 'Julio' }).click();
    await page.getByRole('combobox', { name: 'Año' }).click();
    await page.getByRole('option', { name: '2022' }).click();
    await responseOf(page, /\/api\/settlement$/i, () => page.getByRole('button', { name: 'Descargar' }).click());
    await expect(page.getByText('Para descargar retenciones por favor comunicarse con la compañía.')).toBeVisible();
    expect(downloads).toBe(0);
  });
});

test.describe('/conceptos-a-facturar', () => {
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
  });

  test('shows the summary by section and the grid by period, pages, sorts, filters, expands a row and exports', async ({
    page,
  }) => {
    const grid = new ReportGrid(page, 'Conceptos a facturar por período y rubro');
    const first = await responseOf(page, /Settlement\/Conceptos$/i, () => page.goto('/conceptos-a-facturar'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conceptos a Facturar');
    const answer = (await first.json()) as { resumen: { rubro: number; totalBR: number }[] } & Page<{
      periodo: number;
      rubro: number;
      totalBR: number;
    }>;
    const summary = page.getByRole('table', { name: 'Resumen por rubro' });
    await expect(summary.getByRole('row')).toHaveCount(5);
    for (const name of ['Vida', 'AP', 'Otros rubros', 'Ajustes'])
      await expect(summary.getByRole('cell', { name, exact: true })).toBeVisible();
    await expect(grid.columnHeader('IVA 21%')).toHaveCount(1);
    await expect(grid.columnHeader('IVA 3%')).toHaveCount(1);
    await expect(grid.displayedRows()).toHaveText(`1–10 de ${answer.total}`);
    await expectNoAxeViolations(page, { include: 'main' });

    // The summary's column view.
    await page.getByRole('button', { name: 'Vista de columnas del resumen' }).click();
    const dialog = page.getByRole('dialog', { name: 'ADMINISTRAR VISTA DE COLUMNAS' });
    await dialog.getByRole('button', { name: 'Ocultar Percepción', exact: true }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(summary.getByRole('columnheader', { name: 'Percepción' })).toHaveCount(0);

    // Next page, then sorted by total from the server.
    const second = await responseOf(
      page,
      /Settlement\/Conceptos$/i,
      () => grid.nextPage().click(),
      (b) => (b as { offset: number }).offset === 10,
    );
    expect(((await second.json()) as Page<unknown>).data).toHaveLength(10);
    await expect(grid.displayedRows()).toHaveText(`11–20 de ${answer.total}`);
    const sorted = await responseOf(
      page,
      /Settlement\/Conceptos$/i,
      () => grid.columnHeader('Total').click(),
      (b) => (b as { sort: unknown[] }).sort.length > 0,
    );
    const target = ((await sorted.json()) as Page<{ totalBR: number }>).data[2].totalBR;
    await expect
      .poll(async () => {
        const values = (await grid.columnValues('Total')).map(parseMoney);
        return values.length > 0 && values.every((v, i) => i === 0 || values[i - 1] <= v);
      })
      .toBe(true);

    // A grid filter: the rows of one total.
    await grid.openColumnFilter('Total');
    const filtered = await responseOf(
      page,
      /Settlement\/Conceptos$/i,
      () => page.getByRole('spinbutton', { name: 'Valor' }).fill(String(target)),
      (b) => (b as { gridFilters: { value: unknown }[] }).gridFilters.some((f) => Number(f.value) === target),
    );
    await page.keyboard.press('Escape');
    const big = (await filtered.json()) as Page<{ periodo: number; rubro: number; totalBR: number }>;
    expect(big.total).toBeGreaterThan(0);
    expect(big.data.every((r) => r.totalBR === target)).toBe(true);
    await expect(grid.displayedRows()).toHaveText(`1–${big.total} de ${big.total}`);

    // Expand the first row into its concepts: they add up to the row's total.
    const row = big.data[0];
    const detail = await responseOf(page, /ConceptoPorRubro$/i, () =>
      grid.dataRows().first().getByRole('button', { name: 'Expandir fila' }).click(),
    );
    const concepts = (await detail.json()) as { totalBR: number }[];
    expect(concepts.reduce((s, c) => s + Math.round(c.totalBR * 100), 0)).toBe(Math.round(row.totalBR * 100));
    await expect(
      page.getByRole('table', { name: new RegExp(`^Detalle de conceptos .* ${row.periodo}$`) }).getByRole('row'),
    ).toHaveCount(concepts.length + 1);

    // Export: the filtered rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Conceptos.xlsx');
    const sheet = await readDownloadedSheet(download);
    expect(sheet.rowCount).toBe(big.total + 2);
    const header = sheet.getRow(1).values as unknown[];
    expect(sheet.getRow(2).getCell(header.indexOf('Total')).value).toBe(target);
  });
});
