import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endDateToday, latestEndDate, type ApiToken } from '@portal/shared/contract/api-tokens';
import { fakeApi } from '../../../../testing/fake-api';
import { producerSession, simulation, simulatorSession } from '../../../../testing/fixtures';
import { givenSignedIn, renderRoute, resetPortal } from '../../../../testing/render-route';

beforeEach(resetPortal);

const TOKEN = `pdp_${'a1B2'.repeat(10)}xyz`;
/** The api's ISO instant of a time on the browser's clock (the screen shows the browser's time). */
const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).toISOString();
const erp: ApiToken = {
  id: 7,
  name: 'ERP agencia',
  scopes: ['cartera', 'cobranzas'],
  createdAt: at(20, 9, 5),
  lastUsedAt: at(27, 18, 40),
  endDate: '2027-06-30',
};
const old: ApiToken = {
  id: 8,
  name: 'Planilla',
  scopes: ['cuenta-corriente'],
  createdAt: at(1, 10, 0),
  lastUsedAt: null,
  endDate: '2026-01-31',
};
/** DD/MM/AAAA of a YYYY-MM-DD day. */
const typed = (day: string) => day.split('-').reverse().join('/');
const dayAfter = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function server() {
  let rows = [erp, old];
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/account/sessions': { body: [] },
    'GET /api/account/apitokens': () => ({ body: rows }),
    'POST /api/account/apitokens': ({ body }) => {
      const sent = body as Pick<ApiToken, 'name' | 'scopes' | 'endDate'>;
      const created = {
        id: 9,
        name: sent.name,
        scopes: sent.scopes,
        createdAt: at(28, 9, 0),
        lastUsedAt: null,
        endDate: sent.endDate,
      };
      rows = [created, ...rows];
      return { body: { token: TOKEN, apiToken: created } };
    },
    'DELETE /api/account/apitokens/7': () => {
      rows = rows.filter((r) => r.id !== 7);
      return { body: { success: true } };
    },
  });
}

async function openTokens() {
  givenSignedIn(producerSession, { permissions: ['Home'] });
  renderRoute('/seguridad');
  return screen.findByRole('table', { name: 'Tokens de API' });
}

describe("/seguridad's API tokens", () => {
  it('lists each token with its name, scopes, created, last used and end date, an expired one marked', async () => {
    server();
    const table = await openTokens();
    expect(screen.getByRole('region', { name: 'Tokens de API' })).toContainElement(table);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Alcances', 'Creado', 'Último uso', 'Vence', 'Acciones']);
    const [, first, second] = await within(table).findAllByRole('row');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ERP agencia', 'CarteraCobranzas', '20/11/2026 09:05', '27/11/2026 18:40', '30/06/2027', '']);
    expect(
      within(second)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Planilla', 'Cuenta corriente', '01/11/2026 10:00', 'Nunca', '31/01/2026Vencido', '']);
    expect(within(first).getByRole('button', { name: 'Revocar ERP agencia' })).toBeInTheDocument();
  });

  it('creates a token and shows it once, with a button to copy it', async () => {
    const api = server();
    await openTokens();
    await userEvent.click(screen.getByRole('button', { name: 'Crear token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo token de API' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Sistema nuevo');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cartera' }));
    const end = latestEndDate(endDateToday());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Fecha de vencimiento/ }), typed(end));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear token' }));
    const shown = await screen.findByRole('dialog', { name: 'Token creado' });
    expect(api.to('/api/account/apitokens').find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Sistema nuevo',
      scopes: ['cartera'],
      endDate: end,
    });
    expect(within(shown).getByRole('textbox', { name: 'Token' })).toHaveValue(TOKEN);
    expect(shown).toHaveTextContent('no se volverá a mostrar');
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(within(shown).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    expect(await within(shown).findByText('Token copiado.')).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Sistema nuevo')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(TOKEN)).not.toBeInTheDocument();
  });

  it('says what is missing, and refuses an end date more than a year away, sending nothing', async () => {
    const api = server();
    await openTokens();
    await userEvent.click(screen.getByRole('button', { name: 'Crear token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo token de API' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear token' }));
    expect(await within(dialog).findByText('Ingresá un nombre para el token')).toBeInTheDocument();
    expect(within(dialog).getByText('Elegí al menos un alcance')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresá la fecha de vencimiento')).toBeInTheDocument();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Fecha de vencimiento/ }),
      typed(dayAfter(latestEndDate(endDateToday()))),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Crear token' }));
    expect(
      await within(dialog).findByText('La fecha de vencimiento puede ser como máximo dentro de un año'),
    ).toBeInTheDocument();
    expect(api.to('/api/account/apitokens').filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('revokes a token after confirming, then reads the list again', async () => {
    const api = server();
    const table = await openTokens();
    await userEvent.click(await within(table).findByRole('button', { name: 'Revocar ERP agencia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revocar token' });
    expect(dialog).toHaveTextContent('¿Revocar el token «ERP agencia»?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await screen.findByText('Token revocado.')).toBeInTheDocument();
    expect(api.to('/api/account/apitokens/7').map((r) => r.method)).toEqual(['DELETE']);
    await waitFor(() => expect(within(table).queryByText('ERP agencia')).not.toBeInTheDocument());
  });

  it.each([
    [
      'a Gestor',
      () => givenSignedIn({ ...producerSession, rol: 'Gestor', reportTo: '20172543597' }, { permissions: ['Home'] }),
    ],
    ['a simulator acting for a producer', () => givenSignedIn(simulatorSession, { simulation, permissions: ['Home'] })],
  ])('is not offered to %s', async (_who, signIn) => {
    const api = server();
    signIn();
    renderRoute('/seguridad');
    expect(await screen.findByRole('region', { name: 'Sesiones activas' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Tokens de API' })).not.toBeInTheDocument();
    expect(api.to('/api/account/apitokens')).toHaveLength(0);
  });
});
