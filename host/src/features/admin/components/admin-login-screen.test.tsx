import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { businessError, fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { loginAnswer } from '../../../testing/fixtures';
import { renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

const simulatorAnswer = (overrides: Record<string, unknown> = {}) =>
  loginAnswer({
    userId: 50,
    userType: 2,
    selectsProducer: true,
    cuit: null,
    userFirstName: 'Sofía',
    userLastName: 'Simuladora',
    userName: 'simulador@demo.com.ar',
    email: 'simulador@demo.com.ar',
    ...overrides,
  });

const STAFF_PERMISSIONS = [
  'AdminNotificaciones',
  'AdminComunicaciones',
  'AdminLeyendas',
  'VerMarketing',
  'VerAuditoriaProductor',
  'VerEstadisticas',
  'VerRepositorio',
];

function server(login: FakeAnswer) {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/login/getroles': { body: STAFF_PERMISSIONS },
    'POST /security/simulatorusers/login': login,
    'GET /api/login/CheckUserInfo': {
      body: { success: true, userId: 50, emailConfirmed: true, mustChangePassword: false, active: true },
    },
  });
}

async function signIn() {
  await userEvent.type(await screen.findByLabelText(/^Email/), 'simulador@demo.com.ar');
  await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('/admin', () => {
  it('links to the simulator password recovery', async () => {
    server({ body: simulatorAnswer() });
    renderRoute('/admin');
    expect(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/recover-password?simulador=true',
    );
    expect(screen.queryByRole('link', { name: 'click aqui' })).not.toBeInTheDocument();
  });

  it('sends a simulator to /simulate-producer', async () => {
    const api = server({ body: simulatorAnswer() });
    const { router } = renderRoute('/admin');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulate-producer'));
    expect(api.to('/security/simulatorusers/login')[0].body).toMatchObject({
      Username: 'simulador@demo.com.ar',
      Application: 'Life',
    });
  });

  it('sends internal staff (type 2 not asked to select a producer) to /home with the admin menu of its own permissions', async () => {
    const api = server({
      body: simulatorAnswer({
        userId: 60,
        selectsProducer: false,
        userName: 'contenidos@demo.com.ar',
        userFirstName: 'VALERIA',
        userLastName: 'ROMERO',
      }),
    });
    const { router } = renderRoute('/admin');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(await within(menu).findByRole('link', { name: 'Marketing' })).toBeInTheDocument();
    for (const entry of ['Repositorio', 'Estadisticas', 'Marketing'])
      expect(within(menu).getByRole('link', { name: entry })).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Cartera' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Administración' }));
    for (const entry of ['Notificaciones', 'Comunicaciones', 'Leyendas en las planillas', 'Auditoria']) {
      expect(await screen.findByRole('menuitem', { name: entry })).toBeInTheDocument();
    }
    expect(screen.queryByRole('menuitem', { name: 'Simuladores' })).not.toBeInTheDocument();
    expect(api.to('/api/login/getroles')[0].url.searchParams.get('userId')).toBe('60');
    expect(api.to('/api/simulator/getpermissionsproducersimulator')).toHaveLength(0);
    expect(useSessionStore.getState().session?.selectsProducer).toBe(false);
  });

  it('sends an administrator to /admin-users, named "Usuario Administrador"', async () => {
    server({ body: simulatorAnswer({ userType: 3 }) });
    const { router } = renderRoute('/admin');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-users'));
    expect(useSessionStore.getState().session?.userName).toBe('Usuario Administrador');
  });

  it('sends a simulator who must change password to /recover-reset with the code', async () => {
    server({ body: simulatorAnswer({ emailConfirmed: false, mustChangePassword: true, code: 'XYZ98765' }) });
    const { router } = renderRoute('/admin');
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/recover-reset'));
    expect(router.state.location.search).toBe('?code=XYZ98765&simulador=true');
  });

  it("shows the error and then the 'click aqui' link to /recover-account", async () => {
    server(businessError('Usuario o contraseña incorrectos'));
    renderRoute('/admin');
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(screen.getByRole('link', { name: 'click aqui' })).toHaveAttribute('href', '/recover-account');
  });
});
