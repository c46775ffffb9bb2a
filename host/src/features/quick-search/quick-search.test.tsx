import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../testing/fake-api';
import { producerSession } from '../../testing/fixtures';
import { givenSignedIn, renderRoute, resetPortal } from '../../testing/render-route';

jest.mock('../../components/remote-component', () => ({ RemoteComponent: () => null }));

const label = 'Buscar póliza, asegurado o DNI';
const gonzalez = {
  id: 41,
  policyNumber: '20000041',
  certificateNumber: 2,
  holderName: 'GONZÁLEZ MARÍA',
  holderDni: '20345678',
  matchedBy: 'asegurado',
};
const byNumber = { ...gonzalez, id: 7, policyNumber: '20000007', holderName: 'PÉREZ JUAN', matchedBy: 'poliza' };

beforeEach(() => {
  resetPortal();
  // jsdom lays nothing out: the box counts as shown (as from 900 px wide) when it has a parent.
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
});

function server() {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/login/getroles': { body: ['Home', 'BusquedaCartera'] },
    'GET /api/cartera/quick-search': ({ url }) => ({
      body: { matches: url.searchParams.get('q') === 'gonz' ? [byNumber, gonzalez] : [] },
    }),
  });
}

describe('the quick search in the header', () => {
  it("focuses on '/', lists the matches grouped with what matched marked, and opens the chosen one's detail on /cartera", async () => {
    const api = server();
    givenSignedIn(producerSession, { permissions: ['Home', 'BusquedaCartera'] });
    const { router } = renderRoute('/home');
    await screen.findByRole('searchbox', { name: label });
    await userEvent.keyboard('/');
    const box = await screen.findByRole('combobox', { name: label });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('gonz');
    const list = await screen.findByRole('listbox', { name: label });
    expect(within(list).getByText('Pólizas')).toBeInTheDocument();
    expect(within(list).getByText('Asegurados')).toBeInTheDocument();
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[1].querySelector('mark')?.textContent).toBe('GONZ');
    expect(
      api.requests.filter((r) => r.path === '/api/cartera/quick-search').map((r) => r.url.searchParams.get('q')),
    ).toEqual(['gonz']);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cartera'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      poliza: '20000041',
      certificado: '2',
      detalle: '41',
    });
  });

  it('asks nothing before the third character, closes the list on Escape and keeps a typed / as text', async () => {
    const api = server();
    givenSignedIn(producerSession, { permissions: ['Home', 'BusquedaCartera'] });
    renderRoute('/home');
    await userEvent.click(await screen.findByRole('searchbox', { name: label }));
    const box = await screen.findByRole('combobox', { name: label });
    await userEvent.type(box, 'go');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.requests.some((r) => r.path === '/api/cartera/quick-search')).toBe(false);
    await userEvent.type(box, 'nz');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await userEvent.type(box, '/x');
    expect(box).toHaveValue('gonz/x');
  });

  it('is not there for someone who may not open /cartera', async () => {
    server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    await screen.findByTestId('header-user');
    expect(screen.queryByRole('searchbox', { name: label })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: label })).not.toBeInTheDocument();
  });
});
