import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

const server = (answer: FakeAnswer = { body: { success: true } }) =>
  fakeApi({ 'GET /api/Login/GetAppVersion': { body: '2.4.0' }, 'POST /security/account/confirmemail': answer });

describe('code confirmation (/recover-email)', () => {
  it('confirms the code and goes to /register-success', async () => {
    const api = server();
    const { router } = renderRoute('/recover-email');
    await userEvent.type(await screen.findByLabelText(/^Código de confirmación/), 'AB12CD34');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-success'));
    expect(api.to('/security/account/confirmemail')[0].body).toEqual({ code: 'AB12CD34' });
  });

  it('asks for 8 to 10 letters and digits', async () => {
    const api = server();
    renderRoute('/recover-email');
    await userEvent.type(await screen.findByLabelText(/^Código de confirmación/), 'AB12');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('El campo debe poseer al menos 8 caracteres')).toBeInTheDocument();
    expect(api.to('/security/account/confirmemail')).toHaveLength(0);
  });

  it("shows the server's text when the code is wrong", async () => {
    server(businessError('El código ingresado no es válido'));
    renderRoute('/recover-email');
    await userEvent.type(await screen.findByLabelText(/^Código de confirmación/), 'AB12CD34');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código ingresado no es válido');
  });

  it('asks to confirm cancelling, then goes to /login; links the resend to /recover-password', async () => {
    server();
    const { router } = renderRoute('/recover-email');
    expect(await screen.findByRole('link', { name: /Reenviar/ })).toHaveAttribute('href', '/recover-password');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
