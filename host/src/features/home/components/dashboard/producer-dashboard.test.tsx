import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardFigures } from '@portal/shared/contract/dashboard';
import { producerSession, simulation, simulatorSession } from '../../../../testing/fixtures';
import { fakeApi } from '../../../../testing/fake-api';
import { givenSignedIn, renderRoute, resetPortal } from '../../../../testing/render-route';
import { updatedText } from './freshness';

beforeEach(resetPortal);

const figures: DashboardFigures = {
  refreshedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  policies: { count: 1234, premium: 1234.56, premiumUsd: 0 },
  pendingCommissions: { count: 12, total: 98765.4 },
  lastSettlement: { latest: { numero: 5001, fecha: '2026-11-16', amount: 4321 } },
  debt: { period: 202611, upTo30: 100, upTo60: 200.5, upTo90: 0, over90: 1000, total: 1300.5 },
  aboutToBeCancelled: { period: 202611, count: 7 },
  rejections: { from: '2026-11-01', to: '2026-11-28', count: 3, amount: 450 },
  settledByMonth: Array.from({ length: 12 }, (_, i) => ({
    period: i < 2 ? 202511 + i : 202601 + i - 2,
    amount: 1000 + i,
    previousYear: 500 + i,
  })),
};

function server(answer: DashboardFigures = figures) {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/dashboard': { body: answer },
  });
}

const link = (name: RegExp) => screen.findByRole('link', { name });

describe("/home's producer dashboard", () => {
  it('shows each key figure as money or a count, as a link to its grid with the figure’s filters, and how fresh it is', async () => {
    const api = server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    const policies = await link(/^Pólizas vigentes/);
    expect(policies).toHaveTextContent('1.234 pólizas');
    expect(policies).toHaveTextContent('Premio mensual: $ 1.234,56');
    expect(policies).toHaveTextContent('Actualizado hace 5 min');
    expect(policies).toHaveAttribute('href', '/cartera?estado=0');
    expect(await link(/^Comisiones pendientes/)).toHaveAttribute('href', '/comisiones-pendientes');
    expect(await link(/^Comisiones pendientes/)).toHaveTextContent('$ 98.765,40');
    const settlement = await link(/^Última liquidación/);
    expect(settlement).toHaveTextContent('$ 4.321,00Liquidación 5001 del 16/11/2026');
    expect(settlement).not.toHaveTextContent('Actualizado');
    const debt = await link(/^Deuda por antigüedad/);
    expect(debt).toHaveAttribute('href', '/deudores?vigencia=202611');
    expect(within(debt).getByText('31 a 60 días').nextSibling).toHaveTextContent('$ 200,50');
    expect(within(debt).getByText('Más de 90 días').nextSibling).toHaveTextContent('$ 1.000,00');
    expect(await link(/^Rechazos del mes/)).toHaveAttribute(
      'href',
      '/rechazos?fechaDesde=01%2F11%2F2026&fechaHasta=28%2F11%2F2026',
    );
    expect(await link(/^Pólizas próximas a anularse/)).toHaveAttribute(
      'href',
      '/deudores-policyExpired?vigencia=202611&proximasAnularse=true',
    );
    expect(api.to('/api/dashboard')[0].url.searchParams.get('producerCuit')).toBe(producerSession.cuit);
  });

  it('shows the settled commissions by month as a table too, the same numbers as the chart', async () => {
    server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Tabla' }));
    const table = await screen.findByRole('table', { name: 'Comisiones liquidadas por mes' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent(/nov 2025\$ 1.000,00\$ 500,00/);
    expect(rows[12]).toHaveTextContent(/oct 2026\$ 1.011,00\$ 511,00/);
  });

  it('leaves out a figure whose grid the session may not open, and says when there is no settlement yet', async () => {
    server({ ...figures, policies: null, rejections: null, lastSettlement: { latest: null } });
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    expect(await link(/^Última liquidación/)).toHaveTextContent('Todavía no hay liquidaciones');
    expect(screen.queryByRole('link', { name: /^Pólizas vigentes/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Rechazos del mes/ })).not.toBeInTheDocument();
  });

  it('asks for the simulated producer, and shows nothing to a simulator who has not chosen one', async () => {
    const api = server();
    givenSignedIn(simulatorSession, { permissions: ['Home'], simulation });
    const simulating = renderRoute('/home');
    await link(/^Pólizas vigentes/);
    expect(api.to('/api/dashboard')[0].url.searchParams.get('producerCuit')).toBe(simulation.cuitProducer);

    // Unmounted first: the store's reset would otherwise re-render the first portal outside act().
    simulating.unmount();
    resetPortal();
    const idle = server();
    givenSignedIn(simulatorSession, { permissions: [] });
    renderRoute('/home');
    await screen.findByRole('heading', { level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'Mi negocio' })).not.toBeInTheDocument();
    expect(idle.to('/api/dashboard')).toHaveLength(0);
  });

  it("words the figures' age in minutes, hours and days", () => {
    const at = Date.parse('2026-11-28T12:00:00Z');
    expect(updatedText('2026-11-28T11:59:40Z', at)).toBe('Actualizado hace instantes');
    expect(updatedText('2026-11-28T11:55:00Z', at)).toBe('Actualizado hace 5 min');
    expect(updatedText('2026-11-28T09:00:00Z', at)).toBe('Actualizado hace 3 h');
    expect(updatedText('2026-11-26T12:00:00Z', at)).toBe('Actualizado hace 2 días');
  });
});
