import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { CarteraPage } from './pages/cartera-page';
import { SignInPage } from './pages/sign-in-page';

test.describe('the demo producer works its portfolio', () => {
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
  });

  test('searching needs a producer first, then lists policies with money in the es-AR format and the totals', async ({
    page,
  }) => {
    const cartera = new CarteraPage(page);
    await cartera.open();
    await expect(page.getByText('Primero debés elegir un productor de la selección de Productores')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    await expect(cartera.grid()).toContainText('No se encontraron datos.');

    await cartera.searchCore('VIDA Y GENERALES');
    await expect(cartera.firstRow()).toContainText(/\$ \d{1,3}(\.\d{3})*,\d{2}/);
    await expect(page.getByText(/Total Premio:/)).toBeVisible();
  });

  test('exports the grid as Cartera.xlsx', async ({ page }) => {
    const cartera = new CarteraPage(page);
    await cartera.open();
    await cartera.searchCore('VIDA Y GENERALES');
    await expect(cartera.firstRow()).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Cartera.xlsx');
    const bytes = fs.readFileSync(await download.path());
    expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an OOXML zip
  });

  test('expands a policy, opens its coverages once, and downloads its certificate as a PDF', async ({ page }) => {
    const cartera = new CarteraPage(page);
    await cartera.open();
    await cartera.searchCore('VIDA Y GENERALES');
    await page.getByRole('button', { name: 'Expandir fila' }).first().click();
    await expect(cartera.grid()).toContainText('Grupo Familiar');

    let coverageCalls = 0;
    page.on('request', (r) => {
      if (/GetCoberturas/i.test(r.url())) coverageCalls += 1;
    });
    const coverages = page.getByRole('button', { name: 'Coberturas' });
    await coverages.click();
    await expect(cartera.grid()).toContainText('Suma asegurada');
    await coverages.click();
    await coverages.click();
    expect(coverageCalls).toBe(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar certificado' }).first().click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^\d+\.pdf$/);
    expect(
      fs
        .readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});

test('the second producer sees only its own producer codes and policies', async ({ page }) => {
  await new SignInPage(page).signInAsProducer('20-33444555-1');
  const cartera = new CarteraPage(page);
  await cartera.open();
  await expect(page.getByRole('checkbox', { name: /VIDA Y GENERALES/ })).toBeVisible();
  await expect(page.getByText('GOMEZ MARTIN')).toHaveCount(0);
  await cartera.searchCore('VIDA Y GENERALES');
  await expect(cartera.firstRow()).toBeVisible();
  await expect(cartera.grid()).not.toContainText('GOMEZ MARTIN');
});
