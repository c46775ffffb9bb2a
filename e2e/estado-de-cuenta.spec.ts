import fs from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO, SignInPage } from './pages/sign-in-page';
import { ShellPage } from './pages/shell-page';
import { signInSimulatingDemo } from './support/simulators';
import { expectNoAxeViolations } from './support/axe';
import { pdfText } from './support/pdf-text';
import { monthStartOf, periodLabel, periodOf, seedDays } from './support/seed-days';
import { API_PORT } from './support/stack';
import { readDownloadedSheet } from './support/xlsx';
import { closeOwnPages, openOwnPage } from './support/own-pages';

test.afterEach(closeOwnPages);

/*
 * Issue 39 §2: the statement of account, /estado-de-cuenta, on the seed of api/src/seed/cuenta-corriente.ts (the
 * demo producer's account ends with the last day of the previous month, whose settlement is paid five days later).
 * As the demo producer: the previous month by default, a line opened at its source, the PDF's text and the
 * workbook read back, the month before it closing with this one's opening balance; then as the Gestor and as a
 * simulator acting for the producer, who see the same statement.
 */

test.describe.configure({ timeout: 150_000 });

test.beforeAll(async () => {
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${API_PORT}/health`).catch(() => null))?.ok ?? false, {
      timeout: 120_000,
    })
    .toBe(true);
});

interface Line {
  id: string;
  fecha: string;
  tipo: string;
  concepto: string;
  comprobante: string;
  importe: number;
  saldo: number;
  origen: { tipoRegistro: number | null; numero: number | null; periodo: number | null };
}
interface Statement {
  periodo: number;
  saldoInicial: number;
  saldoFinal: number;
  lineas: Line[];
  totales: { creditos: number; debitos: number };
  productor: { cuit: string; nombre: string };
}

/** The month `back` months before the seeding day's (1: the previous month, the account's newest), as year × 100 + month. */
const monthBefore = (back: number) => periodOf(monthStartOf(seedDays().today, -back));
const periodName = (p: number) => periodLabel(`${Math.floor(p / 100)}-${String(p % 100).padStart(2, '0')}-01`);
const money = (n: number) =>
  `${n < 0 ? '-' : ''}$ ${new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(n))}`;

/** The statement of a month the screen asks for while `action` runs. */
async function statementOf(page: Page, periodo: number, action: () => Promise<unknown>): Promise<Statement> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return (
        /\/api\/Settlement\/EstadoDeCuenta$/i.test(url.pathname) && url.searchParams.get('periodo') === String(periodo)
      );
    }),
    action(),
  ]);
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return (await response.json()) as Statement;
}

/** Opens the screen from the menu (Cuenta Corriente → Estado de cuenta) and answers the statement it first shows. */
async function openFromMenu(page: Page): Promise<Statement> {
  const shell = new ShellPage(page);
  await shell.menu().getByRole('button', { name: 'Cuenta Corriente' }).click();
  const s = await statementOf(page, monthBefore(1), () =>
    page.getByRole('menuitem', { name: 'Estado de cuenta' }).click(),
  );
  await expect(page).toHaveURL(/\/estado-de-cuenta$/);
  await expect(shell.title()).toHaveText('Estado de cuenta');
  return s;
}

function table(page: Page, periodo: number) {
  return page.getByRole('table', { name: `Estado de cuenta de ${periodName(periodo)}` });
}

async function expectStatementShown(page: Page, s: Statement) {
  const rows = table(page, s.periodo).locator('tbody tr');
  await expect(rows).toHaveCount(s.lineas.length + 2);
  await expect(rows.first()).toContainText('Saldo inicial');
  await expect(rows.first()).toContainText(money(s.saldoInicial));
  await expect(rows.last()).toContainText('Saldo final');
  await expect(rows.last()).toContainText(money(s.saldoFinal));
  for (const [i, line] of s.lineas.entries()) {
    await expect(rows.nth(i + 1)).toContainText(line.concepto);
    await expect(rows.nth(i + 1)).toContainText(money(line.saldo));
  }
}

test.describe('/estado-de-cuenta as the demo producer', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test("shows the previous month's statement, opens its lines' sources, prints it as a PDF and exports it", async ({
    page,
  }) => {
    await new SignInPage(page).signInAsProducer();
    const previous = monthBefore(1);
    const s = await openFromMenu(page);
    expect(s.periodo).toBe(previous);
    await expect(page.getByRole('combobox', { name: 'Período' })).toHaveText(periodName(previous));
    await expectStatementShown(page, s);
    // The seed settles on the month's last day: the month has a settlement and adjustments, one a chargeback.
    const settlement = s.lineas.find((l) => l.tipo === 'comision')!;
    const adjustment = s.lineas.find((l) => l.tipo === 'ajuste')!;
    expect(settlement).toBeDefined();
    expect(adjustment).toBeDefined();
    expect(s.lineas.some((l) => l.concepto.startsWith('Contracargo'))).toBe(true);
    await expectNoAxeViolations(page, { include: 'main' });

    // A settlement's line opens the settlement's details of /pagos-liquidaciones.
    await page.getByRole('button', { name: `Ver ${settlement.comprobante}: ${settlement.concepto}` }).click();
    const dialog = page.getByRole('dialog', { name: settlement.comprobante });
    await expect(dialog).toBeVisible();
    const numero = settlement.origen.numero!;
    await dialog.getByRole('button', { name: `Detalle de liquidación ${numero}` }).click();
    const detail = dialog.getByRole('table', { name: `Detalle de liquidación ${numero}` });
    await expect(detail).toContainText(money(settlement.importe));
    await expect(dialog.getByRole('button', { name: `Detalle de comisiones ${numero}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toHaveCount(0);

    // An adjustment's line opens the month's adjustments of /conceptos-a-facturar.
    await page.getByRole('button', { name: `Ver ${adjustment.comprobante}: ${adjustment.concepto}` }).click();
    const adjustments = page.getByRole('dialog', { name: `Detalle de ajustes ${adjustment.comprobante}` });
    await expect(adjustments.getByRole('table')).toContainText(
      adjustment.concepto.replace(/^(Ajuste|Contracargo): /, ''),
    );
    await adjustments.getByRole('button', { name: 'Cerrar' }).click();

    // 'Descargar PDF': the statement for an accountant.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`EstadoDeCuenta_${previous}.pdf`);
    const text = pdfText(fs.readFileSync(await pdf.path()));
    for (const expected of [
      'Compañía de Seguros de Vida y Generales S.A.',
      'Estado de cuenta',
      s.productor.nombre,
      s.productor.cuit,
      'Saldo inicial',
      'Saldo final',
      settlement.comprobante,
      money(s.saldoFinal),
      'Totales del período',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/Página 1 de \d+/);

    // 'Exportar': the same lines between the opening and closing balances.
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(`EstadoDeCuenta_${previous}.xlsx`);
    const sheet = await readDownloadedSheet(xlsx);
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((r) => r[0] === 'Fecha');
    expect(rows[header]).toEqual(['Fecha', 'Concepto', 'Comprobante', 'Créditos', 'Débitos', 'Saldo']);
    const body = rows.slice(header + 1);
    expect(body.map((r) => r[1])).toEqual(['Saldo inicial', ...s.lineas.map((l) => l.concepto), 'Saldo final']);
    expect(body.map((r) => r[5])).toEqual([s.saldoInicial, ...s.lineas.map((l) => l.saldo), s.saldoFinal]);

    // The month before closes with this month's opening balance.
    const before = monthBefore(2);
    await page.getByRole('combobox', { name: 'Período' }).click();
    await page.getByRole('option', { name: periodName(before) }).click();
    const earlier = await statementOf(page, before, () =>
      page.getByRole('button', { name: 'Ver estado de cuenta' }).click(),
    );
    await expectStatementShown(page, earlier);
    expect(earlier.saldoFinal).toBe(s.saldoInicial);
    await expect(table(page, before).locator('tbody tr').last()).toContainText(money(s.saldoInicial));
  });
});

test.describe('/estado-de-cuenta on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('has no axe violation and is no wider than the screen', async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
    const s = await statementOf(page, monthBefore(1), () => page.goto('/estado-de-cuenta'));
    await expectStatementShown(page, s);
    await expectNoAxeViolations(page, { include: 'main' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});

async function freshPage(browser: Browser): Promise<Page> {
  const { baseURL, locale, viewport } = test.info().project.use;
  return openOwnPage(browser, { baseURL, locale, viewport });
}

test.describe('/estado-de-cuenta for whoever acts for the producer', () => {
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('the Gestor and a simulator acting for the demo producer see its statement', async ({ page, browser }) => {
    await new SignInPage(page).signInAsProducer();
    const own = await statementOf(page, monthBefore(1), () => page.goto('/estado-de-cuenta'));

    const gestor = await freshPage(browser);
    await new SignInPage(gestor).signInAsProducer(DEMO.gestor);
    expect(await openFromMenu(gestor)).toEqual(own);
    await expectStatementShown(gestor, own);

    const simulator = await freshPage(browser);
    await signInSimulatingDemo(simulator, 'estado');
    expect(await openFromMenu(simulator)).toEqual(own);
    await expectStatementShown(simulator, own);
    await expectNoAxeViolations(simulator, { include: 'main' });
  });
});
