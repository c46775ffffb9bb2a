import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

function server(answer: FakeAnswer = { body: { success: true } }) {
  return fakeApi({ 'GET /api/Login/GetAppVersion': { body: '2.4.0' }, 'POST /api/login/register': answer });
}

async function fill({ cuit = '20172543597', confirm = 'Clave123', terms = true } = {}) {
  await userEvent.type(await screen.findByLabelText(/^Nombre/), 'Ana María');
  await userEvent.type(screen.getByLabelText(/^Apellido/), 'Pérez');
  await userEvent.type(screen.getByLabelText(/^CUIT\/CUIL/), cuit);
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
  await userEvent.type(screen.getByLabelText(/^Teléfono/), '1144556677');
  await userEvent.click(screen.getByLabelText(/^Compañía telefónica/));
  await userEvent.click(await screen.findByRole('option', { name: 'Movistar' }));
  await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Clave123');
  await userEvent.type(screen.getByLabelText(/^Confirmar contraseña/), confirm);
  if (terms) await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
}

describe('/register', () => {
  it('sends the registration payload with upper-cased names and goes to /register-validation', async () => {
    const api = server();
    const { router } = renderRoute('/register');
    await fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-validation'));
    expect(api.to('/api/login/register')[0].body).toEqual({
      Application: 'Life',
      Name: 'ANA MARÍA',
      LastName: 'PÉREZ',
      CUIT: '20172543597',
      Password: 'Clave123',
      Email: 'ana@example.com',
      Telephone: '1144556677',
      TelephoneCompany: 2,
    });
  });

  it('links to the terms', async () => {
    server();
    renderRoute('/register');
    expect(await screen.findByRole('link', { name: 'Términos y Condiciones' })).toHaveAttribute('href', '/terminos');
  });

  it('does not send the form while the terms are not accepted, the CUIT is invalid or the passwords differ', async () => {
    const api = server();
    renderRoute('/register');
    await fill({ cuit: '20172543596', confirm: 'Clave124', terms: false });
    expect(await screen.findByText('El CUIT ingresado es inválido')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(screen.getByText('Debe aceptar los términos y condiciones')).toBeInTheDocument();
    // Other fields are wrong too: only their own messages, no word about the terms alone.
    expect(screen.queryByText('Debes aceptar los Términos y Condiciones')).not.toBeInTheDocument();
    expect(api.to('/api/login/register')).toHaveLength(0);
  });

  it('says the terms must be accepted when they are all that is missing, and sends once they are', async () => {
    const api = server();
    renderRoute('/register');
    await fill({ terms: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Debes aceptar los Términos y Condiciones');
    expect(screen.getByText('Debe aceptar los términos y condiciones')).toBeInTheDocument();
    expect(api.to('/api/login/register')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(screen.queryByText('Debes aceptar los Términos y Condiciones')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Registrarme' }));
    await waitFor(() => expect(api.to('/api/login/register')).toHaveLength(1));
  });

  it('asks for every required field', async () => {
    server();
    renderRoute('/register');
    await userEvent.click(await screen.findByRole('button', { name: 'Registrarme' }));
    expect(await screen.findAllByText('Este campo es obligatorio. Por favor completar este campo')).toHaveLength(6);
    expect(screen.getByText('Seleccioná una opción')).toBeInTheDocument();
  });

  it("shows the server's business messages joined with '. '", async () => {
    server({
      status: 400,
      body: {
        success: false,
        businessExceptions: [{ message: 'El CUIT ya está registrado' }, { message: 'Revise el e-mail' }],
      },
    });
    renderRoute('/register');
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('El CUIT ya está registrado. Revise el e-mail');
  });

  it('keeps business errors from the server apart from the default request error', async () => {
    server(businessError('Servicio no disponible', undefined, 503));
    renderRoute('/register');
    await fill();
    expect(await screen.findByRole('alert')).toHaveTextContent('Servicio no disponible');
  });
});
