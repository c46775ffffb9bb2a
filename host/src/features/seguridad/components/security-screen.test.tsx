import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { producerSession } from '../../../testing/fixtures';
import { givenSignedIn, renderRoute, resetPortal } from '../../../testing/render-route';
import type { ActiveSession } from '../api/sessions';

beforeEach(resetPortal);

const THIS = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
/** The api's ISO instant of a time on the browser's clock (the screen shows the browser's time). */
const at = (day: number, hour: number, minute: number, second = 0) =>
  new Date(2026, 10, day, hour, minute, second).toISOString();
const here: ActiveSession = {
  id: THIS,
  browser: 'Chrome 120',
  system: 'Windows 10',
  address: '10.0.0.1',
  startedAt: at(27, 9, 5, 9),
  lastSeenAt: at(28, 8, 30, 59),
  current: true,
};
const there: ActiveSession = {
  id: OTHER,
  browser: 'Firefox 121',
  system: 'Linux',
  address: '10.0.0.2',
  startedAt: at(20, 6, 0),
  lastSeenAt: at(21, 7, 15),
  current: false,
};

function server({ list = [here, there], end = { body: { success: true } } as FakeAnswer } = {}) {
  let rows = list;
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/account/twostep': { body: { enabled: false, required: false, recoveryCodesLeft: 0 } },
    'GET /api/account/sessions': () => ({ body: rows }),
    'GET /api/account/apitokens': { body: [] },
    [`DELETE /api/account/sessions/${OTHER}`]: () => {
      if ((end.status ?? 200) === 200) rows = rows.filter((r) => r.current);
      return end;
    },
    'POST /api/account/sessions/endothers': () => {
      rows = rows.filter((r) => r.current);
      return { body: { success: true, ended: 1 } };
    },
  });
}

async function openScreen() {
  givenSignedIn(producerSession, { permissions: ['Home'] });
  renderRoute('/seguridad');
  return screen.findByRole('table', { name: 'Sesiones activas' });
}

describe('/seguridad', () => {
  it("lists the sessions in their section, dates as DD/MM/AAAA HH:mm, 'Esta sesión' marked and without 'Cerrar sesión'", async () => {
    server();
    const table = await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Seguridad' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sesiones activas' })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Navegador y sistema', 'Dirección IP', 'Inicio', 'Última actividad', 'Acciones']);
    const [, first, second] = await within(table).findAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Chrome 120 en Windows 10Esta sesión', '10.0.0.1', '27/11/2026 09:05', '28/11/2026 08:30', '']);
    expect(
      within(second)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Firefox 121 en Linux', '10.0.0.2', '20/11/2026 06:00', '21/11/2026 07:15', '']);
    expect(
      within(second).getByRole('button', { name: 'Cerrar sesión Firefox 121 en Linux, 10.0.0.2' }),
    ).toBeInTheDocument();
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();
  });

  it('names a browser it cannot read and a missing address', async () => {
    server({ list: [here, { ...there, browser: null, system: null, address: null }] });
    const table = await openScreen();
    expect(await within(table).findByText('Navegador desconocido en sistema desconocido')).toBeInTheDocument();
    expect(within(table).getByText('Desconocida')).toBeInTheDocument();
  });

  it('ends another session after confirming, then reads the list again', async () => {
    const api = server();
    const table = await openScreen();
    await userEvent.click(await within(table).findByRole('button', { name: /^Cerrar sesión Firefox 121/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión' });
    expect(dialog).toHaveTextContent(
      '¿Cerrar la sesión de Firefox 121 en Linux? Quien la esté usando tendrá que volver a ingresar.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Sesión cerrada.')).toBeInTheDocument();
    expect(api.to(`/api/account/sessions/${OTHER}`).map((r) => r.method)).toEqual(['DELETE']);
    await waitFor(() => expect(within(table).queryByText('Firefox 121 en Linux')).not.toBeInTheDocument());
    expect(api.to('/api/account/sessions').filter((r) => r.method === 'GET')).toHaveLength(2);
  });

  it('changes nothing when the confirmation is cancelled', async () => {
    const api = server();
    const table = await openScreen();
    await userEvent.click(await within(table).findByRole('button', { name: /^Cerrar sesión Firefox 121/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(`/api/account/sessions/${OTHER}`)).toHaveLength(0);
    expect(within(table).getByText('Firefox 121 en Linux')).toBeInTheDocument();
  });

  it("shows the server's message when a session cannot be ended", async () => {
    server({ end: businessError('No se encontraron datos.', undefined, 404) });
    const table = await openScreen();
    await userEvent.click(await within(table).findByRole('button', { name: /^Cerrar sesión Firefox 121/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se encontraron datos.');
  });

  it("'Cerrar las demás sesiones' ends them after confirming, and is off once this one is alone", async () => {
    const api = server();
    const table = await openScreen();
    await within(table).findByText('Firefox 121 en Linux');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar las demás sesiones' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar las demás sesiones' });
    expect(dialog).toHaveTextContent('¿Cerrar todas tus sesiones salvo esta?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Se cerraron las demás sesiones.')).toBeInTheDocument();
    expect(api.to('/api/account/sessions/endothers')).toHaveLength(1);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Cerrar las demás sesiones' })).toBeDisabled();
  });
});
