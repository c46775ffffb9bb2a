import { expect, test, type Locator, type Page } from '@playwright/test';
import { AdminNotificacionesPage } from './pages/adminnotificaciones-page';
import { CarteraPage } from './pages/cartera-page';
import { CobranzasPage } from './pages/cobranzas-page';
import { responseOf } from './pages/report-grid';
import { DEMO, SignInPage } from './pages/sign-in-page';
import { expectNoAxeViolations } from './support/axe';
import { API_PORT } from './support/stack';

/**
 * What a new user meets on any day (issue 38 §1): the demo data is dated from the day the api seeded it, so
 * every report screen's DEFAULT search as the demo producer finds rows, its section's legend shows, and the
 * staff's /adminnotificaciones lists the insurer's notification definitions.
 */

const NO_ROWS = /No se encontraron (datos|coincidencias)/;

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

/** The grid shows at least one data row (its first row is the header). */
async function expectRows(grid: Locator) {
  await expect(grid).not.toContainText(NO_ROWS);
  await expect.poll(() => grid.getByRole('row').count()).toBeGreaterThan(1);
}

test.describe('the demo producer finds rows with every report screen’s defaults', () => {
  test.beforeEach(async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
  });

  test('/cartera: the policies of VIDA Y GENERALES, and the section’s legend', async ({ page }) => {
    const cartera = new CarteraPage(page);
    await cartera.open();
    await expect(page.getByText('Consultá las pólizas de tu cartera, su detalle y sus certificados.')).toBeVisible();
    await cartera.searchCore('VIDA Y GENERALES');
    await expectRows(cartera.grid());
  });

  const treeScreens: { route: '/rechazos' | '/deudores' | '/liquidacion'; title: string; legend: string }[] = [
    // 001 §4: from one month ago until today.
    { route: '/rechazos', title: 'Rechazos por motivo', legend: 'Débitos automáticos rechazados de tus clientes.' },
    // 001 §5: yesterday's month, cut on its last business day.
    {
      route: '/deudores',
      title: 'Deudores por premio',
      legend: 'Las pólizas con deudas de más de 60 días deben regularizarse o serán anuladas.',
    },
    // 001 §6: the previous month.
    {
      route: '/liquidacion',
      title: 'Liquidación de comisiones',
      legend: 'Comisiones liquidadas según movimiento de cuenta corriente.',
    },
  ];
  for (const { route, title, legend } of treeScreens) {
    test(`${route}: every producer code, the default criteria, 'Buscar'`, async ({ page }) => {
      const screen = new CobranzasPage(page, route);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
      await expect(page.getByText(legend)).toBeVisible();
      await screen.checkProducers('VIDA Y GENERALES', 'RETIRO');
      const { answer } = await screen.search();
      expect(answer.total, `${route} with its defaults`).toBeGreaterThan(0);
      await expectRows(screen.grid());
      await expectNoAxeViolations(page);
    });
  }

  test('/deudores-policyExpired: the policies about to be cancelled under this month’s cut date', async ({ page }) => {
    const expired = new CobranzasPage(page, '/deudores-policyExpired');
    const arrival = await expired.searchBy(() => expired.open('Deudores por premio'));
    expect(arrival.answer.total).toBeGreaterThan(0);
    await expectRows(expired.grid());
    const again = await expired.search();
    expect(again.answer.total).toBe(arrival.answer.total);
  });

  const loadingScreens: { route: string; title: string; call: RegExp }[] = [
    { route: '/comisiones-pendientes', title: 'Comisiones pendientes', call: /ComisionesPendientes$/i },
    { route: '/pagos-liquidaciones', title: 'Pagos y Liquidaciones', call: /PagosYLiquidaciones$/i },
    { route: '/conceptos-a-facturar', title: 'Conceptos a Facturar', call: /Settlement\/Conceptos$/i },
  ];
  for (const { route, title, call } of loadingScreens) {
    test(`${route}: the search it runs on arrival`, async ({ page }) => {
      const response = await responseOf(page, call, () => page.goto(route));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const body = (await response.json()) as { data?: unknown[] } | unknown[];
      const rows = Array.isArray(body) ? body : (body.data ?? []);
      expect(rows.length, `${route} on arrival`).toBeGreaterThan(0);
      await expectRows(page.getByRole('grid').first());
    });
  }
});

async function signInAsStaff(page: Page) {
  const signIn = new SignInPage(page);
  await signIn.open('/admin');
  await signIn.signIn(DEMO.staff);
  await expect(page).toHaveURL(/\/home$/);
}

test('/adminnotificaciones lists the insurer’s definitions, each with its schedule and recipients', async ({
  page,
}) => {
  await signInAsStaff(page);
  const screen = new AdminNotificacionesPage(page);
  for (const [description, schedule] of [
    ['Alerta diaria de pólizas próximas a anularse', 'Diario'],
    ['Aviso mensual de liquidación disponible', 'Mensual'],
  ] as const) {
    await screen.open(); // one definition expanded at a time
    await expect(screen.row(description)).toHaveCount(1);
    await screen.expand(description);
    await expect(screen.scheduler()).toContainText(schedule);
    await expect(screen.destinations()).toContainText('Todos los productores');
  }
  await expectNoAxeViolations(page);
});
