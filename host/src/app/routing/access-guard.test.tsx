import { waitFor } from '@testing-library/react';
import { useSessionStore } from '@portal/shared';
import { fakeApi } from '../../testing/fake-api';
import { simulation, simulatorSession } from '../../testing/fixtures';
import { givenSignedIn, renderRoute, resetPortal } from '../../testing/render-route';

beforeEach(resetPortal);

function server() {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/simulator/getpermissionsproducersimulator': { body: ['Home'] },
  });
}

describe('AccessGuard', () => {
  it('turns the advanced menu on when a simulator opens /avanzadas', async () => {
    server();
    givenSignedIn(simulatorSession, { permissions: [] });
    renderRoute('/avanzadas');
    await waitFor(() => expect(useSessionStore.getState().menuAdvanced).toBe(true));
  });

  it('clears the simulation of a simulator who goes back to /simulate-producer', async () => {
    server();
    givenSignedIn(simulatorSession, { simulation, permissions: ['Home'] });
    const { router } = renderRoute('/simulate-producer');
    await waitFor(() => expect(useSessionStore.getState().simulation).toBeNull());
    expect(router.state.location.pathname).toBe('/simulate-producer');
  });
});
