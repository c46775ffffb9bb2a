import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../testing/fake-api';
import { producerSession } from '../../testing/fixtures';
import { givenSignedIn, renderRoute, resetPortal } from '../../testing/render-route';

jest.mock('../../components/remote-component', () => ({ RemoteComponent: () => null }));

/*
 * The header's box loads its combobox when it is first focused (quick-search.tsx). A file of its own: the combobox's
 * module must not have loaded yet when the test starts, as on a page's first visit.
 */
const label = 'Buscar póliza, asegurado o DNI';

beforeEach(() => {
  resetPortal();
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
  fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/login/getroles': { body: ['Home', 'BusquedaCartera'] },
    'GET /api/cartera/quick-search': { body: { matches: [] } },
  });
  givenSignedIn(producerSession, { permissions: ['Home', 'BusquedaCartera'] });
});

describe('the quick search while its combobox loads', () => {
  it('leaves the focus where a person who tabbed past the box has taken it', async () => {
    renderRoute('/home');
    const plain = await screen.findByRole('searchbox', { name: label });
    const next = (await screen.findByTestId('header-user')).closest('button')!;
    // Focused, then left before the combobox's code has arrived (the import resolves after this synchronous step).
    act(() => plain.focus());
    act(() => next.focus());
    await screen.findByRole('combobox', { name: label });
    // The part that has loaded does not pull the focus back into the search.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(next).toHaveFocus();
  });
});
