import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location } from '@portal/shared/router';
import { queryClient, SIGNED_OUT, useSessionStore, type SessionData, type Simulation } from '@portal/shared';
import { PortalProviders } from '@portal/shared/ui';
import { PortalRoutes } from '../app/router';

/** Starts a test from a clean browser: no storage, no session, an empty query cache. */
export function resetPortal() {
  localStorage.clear();
  queryClient.clear();
  useSessionStore.setState(SIGNED_OUT);
  localStorage.setItem('portal.appVersion', '2.4.0');
}

/** Signs a user in as the store would after a sign-in, with a token valid for a long time. */
export function givenSignedIn(session: SessionData, options: { simulation?: Simulation; permissions?: string[] } = {}) {
  useSessionStore.getState().signIn(session, 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig');
  if (options.simulation) useSessionStore.getState().setSimulation(options.simulation);
  if (options.permissions) useSessionStore.getState().setPermissions(options.permissions);
}

/** Where the rendered portal is now, read by the tests as `router.state.location`. */
interface RouterProbe {
  state: { location: Location };
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.state.location = useLocation();
  return null;
}

/** Renders the whole portal (guard, layouts, screens) at a path. */
export function renderRoute(path: string) {
  const router: RouterProbe = {
    state: { location: { pathname: path, search: '', hash: '', state: null, key: 'default' } },
  };
  const view = render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe probe={router} />
        <PortalRoutes />
      </MemoryRouter>
    </PortalProviders>,
  );
  return { ...view, router };
}
