import { act, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@portal/shared';
import { fakeApi } from '../../testing/fake-api';
import { producerSession, simulation, simulatorSession } from '../../testing/fixtures';
import { renderRoute, resetPortal } from '../../testing/render-route';
import { REFRESH_INTERVAL_MS } from '../../lib/session/api/refresh-token';
import { RESTORE_RETRY_DELAYS_MS } from './session-keeper';

beforeEach(resetPortal);
afterEach(() => jest.useRealTimers());

/** A session left in storage by an earlier page load: no token in memory. */
function givenStoredSession(session = producerSession) {
  useSessionStore.getState().signIn(session, 'ignored');
  useSessionStore.setState({ accessToken: null });
}

const base = {
  'GET /api/Login/GetAppVersion': { body: '2.4.0' },
  'GET /api/login/getroles': { body: ['Home'] },
  'GET /api/simulator/getpermissionsproducersimulator': { body: ['Home', 'BusquedaCartera'] },
};

describe('session at start', () => {
  it('gets a new access token from the refresh cookie when a stored session is reopened', async () => {
    const api = fakeApi({ ...base, 'POST /api/login/refreshtoken': { body: { success: true, token: 'fresh-token' } } });
    givenStoredSession();
    const { router } = renderRoute('/home');
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBe('fresh-token'));
    expect(api.to('/api/login/refreshtoken')[0].body).toEqual({ userIdSession: 10 });
    expect(router.state.location.pathname).toBe('/home');
    await waitFor(() => expect(useSessionStore.getState().permissions).toEqual(['Home']));
  });

  it('signs the user out when the refresh fails', async () => {
    fakeApi({
      ...base,
      'POST /api/login/refreshtoken': { status: 401, body: { success: false, businessExceptions: [] } },
    });
    givenStoredSession();
    const { router } = renderRoute('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('keeps the session when the refresh gets no answer (a reload cut short by the next one) and tries again', async () => {
    let refreshes = 0;
    const api = fakeApi({
      ...base,
      'POST /api/login/refreshtoken': () => {
        if (++refreshes === 1) throw new TypeError('Failed to fetch');
        return { body: { success: true, token: 'after-retry' } };
      },
    });
    givenStoredSession();
    const { router } = renderRoute('/home');
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBe('after-retry'));
    expect(api.to('/api/login/refreshtoken')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/home');
    expect(useSessionStore.getState().session).not.toBeNull();
  });

  it('keeps the session when the refresh answer is cut short after its status (a 200 with no readable body)', async () => {
    let refreshes = 0;
    fakeApi({
      ...base,
      'POST /api/login/refreshtoken': () =>
        ++refreshes === 1 ? { status: 200 } : { body: { success: true, token: 'whole-answer' } },
    });
    givenStoredSession();
    const { router } = renderRoute('/home');
    await waitFor(() => expect(useSessionStore.getState().accessToken).toBe('whole-answer'));
    expect(refreshes).toBe(2);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('says the server is unreachable after the retries, keeps the session, and restores it on Reintentar', async () => {
    jest.useFakeTimers();
    let serverUp = false;
    fakeApi({
      ...base,
      'POST /api/login/refreshtoken': () => {
        if (!serverUp) return { status: 503, body: { success: false, businessExceptions: [] } };
        return { body: { success: true, token: 'back' } };
      },
    });
    givenStoredSession();
    const { router } = renderRoute('/home');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RESTORE_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) + 100);
    });
    expect(screen.getByText('No se pudo conectar con el servidor!')).toBeInTheDocument();
    expect(useSessionStore.getState().session).not.toBeNull();
    expect(router.state.location.pathname).toBe('/home');
    serverUp = true;
    await act(async () => {
      screen.getByRole('button', { name: 'Reintentar' }).click();
      await jest.advanceTimersByTimeAsync(100);
    });
    expect(useSessionStore.getState().accessToken).toBe('back');
    expect(screen.queryByText('No se pudo conectar con el servidor!')).not.toBeInTheDocument();
  });

  it('loads the permissions of the chosen producer for a simulating simulator', async () => {
    const api = fakeApi({ ...base, 'POST /api/login/refreshtoken': { body: { success: true, token: 't' } } });
    givenStoredSession(simulatorSession);
    useSessionStore.getState().setSimulation(simulation);
    renderRoute('/home');
    await waitFor(() => expect(useSessionStore.getState().permissions).toEqual(['Home', 'BusquedaCartera']));
    expect(api.to('/api/simulator/getpermissionsproducersimulator')[0].url.search).toBe('?userIdProducer=10&userId=50');
  });

  it("signs the user out when the permission list holds 'logout'", async () => {
    fakeApi({
      ...base,
      'POST /api/login/refreshtoken': { body: { success: true, token: 't' } },
      'GET /api/login/getroles': { body: ['Home', 'logout'] },
      'POST /security/Account/Logout': { body: { success: true } },
    });
    givenStoredSession();
    const { router } = renderRoute('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(useSessionStore.getState().session).toBeNull();
  });
});

describe('token refresh every 15 minutes', () => {
  it('renews a token about to expire and signs out when renewing fails', async () => {
    jest.useFakeTimers();
    let refreshes = 0;
    fakeApi({
      ...base,
      'POST /api/login/refreshtoken': () =>
        ++refreshes === 1
          ? { body: { success: true, token: 'second' } }
          : { status: 401, body: { success: false, businessExceptions: [] } },
    });
    // A token with no readable expiry counts as about to expire.
    useSessionStore.getState().signIn(producerSession, 'opaque');
    const { router } = renderRoute('/home');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    });
    expect(useSessionStore.getState().accessToken).toBe('second');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(REFRESH_INTERVAL_MS);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('routing guard in the app', () => {
  it('sends an unauthenticated visitor to /login', async () => {
    fakeApi(base);
    const { router } = renderRoute('/cartera');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });

  it('sends a visitor to /admin after a simulator signed out', async () => {
    fakeApi(base);
    useSessionStore.getState().signIn(simulatorSession, 't');
    useSessionStore.getState().signOut();
    const { router } = renderRoute('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('clears the simulation of a simulator who opens /simulate-producer', async () => {
    fakeApi(base);
    useSessionStore.getState().signIn(simulatorSession, 't');
    useSessionStore.getState().setSimulation(simulation);
    const { router } = renderRoute('/simulate-producer');
    await waitFor(() => expect(useSessionStore.getState().simulation).toBeNull());
    expect(router.state.location.pathname).toBe('/simulate-producer');
  });

  it('renders public screens without the signed-in shell', async () => {
    fakeApi(base);
    renderRoute('/login');
    await screen.findByRole('button', { name: 'Ingresar' });
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).not.toBeInTheDocument();
  });
});
