import { expect, test, type Page, type Response } from '@playwright/test';
import { parseMoney } from './pages/cartera-page';
import { responseOf } from './pages/report-grid';
import { DEMO, SignInPage } from './pages/sign-in-page';
import { expectNoAxeViolations } from './support/axe';
import { closeOwnPages, openOwnPage } from './support/own-pages';
import { signInSimulatingDemo } from './support/simulators';

/**
 * Issue 39 §1, end to end: the producer's dashboard on /home. Each card's figure is the one its grid shows once
 * opened through the card (the grid searches the card's filters on arrival); the chart's table view; the
 * Gestor and a simulator see the represented or simulated producer's figures; axe at desktop and phone size.
 */

const dashboard = (page: Page) => page.getByRole('region', { name: 'Mi negocio' });
const card = (page: Page, title: string) => dashboard(page).getByRole('link', { name: new RegExp(`^${title}`) });
const json = async <T>(r: Response) => (await r.json()) as T;

/** GET api/dashboard's answer (shared/src/contract/dashboard.ts). */
interface Figures {
  refreshedAt: string;
  policies: { count: number; premium: number; premiumUsd: number };
  pendingCommissions: { count: number; total: number };
  lastSettlement: { latest: { numero: number; fecha: string; amount: number } | null };
  debt: { period: number; upTo30: number; upTo60: number; upTo90: number; over90: number; total: number };
  aboutToBeCancelled: { period: number; count: number };
  rejections: { from: string; to: string; count: number; amount: number };
  settledByMonth: { period: number; amount: number; previousYear: number }[];
}
/** A grid search's answer: its rows, total and sums. */
interface GridAnswer {
  total: number;
  data: Record<string, unknown>[];
  sumarizeItems: Record<string, { total: number }>;
}

/** Opens /home and answers the dashboard call the page made. */
async function openHome(page: Page): Promise<Figures> {
  const answer = await responseOf(page, /\/api\/dashboard$/, () => page.goto('/home'));
  await expect(card(page, 'Pólizas vigentes')).toBeVisible();
  return json<Figures>(answer);
}

/** Follows a card to its grid, answering the grid's first search (the one the card's filters ran). */
async function follow(
  page: Page,
  title: string,
  search: RegExp,
): Promise<GridAnswer & { sent: Record<string, unknown> }> {
  const response = await responseOf(page, search, () => card(page, title).click());
  return { ...(await json<GridAnswer>(response)), sent: response.request().postDataJSON() as Record<string, unknown> };
}

test.describe('/home, the dashboard of the demo producer', () => {
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
  });

  test('shows the key figures, each equal to what its grid shows when the card opens it', async ({ page }) => {
    test.setTimeout(180_000);
    const figures = await openHome(page);
    const policies = card(page, 'Pólizas vigentes');
    await expect(policies).toContainText(/Actualizado hace (instantes|\d+ min)/);
    await expect(policies).toContainText(`Premio mensual: $ `);
    expect(parseMoney((await policies.textContent())!)).toBe(figures.policies.premium);

    const portfolio = await follow(page, 'Pólizas vigentes', /\/api\/portfolio\/?$/);
    await expect(page).toHaveURL(/\/cartera\?estado=0$/);
    await expect(page.locator('.MuiTablePagination-displayedRows')).toContainText(
      `de ${figures.policies.count.toLocaleString('es-AR')}`,
    );
    expect(portfolio.total).toBe(figures.policies.count);
    expect(portfolio.data.every((r) => r.status === 0)).toBe(true);
    await expect(page.getByRole('region', { name: 'Totales' })).toContainText(
      `Premio: $ ${figures.policies.premium.toLocaleString('es-AR', { minimumFractionDigits: 2 })}`,
    );

    await openHome(page);
    const pendingText = (await card(page, 'Comisiones pendientes').textContent())!;
    expect(parseMoney(pendingText)).toBe(figures.pendingCommissions.total);
    const pending = await follow(page, 'Comisiones pendientes', /\/api\/Settlement\/ComisionesPendientes$/i);
    expect(pending.total).toBe(figures.pendingCommissions.count);
    expect(pendingText).toContain(`${pending.total.toLocaleString('es-AR')} comisiones a liquidar`);

    await openHome(page);
    const settlementText = (await card(page, 'Última liquidación').textContent())!;
    const payments = await follow(page, 'Última liquidación', /\/api\/Settlement\/PagosYLiquidaciones$/i);
    const newest = payments.data.find((r) => r.tipoRegistro === 2) as {
      numero: number;
      fecha: string;
      comisionTotal: number;
    };
    expect(figures.lastSettlement.latest).toEqual({
      numero: newest.numero,
      fecha: newest.fecha,
      amount: newest.comisionTotal,
    });
    expect(parseMoney(settlementText)).toBe(newest.comisionTotal);
    expect(settlementText).toContain(`Liquidación ${newest.numero} del ${newest.fecha.split('-').reverse().join('/')}`);

    await openHome(page);
    const debt = await follow(page, 'Deuda por antigüedad', /\/api\/debtors\/?$/);
    await expect(page).toHaveURL(new RegExp(`/deudores\\?vigencia=${figures.debt.period}$`));
    expect(debt.sent).toMatchObject({ producerId: [], vigencia: figures.debt.period, proximasAnularse: false });
    expect(debt.sumarizeItems.expired30Days.total).toBe(figures.debt.upTo30);
    expect(debt.sumarizeItems.expired60Days.total).toBe(figures.debt.upTo60);
    expect(debt.sumarizeItems.expired90Days.total).toBe(figures.debt.upTo90);
    expect(debt.sumarizeItems.expiredMoreThan90Days.total).toBe(figures.debt.over90);
    expect(debt.sumarizeItems.outstandingBalance.total).toBe(figures.debt.total);

    await openHome(page);
    const rejectionsText = (await card(page, 'Rechazos del mes').textContent())!;
    const rejections = await follow(page, 'Rechazos del mes', /\/api\/rejection\/?$/);
    expect(rejections.total).toBe(figures.rejections.count);
    expect(rejectionsText).toContain(`${figures.rejections.count.toLocaleString('es-AR')} rechazos`);
    expect(rejections.sumarizeItems.amount.total).toBe(figures.rejections.amount);
    expect(rejections.sent).toMatchObject({
      producerId: [],
      fechaDesde: figures.rejections.from,
      fechaHasta: figures.rejections.to,
    });

    await openHome(page);
    const expiring = await follow(page, 'Pólizas próximas a anularse', /\/api\/debtors\/?$/);
    expect(expiring.total).toBe(figures.aboutToBeCancelled.count);
    expect(expiring.sent).toMatchObject({
      producerId: [],
      vigencia: figures.aboutToBeCancelled.period,
      proximasAnularse: true,
    });
    await expect(page.getByRole('checkbox', { name: 'Ver sólo pólizas próximas a anularse' })).toBeChecked();
  });

  test("shows the settled commissions by month as a chart, and as a table with the chart's numbers", async ({
    page,
  }) => {
    const figures = await openHome(page);
    const section = page.getByRole('region', { name: 'Comisiones liquidadas por mes' });
    await expect(section.getByRole('img', { name: 'Comisiones liquidadas por mes' })).toBeVisible();
    await section.getByRole('button', { name: 'Tabla' }).focus();
    await page.keyboard.press('Enter');
    const rows = section.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(13);
    const months = figures.settledByMonth;
    for (const [i, month] of months.entries()) {
      const cells = rows.nth(i + 1).getByRole('cell');
      expect(parseMoney((await cells.nth(0).textContent())!)).toBe(month.amount);
      expect(parseMoney((await cells.nth(1).textContent())!)).toBe(month.previousYear);
    }
    expect(months.some((m) => m.amount > 0)).toBe(true);
  });

  test('has no axe violations at desktop and phone size, with the chart and with the table', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('img', { name: 'Comisiones liquidadas por mes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Tabla' }).click();
    await expectNoAxeViolations(page);
  });
});

test.afterEach(closeOwnPages);

test('the Gestor sees the represented producer’s figures, a simulator the simulated one’s, and staff none', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await new SignInPage(page).signInAsProducer();
  const own = await openHome(page);
  const { refreshedAt: _, ...ownFigures } = own;

  const fresh = () => {
    const { baseURL, locale, reducedMotion } = test.info().project.use;
    return openOwnPage(browser, { baseURL, locale, reducedMotion });
  };
  const gestor = await fresh();
  await new SignInPage(gestor).signInAsProducer(DEMO.gestor);
  const { refreshedAt: __, ...gestorFigures } = await openHome(gestor);
  expect(gestorFigures).toEqual(ownFigures);
  await expect(card(gestor, 'Pólizas vigentes')).toHaveText((await card(page, 'Pólizas vigentes').textContent())!);
  await expectNoAxeViolations(gestor, { include: 'main' });
  await gestor.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(gestor, { include: 'main' });

  const simulator = await fresh();
  await signInSimulatingDemo(simulator, 'tablero');
  const { refreshedAt: ___, ...simulatedFigures } = await openHome(simulator);
  expect(simulatedFigures).toEqual(ownFigures);
  await expect(card(simulator, 'Comisiones pendientes')).toContainText(
    (await card(page, 'Comisiones pendientes').textContent())!.split('Actualizado')[0],
  );
  await expectNoAxeViolations(simulator, { include: 'main' });
  await simulator.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(simulator, { include: 'main' });

  const staff = await fresh();
  const signIn = new SignInPage(staff);
  await signIn.open('/admin');
  await signIn.signIn(DEMO.staff);
  await staff.waitForURL(/\/home$/);
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  await staff.waitForLoadState('networkidle');
  await expect(staff.getByRole('region', { name: 'Mi negocio' })).toHaveCount(0);
});
