import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import { queryClient } from '../api/query-client';
import { useSessionStore, type SessionData, type Simulation } from '../session/session-store';
import { PortalProviders } from '../ui/portal-providers';
import { producerSession } from './session-fixtures';

interface Options {
  session?: SessionData;
  simulation?: Simulation | null;
  /** The address the screen opens at (a query string a link carries). */
  path?: string;
}

/** A screen or component as the host shows it: providers, a router and, unless told otherwise, a signed-in producer. */
export function renderScreen(
  ui: ReactElement,
  { session = producerSession, simulation = null, path = '/' }: Options = {},
) {
  queryClient.clear();
  useSessionStore.setState({ session, accessToken: 'token', simulation });
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </PortalProviders>,
  );
}
