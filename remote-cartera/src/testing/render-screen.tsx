import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PortalProviders, queryClient, useSessionStore, type SessionData } from '@portal/shared';

export const testSession: SessionData = {
  userId: 7,
  cuit: '20123456786',
  reportTo: null,
  userAvatar: null,
  userName: 'Productor Demo',
  user: 'demo',
  userType: 1,
  userEmailConfirmed: true,
  userEmail: 'demo@example.com',
  userCode: null,
  rol: null,
  cantidadFacturasPendientes: 0,
  cantidadFacturasPendientesPermitidas: 0,
  descripcionTipoDePago: null,
  emails: [],
  rememberMe: false,
  active: true,
};

/** A screen as the host shows it: providers, a router and a signed-in producer. */
export function renderScreen(ui: ReactElement) {
  queryClient.clear();
  useSessionStore.setState({ session: testSession, accessToken: 'token', simulation: null });
  return render(
    <PortalProviders>
      <MemoryRouter>{ui}</MemoryRouter>
    </PortalProviders>,
  );
}
