import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { installFakeApi, renderScreen, simulation, simulatorSession } from '@portal/shared/testing';
import { businessToday } from '@portal/shared';
import AuditoriaProductorPage from './auditoria-productor-page';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 10_000 });

const action = {
  id: 5,
  userId: 50,
  userName: 'simulador@demo.com.ar',
  name: 'Sofía Simuladora',
  cuit: '20172543597',
  producerUserId: 10,
  application: 'Life',
  creationDate: '2026-11-20T13:00:00.000Z',
  url: '/api/portfolio/search',
  action: 'POST',
  function: 'POST /api/portfolio/search',
  trace: '200 · 12 ms',
};
const empty = () => ({ json: { total: 0, items: [] } });

describe('/auditoria-productor', () => {
  it('asks for the last week, dates as month/day/year, and shows the actions with their detail', async () => {
    const api = installFakeApi({ 'GET simulator/getaudit': () => ({ json: { total: 1, items: [action] } }) });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AuditoriaProductorPage />, { session: simulatorSession, simulation });
    expect(await screen.findByText('/api/portfolio/search')).toBeInTheDocument();
    const query = api.callsTo('GET simulator/getaudit')[0].query;
    expect(query.get('to')).toBe(dayjs(businessToday()).format('MM/DD/YYYY'));
    expect(query.get('from')).toBe(dayjs(businessToday()).subtract(7, 'day').format('MM/DD/YYYY'));
    expect(query.get('cuit')).toBeNull();
    expect(query.get('offset')).toBe('0');
    expect(query.get('next')).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Detalle 5' }));
    expect(await screen.findByRole('dialog', { name: 'Detalle del registro' })).toHaveTextContent(
      'POST /api/portfolio/search',
    );
  });

  it("'Ver solo productor simulado' asks for the simulated producer's CUIT; 'Limpiar filtros' drops it", async () => {
    const api = installFakeApi({ 'GET simulator/getaudit': empty });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AuditoriaProductorPage />, { session: simulatorSession, simulation });
    await user.click(await screen.findByRole('checkbox', { name: 'Ver solo productor simulado' }));
    await waitFor(() =>
      expect(api.callsTo('GET simulator/getaudit').some((c) => c.query.get('cuit') === '20172543597')).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByRole('checkbox', { name: 'Ver solo productor simulado' })).not.toBeChecked();
  });

  it("offers 'Ver solo productor simulado' only to a simulator acting for a producer", async () => {
    installFakeApi({ 'GET simulator/getaudit': empty });
    renderScreen(<AuditoriaProductorPage />, { session: simulatorSession, simulation: null });
    expect(await screen.findByRole('checkbox', { name: 'Avanzado' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Ver solo productor simulado' })).not.toBeInTheDocument();
  });

  it('searches producers in upper case from 2 characters and filters by the one chosen', async () => {
    const api = installFakeApi({
      'GET simulator/getaudit': empty,
      'GET datos/GetAutocompleteValues': () => ({
        json: { items: [{ id: '20172543597', value: '20-17254359-7 - GÓMEZ MARTÍN', message: '' }], total_count: 1 },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AuditoriaProductorPage />, { session: simulatorSession, simulation: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Avanzado' }));
    const box = screen.getByRole('combobox', { name: 'Productor (CUIT o nombre)' });
    await user.type(box, 'g');
    await new Promise((r) => setTimeout(r, 600));
    expect(api.callsTo('GET datos/GetAutocompleteValues')).toHaveLength(0);
    await user.type(box, 'om');
    await user.click(await screen.findByRole('option', { name: '20-17254359-7 - GÓMEZ MARTÍN' }));
    const search = api.callsTo('GET datos/GetAutocompleteValues')[0].query;
    expect(search.get('q')).toBe('GOM');
    expect(search.get('e')).toBe('Productor_NOMBRE');
    expect(search.get('per_page')).toBe('50');
    await waitFor(() =>
      expect(api.callsTo('GET simulator/getaudit').some((c) => c.query.get('cuit') === '20172543597')).toBe(true),
    );
  });

  it('hides the grid and shows the error when the call fails', async () => {
    installFakeApi({
      'GET simulator/getaudit': () => ({ status: 500, json: { success: false, businessExceptions: [] } }),
    });
    renderScreen(<AuditoriaProductorPage />, { session: simulatorSession, simulation });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error procesando solicitud');
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
