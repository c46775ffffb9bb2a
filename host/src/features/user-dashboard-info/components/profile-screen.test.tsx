import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { page } from '../../../lib/page';
import { fakeImageAndCanvas } from '../../../testing/fake-image-canvas';
import { fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { producerSession, simulation, simulatorSession } from '../../../testing/fixtures';
import { givenSignedIn, renderRoute, resetPortal } from '../../../testing/render-route';
import { RELOAD_AFTER_SAVE_MS } from './profile-screen';

beforeEach(resetPortal);
afterEach(() => jest.restoreAllMocks());

const profile = {
  success: true,
  user: {
    id: 10,
    Name: 'ANA',
    LastName: 'PÉREZ',
    CUIT: '20172543597',
    Email: 'ana@example.com',
    Telephone: '1144556677',
    TelephoneCompany: 2,
    Avatar: null,
    AccountManagerId: 3,
  },
  name: 'ANA',
  lastName: 'PÉREZ',
  telephone: '1144556677',
  email: 'ana@example.com',
};

function server(
  update: FakeAnswer = { body: { success: true, email: 'ana@example.com', avatar: null, businessExceptions: [] } },
) {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/producer/GetProducerById': { body: profile },
    'GET /api/producer/GetAccountManagers': { body: [{ id: 3, name: 'Laura', lastName: 'Gómez' }] },
    'POST /api/producer/UpdateProducerData': update,
  });
}

async function startEditing() {
  renderRoute('/user-dashboard-info');
  await userEvent.click(await screen.findByRole('button', { name: 'Editar' }));
  return screen.findByRole('form', { name: 'Edición de perfil' });
}

describe('/user-dashboard-info', () => {
  it('shows the profile in reading mode with the account manager', async () => {
    server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/user-dashboard-info');
    expect(await screen.findByText('20-17254359-7')).toBeInTheDocument();
    expect(screen.getByText('Movistar')).toBeInTheDocument();
    expect(await screen.findByText('Laura Gómez')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('edits with the CUIT read-only and returns to reading mode on cancel', async () => {
    server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    const form = await startEditing();
    expect(within(form).getByLabelText('CUIT')).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar' })).toBeInTheDocument();
  });

  it("saves, says 'Datos de usuario modificados', updates the header name and reloads after 3 s", async () => {
    const api = server();
    const reload = jest.spyOn(page, 'reload').mockImplementation(() => undefined);
    givenSignedIn(producerSession, { permissions: ['Home'] });
    const form = await startEditing();
    const name = within(form).getByLabelText(/^Nombre/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Ana María');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(within(form).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText('Datos de usuario modificados')).toBeInTheDocument();
    expect(api.to('/api/producer/UpdateProducerData')[0].body).toEqual({
      User: 10,
      Name: 'ANA MARÍA',
      LastName: 'PÉREZ',
      CUIT: '20172543597',
      Email: 'ana@example.com',
      Telephone: '1144556677',
      TelephoneCompany: 2,
      AccountManagerId: 3,
      Avatar: null,
    });
    expect(useSessionStore.getState().session?.userName).toBe('ANA MARÍA PÉREZ');
    expect(reload).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RELOAD_AFTER_SAVE_MS);
    });
    expect(reload).toHaveBeenCalled();
    jest.useRealTimers();
  });

  it('uploads the cropped avatar: the round crop as a 292 px JPEG data URL', async () => {
    const api = server();
    jest.spyOn(page, 'reload').mockImplementation(() => undefined);
    fakeImageAndCanvas({ width: 1000, height: 500 });
    givenSignedIn(producerSession, { permissions: ['Home'] });
    const form = await startEditing();
    await userEvent.upload(
      within(form).getByTestId('avatar-input'),
      new File(['photo'], 'foto.png', { type: 'image/png' }),
    );
    expect(await within(form).findByRole('group', { name: 'Foto de perfil' })).toBeInTheDocument();
    expect(within(form).getByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Aceptar' }));
    await screen.findByText('Datos de usuario modificados');
    expect(api.to('/api/producer/UpdateProducerData')[0].body).toMatchObject({
      Avatar: 'data:image/jpeg;quality=0.85;292x292',
    });
  });

  it("prefixes errors with '> ' and asks for the current password before a new one", async () => {
    const api = server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    const form = await startEditing();
    await userEvent.type(within(form).getByLabelText(/^Nueva contraseña/), 'Nueva123');
    await userEvent.type(within(form).getByLabelText(/^Confirmar nueva contraseña/), 'Nueva123');
    await userEvent.click(within(form).getByRole('button', { name: 'Aceptar' }));
    expect(await within(form).findByText('> Ingrese su contraseña actual')).toBeInTheDocument();
    expect(api.to('/api/producer/UpdateProducerData')).toHaveLength(0);
  });

  it('sends the password change with the current password', async () => {
    const api = server();
    jest.spyOn(page, 'reload').mockImplementation(() => undefined);
    givenSignedIn(producerSession, { permissions: ['Home'] });
    const form = await startEditing();
    await userEvent.type(within(form).getByLabelText(/^Contraseña actual/), 'Vieja123');
    await userEvent.type(within(form).getByLabelText(/^Nueva contraseña/), 'Nueva123');
    await userEvent.type(within(form).getByLabelText(/^Confirmar nueva contraseña/), 'Nueva123');
    await userEvent.click(within(form).getByRole('button', { name: 'Aceptar' }));
    await screen.findByText('Datos de usuario modificados');
    expect(api.to('/api/producer/UpdateProducerData')[0].body).toMatchObject({
      CurrentPassword: 'Vieja123',
      Password: 'Nueva123',
    });
  });

  it("shows the business messages joined with '. ' when saving fails", async () => {
    server({
      status: 400,
      body: {
        success: false,
        businessExceptions: [{ message: 'La contraseña ingresada es incorrecta' }, { message: 'Intente nuevamente' }],
      },
    });
    givenSignedIn(producerSession, { permissions: ['Home'] });
    const form = await startEditing();
    await userEvent.click(within(form).getByRole('button', { name: 'Aceptar' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'La contraseña ingresada es incorrecta. Intente nuevamente',
    );
  });

  it("says 'Sin datos' for a simulated producer without a portal user, and asks for no profile", async () => {
    const api = server();
    givenSignedIn(simulatorSession, { simulation: { ...simulation, userIdProducer: 0 }, permissions: ['Home'] });
    renderRoute('/user-dashboard-info');
    expect(await screen.findByText('Sin datos')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.to('/api/producer/GetProducerById')).toHaveLength(0);
  });

  it("asks a simulator to confirm a warning naming the producer's CUIT and keeps its own name", async () => {
    const api = server();
    jest.spyOn(page, 'reload').mockImplementation(() => undefined);
    givenSignedIn(simulatorSession, { simulation, permissions: ['Home'] });
    const form = await startEditing();
    await userEvent.click(within(form).getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificar datos del productor' });
    expect(dialog).toHaveTextContent('20-17254359-7');
    expect(api.to('/api/producer/UpdateProducerData')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await screen.findByText('Datos de usuario modificados');
    expect(useSessionStore.getState().session?.userName).toBe('Sofía Simuladora');
  });
});
