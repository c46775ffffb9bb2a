import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { rememberedUser, useSessionStore } from '@portal/shared';
import { businessError, fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { loginAnswer } from '../../../testing/fixtures';
import { renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

function server(login: FakeAnswer = { body: loginAnswer() }) {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'POST /security/account/login': login,
    'GET /api/login/CheckUserInfo': {
      body: { success: true, userId: 10, emailConfirmed: true, mustChangePassword: false, active: true },
    },
    'GET /api/login/getroles': { body: ['Home', 'BusquedaCartera'] },
  });
}

async function fillAndSubmit(identity: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/CUIT\/CUIL\/Email/), identity);
  await userEvent.type(screen.getByLabelText(/^Contraseña/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('/login', () => {
  it('offers the links of the spec: recover, register, resend confirmation and the two tutorials', async () => {
    server();
    renderRoute('/login');
    expect(await screen.findByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
    expect(screen.getByRole('link', { name: 'Registrate ahora' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Reenviar confirmación de registro' })).toHaveAttribute(
      'href',
      '/recover-account',
    );
    expect(screen.getByRole('link', { name: 'Cómo registrarse' })).toHaveAttribute(
      'href',
      '/tutoriales?seccion=como-registrarse',
    );
    expect(screen.getByRole('link', { name: 'Cómo ingresar' })).toHaveAttribute(
      'href',
      '/tutoriales?seccion=como-ingresar',
    );
  });

  it('masks a CUIT as it is typed', async () => {
    server();
    renderRoute('/login');
    const field = await screen.findByLabelText(/CUIT\/CUIL\/Email/);
    await userEvent.type(field, '20172543597');
    expect(field).toHaveValue('20-17254359-7');
  });

  it('asks for 11 characters and a password before sending anything', async () => {
    const api = server();
    renderRoute('/login');
    await fillAndSubmit('2017', 'abc');
    expect(await screen.findByText('El campo debe poseer al menos 11 caracteres')).toBeInTheDocument();
    expect(screen.getByText('El campo debe poseer al menos 6 caracteres')).toBeInTheDocument();
    expect(api.to('/security/account/login')).toHaveLength(0);
  });

  it('shows the message and title of the first business exception when sign-in fails', async () => {
    server(businessError('Usuario o contraseña incorrectos', 'Ingreso fallido'));
    renderRoute('/login');
    await fillAndSubmit('20172543597', 'Clave123');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ingreso fallido');
    expect(alert).toHaveTextContent('Usuario o contraseña incorrectos');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('signs a producer in: sends the payload, keeps the token in memory, loads permissions and goes home', async () => {
    const api = server();
    const { router } = renderRoute('/login');
    await fillAndSubmit('20172543597', 'Clave123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.to('/security/account/login')[0].body).toEqual({
      Username: '20-17254359-7',
      Password: 'Clave123',
      RememberMe: false,
      Application: 'Life',
    });
    expect(useSessionStore.getState()).toMatchObject({ session: { userId: 10, userName: 'Ana Pérez', userType: 1 } });
    expect(localStorage.getItem('portal.session')).not.toContain('header.');
    await waitFor(() => expect(useSessionStore.getState().permissions).toEqual(['Home', 'BusquedaCartera']));
    expect(api.to('/api/login/CheckUserInfo')).toHaveLength(1);
  });

  it('remembers the user name, and not the password, when remember-me is ticked', async () => {
    server();
    const { router } = renderRoute('/login');
    await userEvent.click(await screen.findByLabelText('Recordarme'));
    await fillAndSubmit('20172543597', 'Clave123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(rememberedUser.get()).toBe('20-17254359-7');
    expect(JSON.stringify(localStorage)).not.toContain('Clave123');
  });

  it('shows the recovery banner when the query carries recover-success', async () => {
    server();
    renderRoute('/login?recover-success');
    expect(await screen.findByText(/Su contraseña fue restablecida/)).toBeInTheDocument();
  });
});
