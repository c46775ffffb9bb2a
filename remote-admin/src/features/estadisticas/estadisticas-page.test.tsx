import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderScreen, simulation, simulatorSession } from '@portal/shared/testing';
import EstadisticasPage from './estadisticas-page';

// x-charts clones its plain state with structuredClone, which jsdom's window lacks.
globalThis.structuredClone ??= <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

describe('/estadisticas', () => {
  it('loads the four widgets on open with the last 12 months and the month grouping', async () => {
    const api = installFakeApi({
      'GET Simulator/GetUltimosAccesos': () => ({
        json: [
          { label: '10/2026', amount: 3 },
          { label: '11/2026', amount: 4 },
        ],
      }),
      'GET Simulator/GetProductoresRegistrados': () => ({
        json: [{ cuit: '20172543597', nombre: 'MARTÍN GÓMEZ', ultimoAcceso: '2026-11-20T13:00:00.000Z' }],
      }),
      'GET Simulator/GetUsuariosRegistrados': () => ({ json: [{ label: '11/2026', amount: 2 }] }),
      'GET Simulator/GetModulos': () => ({ json: [{ modulo: 'Cartera', periodo: 'Últimos 12 meses', cantidad: 5 }] }),
    });
    renderScreen(<EstadisticasPage />, { session: simulatorSession, simulation });
    expect(await screen.findByText('Ingresos: 7')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Total de productores registrados: 1' })).toBeInTheDocument();
    expect(await screen.findByText('Cartera: 5')).toBeInTheDocument();
    expect(
      screen.getByText('Muestra cuántos usuarios accedieron a cada módulo en el período seleccionado.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET Simulator/GetUltimosAccesos')[0].query.get('period')).toBe('6');
    expect(Object.fromEntries(api.callsTo('GET Simulator/GetUsuariosRegistrados')[0].query)).toEqual({
      period: '6',
      format: '1',
    });
    expect(api.callsTo('GET Simulator/GetModulos')[0].query.get('period')).toBe('6');
  });

  it("offers every period but 'Hoy' for the sign-ins, and reloads that widget alone", async () => {
    const api = installFakeApi({
      'GET Simulator/GetUltimosAccesos': () => ({ json: [] }),
      'GET Simulator/GetProductoresRegistrados': () => ({ json: [] }),
      'GET Simulator/GetUsuariosRegistrados': () => ({ json: [] }),
      'GET Simulator/GetModulos': () => ({ json: [] }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<EstadisticasPage />, { session: simulatorSession, simulation });
    const widget = await screen.findByRole('region', { name: 'Registro de ingresos' });
    await user.click(await within(widget).findByRole('combobox', { name: 'Período' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).not.toContain('Hoy');
    expect(options).toContain('Últimos 7 días');
    await user.click(screen.getByRole('option', { name: 'Últimos 7 días' }));
    await waitFor(() =>
      expect(api.callsTo('GET Simulator/GetUltimosAccesos').map((c) => c.query.get('period'))).toEqual(['6', '1']),
    );
    expect(api.callsTo('GET Simulator/GetModulos')).toHaveLength(1);
  });
});
