import ExcelJS from 'exceljs';
import { expect, test, type Locator } from '@playwright/test';
import { CarteraPage, parseMoney, type PortfolioSearch } from './pages/cartera-page';
import { SignInPage } from './pages/sign-in-page';
import { dmy, monthStartOf, seedDays } from './support/seed-days';

/**
 * /cartera (001 §2–§9) on the seeded portfolio of the demo producer: 100 policies spread over the codes
 * X1001 and X1002 (core VT) and 2001 and 2002 (core RVT), newest issue first (api/src/seed/cartera.ts).
 */

// The grid renders only the columns in view: wide enough for the ones read here (up to Fecha de emisión).
test.use({ viewport: { width: 2400, height: 1000 } });

const VT_CODES = ['X1001', 'X1002'];

test.describe('the portfolio grid of the demo producer', () => {
  let cartera: CarteraPage;

  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
    cartera = new CarteraPage(page);
    await cartera.open();
  });

  /** The grid shows the answer's rows, and the answer holds exactly `total` of them across its pages. */
  async function expectGridShows({ answer }: PortfolioSearch, total: number) {
    expect(answer.total).toBe(total);
    await cartera.expectPolicies(answer.data.map((r) => r.poliza_Numero_FRMT));
    await expect(cartera.displayedRows()).toHaveText(`1–${Math.min(total, 10)} de ${total}`);
  }

  test.describe('each search tab narrows the grid to the policies that match it', () => {
    test('Productor: one producer code lists only that code’s policies', async () => {
      await cartera.checkProducers('(1001) GOMEZ MARTIN');
      const search = await cartera.search();
      expect(search.body.producerId).toEqual(['X1001']);
      expect(search.answer.data.length).toBeGreaterThan(0);
      for (const row of search.answer.data) expect(row.producerId).toBe('X1001');
      // Every 4th policy is on X1001.
      await expectGridShows(search, 25);
    });

    test('Fecha: an issue-date range lists only policies issued in it', async () => {
      await cartera.checkProducers('VIDA Y GENERALES', 'RETIRO');
      const panel = await cartera.openTab('Filtro por Fecha');
      await panel.getByLabel('Fecha desde').fill('01/01/2024');
      await panel.getByLabel('Fecha hasta').fill('31/12/2024');
      const search = await cartera.search();
      expect(search.body).toMatchObject({ fechaDesde: '2024-01-01', fechaHasta: '2024-12-31' });
      await expectGridShows(search, 12);
      const dates = await cartera.columnValues('Fecha de emisión');
      expect(dates).toHaveLength(10);
      for (const date of dates) expect(date).toMatch(/^\d{2}\/\d{2}\/2024$/);
    });

    test('Producto: a product and a status list only that product in that status', async ({ page }) => {
      await cartera.checkProducers('VIDA Y GENERALES', 'RETIRO');
      const panel = await cartera.openTab('Filtro por Producto');
      await panel.getByRole('combobox', { name: 'Producto' }).click();
      await page.getByRole('option', { name: 'SEPELIO COLECTIVO' }).click();
      await panel.getByRole('combobox', { name: 'Estado' }).click();
      await page.getByRole('option', { name: 'TERMINADA' }).click();
      const search = await cartera.search();
      expect(search.body).toMatchObject({ producto: 'SE01', estado: 2 });
      await expectGridShows(search, 5);
      expect(new Set(await cartera.columnValues('Producto'))).toEqual(new Set(['SEPELIO COLECTIVO']));
      expect(new Set(await cartera.columnValues('Estado'))).toEqual(new Set(['TERMINADA']));
    });

    test('Póliza: a policy number lists that policy only', async () => {
      await cartera.checkProducers('VIDA Y GENERALES', 'RETIRO');
      const panel = await cartera.openTab('Filtro por Póliza');
      // As the grid shows it, with the leading zero.
      await panel.getByLabel('Póliza').fill('010000036');
      const search = await cartera.search();
      expect(search.body.poliza).toBe('010000036');
      await expectGridShows(search, 1);
      await expect(cartera.dataRows()).toHaveCount(1);
      expect(await cartera.columnValues('Contratante')).toEqual(['ROMERO ANDREA']);
    });

    test('Cliente: a surname, then a DNI, list only that client’s policies', async () => {
      await cartera.checkProducers('VIDA Y GENERALES', 'RETIRO');
      const panel = await cartera.openTab('Filtro por Cliente');
      await panel.getByLabel('Apellido').fill('Romero');
      const bySurname = await cartera.search();
      expect(bySurname.body.apellido).toBe('Romero');
      await expectGridShows(bySurname, 2);
      for (const holder of await cartera.columnValues('Contratante')) expect(holder).toMatch(/^ROMERO /);

      await panel.getByLabel('Apellido').clear();
      await panel.getByLabel('DNI').fill('20285084');
      // The search just made is asked again as the new one starts: wait for the new one.
      const byDni = await cartera.search((body) => body.dni === '20285084');
      expect(byDni.body).toMatchObject({ dni: '20285084' });
      expect(byDni.body).not.toHaveProperty('apellido');
      await expectGridShows(byDni, 1);
      expect(await cartera.columnValues('DNI')).toEqual(['20285084']);
    });
  });

  test('bad input on each tab shows the field’s message and sends no search', async ({ page }) => {
    const sent = cartera.recordSearches();
    await expect(page.getByText('Primero debés elegir un productor de la selección de Productores')).toBeVisible();
    await expect(cartera.searchButton()).toBeDisabled();
    await cartera.checkProducers('VIDA Y GENERALES');

    const dates = await cartera.openTab('Filtro por Fecha');
    await dates.getByLabel('Fecha desde').fill('31/02/2024');
    await cartera.searchButton().click();
    await expect(dates.getByText('La fecha ingresada es inválida')).toBeVisible();
    await expect(page.getByText('Revisá los filtros marcados con error.')).toBeVisible();
    await dates.getByLabel('Fecha desde').fill('01/06/2024');
    await dates.getByLabel('Fecha hasta').fill('01/01/2024');
    await cartera.searchButton().click();
    await expect(dates.getByText('La fecha desde no puede ser posterior a la fecha hasta')).toBeVisible();
    await dates.getByLabel('Fecha desde').clear();
    await dates.getByLabel('Fecha hasta').clear();

    const policy = await cartera.openTab('Filtro por Póliza');
    await policy.getByLabel('Póliza').fill('10A');
    await policy.getByLabel('Certificado').fill('1-2');
    await cartera.searchButton().click();
    await expect(policy.getByText('Solo se admiten números')).toHaveCount(2);
    await policy.getByLabel('Póliza').clear();
    await policy.getByLabel('Certificado').clear();

    const client = await cartera.openTab('Filtro por Cliente');
    await client.getByLabel('Nombre').fill('Juan2');
    await client.getByLabel('Apellido').fill('Pérez_');
    await client.getByLabel('DNI').fill('20.285');
    await cartera.searchButton().click();
    await expect(client.getByText('Solo se admiten letras, espacios y guiones')).toHaveCount(2);
    await expect(client.getByText('Solo se admiten números')).toBeVisible();
    // 001 §5: DNI at most 8 characters; the field takes no more.
    await client.getByLabel('DNI').fill('123456789');
    await expect(client.getByLabel('DNI')).toHaveValue('12345678');

    expect(sent).toHaveLength(0);

    // The same screen searches once the input is right: the watch above would have seen a search.
    await client.getByLabel('Nombre').clear();
    await client.getByLabel('Apellido').clear();
    await client.getByLabel('DNI').clear();
    await cartera.search();
    expect(sent).toHaveLength(1);
  });

  test('pages, page size, sorting and a column filter are asked of the server', async ({ page }) => {
    await cartera.checkProducers('VIDA Y GENERALES', 'RETIRO');
    const first = await cartera.search();
    expect(first.body).toMatchObject({ offset: 0, next: 10, sort: [], gridFilters: [] });
    await expectGridShows(first, 100);

    // Sorting by Premio: ascending, then descending; the first rows are the cheapest, then the dearest.
    const ascending = await cartera.searchBy(() => cartera.columnHeader('Premio').click());
    expect(ascending.body.sort).toEqual([{ field: 'premium', sort: 'asc' }]);
    await cartera.expectPolicies(ascending.answer.data.map((r) => r.poliza_Numero_FRMT));
    const cheap = (await cartera.columnValues('Premio')).map(parseMoney);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const descending = await cartera.searchBy(() => cartera.columnHeader('Premio').click());
    expect(descending.body.sort).toEqual([{ field: 'premium', sort: 'desc' }]);
    await cartera.expectPolicies(descending.answer.data.map((r) => r.poliza_Numero_FRMT));
    const dear = (await cartera.columnValues('Premio')).map(parseMoney);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    expect(dear[0]).toBeGreaterThan(cheap[cheap.length - 1]);
    const firstPage = descending.answer.data.map((r) => r.poliza_Numero_FRMT);

    const second = await cartera.searchBy(() => cartera.nextPage().click());
    expect(second.body).toMatchObject({ offset: 10, next: 10, sort: [{ field: 'premium', sort: 'desc' }] });
    const secondPage = second.answer.data.map((r) => r.poliza_Numero_FRMT);
    await cartera.expectPolicies(secondPage);
    expect(secondPage).toHaveLength(10);
    expect(secondPage.filter((n) => firstPage.includes(n))).toEqual([]);
    await expect(cartera.displayedRows()).toHaveText('11–20 de 100');

    const bigger = await cartera.searchBy(() => cartera.choosePageSize(25));
    expect(bigger.body.next).toBe(25);
    expect(bigger.body.offset % 25).toBe(0);
    await expect(cartera.displayedRows()).toHaveText(`${bigger.body.offset + 1}–${bigger.body.offset + 25} de 100`);
    await expect(cartera.dataRows()).toHaveCount(25);
    await cartera.expectPolicies(bigger.answer.data.map((r) => r.poliza_Numero_FRMT));

    // A column filter: holders whose name contains GÓMEZ.
    await cartera.openColumnFilter('Contratante');
    const filtered = await cartera.searchBy(
      () => page.getByRole('textbox', { name: 'Valor' }).fill('GÓMEZ'),
      (body) => body.gridFilters.length > 0,
    );
    expect(filtered.body.gridFilters).toEqual([{ field: 'recruiterName', operator: 'contains', value: 'GÓMEZ' }]);
    expect(filtered.body.offset).toBe(0);
    await page.keyboard.press('Escape');
    await cartera.expectPolicies(filtered.answer.data.map((r) => r.poliza_Numero_FRMT));
    expect(filtered.answer.total).toBe(2);
    for (const holder of await cartera.columnValues('Contratante')) expect(holder).toContain('GÓMEZ');
  });

  test('the column view hides and reorders columns and is kept after a reload', async ({ page }) => {
    const defaults = await cartera.columnTitles();
    expect(defaults.slice(0, 8)).toEqual([
      'Póliza',
      'Certificado',
      'Producto',
      'Plan',
      'Contratante',
      'DNI',
      'Productor',
      'Ramo',
    ]);

    let dialog = await cartera.openColumnManager();
    await dialog.getByRole('button', { name: 'Ocultar Ramo', exact: true }).click();
    await dialog.getByRole('button', { name: 'Subir Contratante', exact: true }).click();
    await dialog.getByRole('button', { name: 'Subir Contratante', exact: true }).click();
    await cartera.saveColumnView(dialog);
    const chosen = ['Póliza', 'Certificado', 'Contratante', 'Producto', 'Plan', 'DNI', 'Productor', 'Premio'];
    await expect.poll(() => cartera.columnTitles().then((t) => t.slice(0, 8))).toEqual(chosen);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Búsqueda de cartera');
    await expect.poll(() => cartera.columnTitles().then((t) => t.slice(0, 8))).toEqual(chosen);
    await expect(cartera.columnHeader('Ramo')).toHaveCount(0);
    await cartera.checkProducers('VIDA Y GENERALES');
    const search = await cartera.search();
    await cartera.expectPolicies(search.answer.data.map((r) => r.poliza_Numero_FRMT));
    await expect(cartera.columnHeader('Ramo')).toHaveCount(0);
    expect(await cartera.columnValues('Contratante')).toEqual(search.answer.data.map((r) => r.recruiterName));

    // Back to the report's own view, so the other specs and a re-run start from it.
    dialog = await cartera.openColumnManager();
    await expect(dialog.getByTestId('hidden-branchDescription')).toBeVisible();
    await dialog.getByRole('button', { name: 'Mostrar Ramo', exact: true }).click();
    await expect(dialog.getByTestId('visible-branchDescription')).toBeVisible();
    // Shown again it comes last; up to its place after Productor.
    const visible = dialog.locator('[data-testid^="visible-"]');
    const count = await visible.count();
    for (let i = 0; i < count - 8; i += 1)
      await dialog.getByRole('button', { name: 'Subir Ramo', exact: true }).click();
    await dialog.getByRole('button', { name: 'Bajar Contratante', exact: true }).click();
    await dialog.getByRole('button', { name: 'Bajar Contratante', exact: true }).click();
    await cartera.saveColumnView(dialog);
    await expect.poll(() => cartera.columnTitles()).toEqual(defaults);
  });

  test('exports the searched rows to Cartera.xlsx with the grid’s count and amounts', async ({ page }) => {
    await cartera.checkProducers('VIDA Y GENERALES');
    const search = await cartera.search();
    expect(search.body.producerId).toEqual(VT_CODES);
    await expect(cartera.displayedRows()).toHaveText(/de \d+$/);
    const total = await cartera.totalRows();
    expect(total).toBe(50);
    const firstPremium = parseMoney((await cartera.columnValues('Premio'))[0]);
    const arsTotal = parseMoney(
      (await cartera
        .totals()
        .getByText(/^Total Premio:/)
        .textContent()) ?? '',
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Cartera.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const rows: ExcelJS.CellValue[][] = [];
    sheet.eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));

    const headerAt = rows.findIndex((r) => r[0] === 'Póliza');
    expect(headerAt).toBeGreaterThanOrEqual(0);
    const header = rows[headerAt].map(String);
    const data = rows.slice(headerAt + 1).filter((r) => r[0] !== 'Total');
    expect(data).toHaveLength(total);

    const premium = header.indexOf('Premio');
    const currency = header.indexOf('Moneda');
    expect(premium).toBeGreaterThan(0);
    // The grid shows '$ 89.184,12'; the sheet holds the number.
    expect(data[0][0]).toBe(search.answer.data[0].poliza_Numero_FRMT);
    expect(data[0][premium]).toBe(firstPremium);
    // The totals banner's pesos equal the sheet's pesos rows.
    const arsSum = data.filter((r) => r[currency] === 'ARS').reduce((sum, r) => sum + (r[premium] as number), 0);
    expect(Math.round(arsSum * 100) / 100).toBe(arsTotal);
  });

  test('a COLECTIVA policy opens every detail section with its content', async () => {
    await cartera.checkProducers('VIDA Y GENERALES', 'RETIRO');
    const panel = await cartera.openTab('Filtro por Póliza');
    await panel.getByLabel('Póliza').fill('10000036');
    const search = await cartera.search();
    expect(search.answer.data[0]).toMatchObject({ policyType: 'COLECTIVA', showCertificados: true });

    const detail = await cartera.expandPolicy('010000036');
    await expect(detail.getByRole('note')).toHaveText(
      'Algunas secciones de la póliza se encuentran temporalmente deshabilitadas.',
    );

    const open = (title: string, index = 0) => cartera.openSection(detail, title, index);
    const table = (body: Locator, title: string) => body.getByRole('table', { name: title, exact: true });

    const family = await open('Grupo Familiar');
    await expect(table(family, 'Grupo Familiar').getByRole('row', { name: /TITULAR ROMERO ANDREA/ })).toBeVisible();

    const address = await open('Dirección de Póliza');
    await expect(table(address, 'Dirección de Póliza').getByRole('cell', { name: 'PARTICULAR' })).toBeVisible();

    const coverages = await open('Coberturas');
    await expect(table(coverages, 'Coberturas').getByRole('row', { name: /MUERTE \$ [\d.]+,\d{2}/ })).toBeVisible();

    const beneficiaries = await open('Beneficiarios');
    await expect(
      table(beneficiaries, 'Beneficiarios').getByRole('columnheader', { name: 'Participación (%)' }),
    ).toBeVisible();
    await expect(table(beneficiaries, 'Beneficiarios').getByRole('row')).toHaveCount(2);

    const payment = await open('Forma de Pago');
    await expect(table(payment, 'Forma de Pago').getByRole('cell', { name: 'DÉBITO AUTOMÁTICO' })).toBeVisible();

    const billing = await open('Facturación');
    const invoices = table(billing, 'Facturación');
    await expect(invoices.getByRole('row')).toHaveCount(4);
    await expect(invoices.getByRole('row', { name: /^0000000111 / })).toContainText('$ 67.552,36');

    // Second level, under each invoice: Composición de Premio and Rechazos.
    for (let i = 0; i < 3; i += 1) {
      const premium = await open('Composición de Premio', i);
      await expect(
        table(premium, 'Composición de Premio').getByRole('row', { name: /^PRIMA Prima pura/ }),
      ).toBeVisible();
      await expect(premium).toContainText('Total: $ 67.552,36');
      const rejections = await open('Rechazos', i);
      await expect(rejections).toHaveText('No se encontraron datos.');
    }

    const certificates = await open('Certificados');
    await expect(table(certificates, 'Certificados').getByRole('row')).toHaveCount(9);
    await expect(certificates.getByRole('button', { name: 'Exportar certificados' })).toBeEnabled();
  });

  test('an invoice with a rejected debit lists it under Rechazos', async () => {
    await cartera.checkProducers('VIDA Y GENERALES', 'RETIRO');
    const panel = await cartera.openTab('Filtro por Póliza');
    // Every 5th policy had the debit of its September invoice rejected.
    await panel.getByLabel('Póliza').fill('10000065');
    await cartera.search();
    const detail = await cartera.expandPolicy('010000065');
    const billing = await cartera.openSection(detail, 'Facturación');
    // Invoices come newest first: September, the rejected one, is the second.
    await expect(billing.getByRole('table', { name: 'Facturación' }).getByRole('row').nth(2)).toContainText(
      dmy(monthStartOf(seedDays().invoiceMonth, -1)),
    );
    const rejections = await cartera.openSection(detail, 'Rechazos', 1);
    const rows = rejections.getByRole('table', { name: 'Rechazos' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('CUENTA CERRADA');
  });
});
