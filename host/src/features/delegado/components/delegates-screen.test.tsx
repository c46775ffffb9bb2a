import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { producerSession } from '../../../testing/fixtures';
import type { Delegate } from '../api/get-delegates';
import { givenSignedIn, renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

const delegate: Delegate = {
  id: 21,
  nombre: 'JUAN',
  apellido: 'GÓMEZ',
  cuit: '20334445551',
  email: 'juan@example.com',
  estado: 'Activo',
  rol: null,
  areas: ['Cartera', 'Cobranzas'],
  accessUntil: '2099-12-31',
};

function server({ list = [delegate], register = { body: { success: true } } as FakeAnswer } = {}) {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/Producer/Delegados': { body: list },
    'POST /api/login/register': register,
    'DELETE /api/Producer': { body: { success: true } },
    'PUT /api/Producer/Delegados/21': { body: { success: true } },
  });
}

async function openScreen() {
  givenSignedIn(producerSession, { permissions: ['Home'] });
  renderRoute('/delegado');
  return screen.findByRole('table', { name: 'Administración de subusuarios' });
}

async function fillNewUser({ cuit = '20334445551', email = 'juan@example.com', open = true } = {}) {
  if (open) await userEvent.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo subusuario' });
  if (cuit) await userEvent.type(within(dialog).getByLabelText(/^CUIT\/CUIL/), cuit);
  await userEvent.type(within(dialog).getByLabelText(/^Nombre/), 'Juan');
  await userEvent.type(within(dialog).getByLabelText(/^Apellido/), 'Gómez');
  await userEvent.type(within(dialog).getByLabelText(/^Email/), email);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Crear' }));
  return dialog;
}

describe('/delegado', () => {
  it('lists the sub-users with nombre, apellido, cuit, email, estado, their areas and last day', async () => {
    const api = server({
      list: [delegate, { ...delegate, id: 22, cuit: '20172543597', areas: ['Comunicaciones'], accessUntil: null }],
    });
    const table = await openScreen();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nombre', 'Apellido', 'CUIT', 'Email', 'Estado', 'Áreas', 'Acceso hasta', 'Acciones']);
    expect(await within(table).findByText('20-33444555-1')).toBeInTheDocument();
    expect(within(table).getByText('Cartera, Cobranzas')).toBeInTheDocument();
    expect(within(table).getByText('31/12/2099')).toBeInTheDocument();
    expect(within(table).getByText('Sin vencimiento')).toBeInTheDocument();
    expect(api.to('/api/Producer/Delegados')[0].url.searchParams.get('userId')).toBe('10');
  });

  it("reads 'No se encontraron datos.' without sub-users", async () => {
    server({ list: [] });
    const table = await openScreen();
    expect(await within(table).findByText('No se encontraron datos.')).toBeInTheDocument();
  });

  it("creates a sub-user reporting to the producer, with the CUIT without dashes and the producer's session, and reloads the list", async () => {
    const api = server();
    await openScreen();
    await fillNewUser();
    expect(await screen.findByText('Subusuario creado de forma correcta.')).toBeInTheDocument();
    // Without the session the server would take it for a producer signing up.
    expect(api.to('/api/login/register')[0].headers.Authorization).toMatch(/^Bearer /);
    expect(api.to('/api/login/register')[0].body).toEqual({
      Application: 'Life',
      Name: 'JUAN',
      LastName: 'GÓMEZ',
      CUIT: '20334445551',
      Email: 'juan@example.com',
      Subusuario: true,
      reportTo: '20172543597',
      ReportToName: 'Ana Pérez',
      areas: ['Cartera', 'CuentaCorriente', 'Cobranzas', 'Comunicaciones'],
      accessUntil: null,
    });
    await waitFor(() => expect(api.to('/api/Producer/Delegados')).toHaveLength(2));
  });

  it('creates a sub-user limited to the areas left ticked, until the day typed as DD/MM/AAAA', async () => {
    const api = server();
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo subusuario' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cuenta Corriente' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Comunicaciones' }));
    await userEvent.type(within(dialog).getByLabelText(/^Acceso hasta/), '31/12/2099');
    await fillNewUser({ open: false });
    await waitFor(() => expect(api.to('/api/login/register')).toHaveLength(1));
    expect(api.to('/api/login/register')[0].body).toMatchObject({
      areas: ['Cartera', 'Cobranzas'],
      accessUntil: '2099-12-31',
    });
  });

  it('refuses no area and a day already past, in Spanish', async () => {
    const api = server();
    await openScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo usuario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo subusuario' });
    for (const name of ['Cartera', 'Cuenta Corriente', 'Cobranzas', 'Comunicaciones'])
      await userEvent.click(within(dialog).getByRole('checkbox', { name }));
    await userEvent.type(within(dialog).getByLabelText(/^Acceso hasta/), '01/01/2020');
    await fillNewUser({ open: false });
    expect(await within(dialog).findByText('Elegí al menos un área del menú')).toBeInTheDocument();
    expect(within(dialog).getByText('La fecha de vencimiento no puede ser anterior a hoy')).toBeInTheDocument();
    expect(api.to('/api/login/register')).toHaveLength(0);
  });

  it("changes a sub-user's areas and last day, starting from the current ones", async () => {
    const api = server();
    const table = await openScreen();
    await userEvent.click(await within(table).findByRole('button', { name: 'Modificar acceso JUAN GÓMEZ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificar acceso del subusuario' });
    expect(within(dialog).getByRole('checkbox', { name: 'Cartera' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Cuenta Corriente' })).not.toBeChecked();
    expect(within(dialog).getByLabelText(/^Acceso hasta/)).toHaveValue('31/12/2099');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cobranzas' }));
    await userEvent.clear(within(dialog).getByLabelText(/^Acceso hasta/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Acceso del subusuario actualizado.')).toBeInTheDocument();
    expect(api.to('/api/Producer/Delegados/21')[0].body).toEqual({ areas: ['Cartera'], accessUntil: null });
  });

  it("changes an ended sub-user's areas keeping its past day, which stays ended; another past day is refused", async () => {
    const api = server({ list: [{ ...delegate, estado: 'Vencido', accessUntil: '2020-03-01' }] });
    const table = await openScreen();
    await userEvent.click(await within(table).findByRole('button', { name: 'Modificar acceso JUAN GÓMEZ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificar acceso del subusuario' });
    const until = within(dialog).getByLabelText(/^Acceso hasta/);
    await userEvent.clear(until);
    await userEvent.type(until, '02/03/2020');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('La fecha de vencimiento no puede ser anterior a hoy')).toBeInTheDocument();
    await userEvent.clear(until);
    await userEvent.type(until, '01/03/2020');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Cobranzas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Acceso del subusuario actualizado.')).toBeInTheDocument();
    expect(api.to('/api/Producer/Delegados/21').map((c) => c.body)).toEqual([
      { areas: ['Cartera'], accessUntil: '2020-03-01' },
    ]);
  });

  it('asks to complete every field and for a valid e-mail', async () => {
    const api = server();
    await openScreen();
    const dialog = await fillNewUser({ cuit: '', email: 'juan@' });
    expect(await within(dialog).findByText('Por favor, complete todos los campos.')).toBeInTheDocument();
    expect(within(dialog).getByText('El email ingresado no es válido.')).toBeInTheDocument();
    expect(api.to('/api/login/register')).toHaveLength(0);
  });

  it("shows the server's message when the creation fails", async () => {
    server({ register: businessError('El CUIT ya tiene un usuario') });
    await openScreen();
    const dialog = await fillNewUser();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El CUIT ya tiene un usuario');
  });

  it('deletes a sub-user after confirming', async () => {
    const api = server();
    const table = await openScreen();
    await userEvent.click(await within(table).findByRole('button', { name: 'Eliminar JUAN GÓMEZ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar subusuario' });
    expect(dialog).toHaveTextContent('¿Está seguro que desea eliminar el registro?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(api.to('/api/Producer').filter((r) => r.method === 'DELETE')).toHaveLength(1));
    expect(api.to('/api/Producer')[0].url.searchParams.get('cuit')).toBe('20334445551');
  });
});
