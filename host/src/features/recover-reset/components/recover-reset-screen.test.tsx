import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { loginAnswer, simulatorSession } from '../../../testing/fixtures';
import { givenSignedIn, renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

function server(reset: FakeAnswer = { body: { success: true } }) {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'POST /security/account/resetpassword': reset,
    'POST /security/simulatorusers/login': {
      body: loginAnswer({
        userId: 50,
        userType: 2,
        selectsProducer: true,
        userName: 'simulador@demo.com.ar',
        email: 'simulador@demo.com.ar',
      }),
    },
    'GET /api/login/CheckUserInfo': {
      body: { success: true, userId: 50, emailConfirmed: true, mustChangePassword: false, active: true },
    },
    'POST /security/Account/Logout': { body: { success: true } },
  });
}

async function typeNewPassword(password = 'Nueva123', confirm = password) {
  await userEvent.type(await screen.findByLabelText(/^Nueva contraseña/), password);
  await userEvent.type(screen.getByLabelText(/^Confirmar nueva contraseña/), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('/recover-reset', () => {
  it('sends a visitor without code to /recover-password, or to /admin in simulator mode', async () => {
    server();
    const producer = renderRoute('/recover-reset');
    await waitFor(() => expect(producer.router.state.location.pathname).toBe('/recover-password'));
    producer.unmount();
    const simulator = renderRoute('/recover-reset?simulador=true');
    await waitFor(() => expect(simulator.router.state.location.pathname).toBe('/admin'));
  });

  it('resets a producer password with CUIT and the code, then goes to /login?recover-success', async () => {
    const api = server();
    const { router } = renderRoute('/recover-reset?code=ABCD1234');
    await userEvent.type(await screen.findByLabelText(/^CUIT\/CUIL/), '20172543597');
    await typeNewPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?recover-success');
    expect(api.to('/security/account/resetpassword')[0].body).toEqual({
      Cuit: '20172543597',
      Password: 'Nueva123',
      ConfirmPassword: 'Nueva123',
      Code: 'ABCD1234',
    });
  });

  it('checks the password rule and the confirmation', async () => {
    const api = server();
    renderRoute('/recover-reset?code=ABCD1234');
    await userEvent.type(await screen.findByLabelText(/^CUIT\/CUIL/), '20172543597');
    await typeNewPassword('nueva123', 'nueva124');
    expect(
      await screen.findByText('La contraseña debe contener al menos una letra mayúscula y un número'),
    ).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(api.to('/security/account/resetpassword')).toHaveLength(0);
  });

  it('asks a simulator for the e-mail and signs it in again, on to /simulate-producer', async () => {
    const api = server();
    const { router } = renderRoute('/recover-reset?code=ABCD1234&simulador=true');
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'simulador@demo.com.ar');
    await typeNewPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulate-producer'));
    expect(api.to('/security/account/resetpassword')[0].body).toMatchObject({ Cuit: 'simulador@demo.com.ar' });
    expect(api.to('/security/simulatorusers/login')[0].body).toMatchObject({
      Username: 'simulador@demo.com.ar',
      Password: 'Nueva123',
    });
  });

  it('asks a simulator who must change password for old, new and confirmation', async () => {
    const api = server();
    givenSignedIn({ ...simulatorSession, userEmailConfirmed: false, mustChangePassword: true, userCode: 'ABCD1234' });
    const { router } = renderRoute('/recover-reset?code=ABCD1234&simulador=true');
    await userEvent.type(await screen.findByLabelText(/^Contraseña actual/), 'Demo1234');
    expect(screen.queryByLabelText(/^E-mail/)).not.toBeInTheDocument();
    await typeNewPassword();
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulate-producer'));
    expect(api.to('/security/account/resetpassword')[0].body).toMatchObject({
      Cuit: 'simulador@demo.com.ar',
      OldPassword: 'Demo1234',
    });
    expect(useSessionStore.getState().session?.mustChangePassword).toBe(false);
  });

  it('lets a simulator who must change password sign out instead, back to /admin', async () => {
    server();
    givenSignedIn({ ...simulatorSession, userEmailConfirmed: false, mustChangePassword: true, userCode: 'ABCD1234' });
    const { router } = renderRoute('/recover-reset?code=ABCD1234&simulador=true');
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(useSessionStore.getState().session).toBeNull();
  });

  it("shows a failed change under the title 'ERROR!'", async () => {
    server({
      status: 400,
      body: { success: false, businessExceptions: [{ message: 'La contraseña actual es incorrecta' }] },
    });
    givenSignedIn({ ...simulatorSession, userEmailConfirmed: false, mustChangePassword: true, userCode: 'ABCD1234' });
    renderRoute('/recover-reset?code=ABCD1234&simulador=true');
    await userEvent.type(await screen.findByLabelText(/^Contraseña actual/), 'Demo1234');
    await typeNewPassword();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ERROR!');
    expect(alert).toHaveTextContent('La contraseña actual es incorrecta');
  });
});
