import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

const server = (answer: FakeAnswer = { body: { success: true } }) =>
  fakeApi({ 'GET /api/Login/GetAppVersion': { body: '2.4.0' }, 'POST /security/account/forgotpassword': answer });

describe('/recover-password', () => {
  it('sends CUIT and e-mail, confirms, disables the button and can send again', async () => {
    const api = server();
    renderRoute('/recover-password');
    await userEvent.type(await screen.findByLabelText(/^CUIT\/CUIL/), '20172543597');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(/Hemos enviado un email para reestablecer su contraseña/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(api.to('/security/account/forgotpassword')[0].body).toEqual({
      Cuit: '20172543597',
      Email: 'ana@example.com',
      Application: 'Life',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar nuevamente' }));
    expect(api.to('/security/account/forgotpassword')).toHaveLength(2);
  });

  it('hides the CUIT for simulators and sends the e-mail as Cuit', async () => {
    const api = server();
    renderRoute('/recover-password?simulador=true');
    await screen.findByLabelText(/^E-mail/);
    expect(screen.queryByLabelText(/^CUIT\/CUIL/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'simulador@demo.com.ar');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText(/Hemos enviado un email/);
    expect(api.to('/security/account/forgotpassword')[0].body).toMatchObject({
      Cuit: 'simulador@demo.com.ar',
      Email: 'simulador@demo.com.ar',
    });
  });

  it('shows the first business exception message on failure', async () => {
    server(businessError('Demasiados intentos'));
    renderRoute('/recover-password?simulador=true');
    await userEvent.type(await screen.findByLabelText(/^E-mail/), 'simulador@demo.com.ar');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Demasiados intentos');
  });
});
