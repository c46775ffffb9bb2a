import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderScreen, simulatorSession } from '@portal/shared/testing';
import AdminUsersPage from './admin-users-page';

jest.setTimeout(60_000);
// The grid renders its rows a moment after the data arrives; slower still on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

const admin = { ...simulatorSession, userId: 1, userType: 3 as const, user: 'admin@demo.com.ar', userName: 'Admin' };
const ana = { Id: 7, UserName: 'ana@demo.com.ar', FirstName: 'Ana', LastName: 'Sosa', Email: 'ana@demo.com.ar' };

describe('/admin-users', () => {
  it('lists the simulator users with id, user name, names and e-mail', async () => {
    installFakeApi({ 'GET Simulator/GetAll': () => ({ json: [ana] }) });
    renderScreen(<AdminUsersPage />, { session: admin });
    const row = (await screen.findByText('ana@demo.com.ar', { selector: '[data-field="UserName"]' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(within(row).getByText('Sosa')).toBeInTheDocument();
  });

  it("says 'No se encontraron datos.' when there are no simulator users", async () => {
    installFakeApi({ 'GET Simulator/GetAll': () => ({ json: [] }) });
    renderScreen(<AdminUsersPage />, { session: admin });
    expect(await screen.findByText('No se encontraron datos.')).toBeInTheDocument();
    expect(screen.queryByText('Sin filas')).not.toBeInTheDocument();
  });

  it('validates the new user as 002 §5 says and sends nothing until it is right', async () => {
    const api = installFakeApi({ 'GET Simulator/GetAll': () => ({ json: [] }) });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminUsersPage />, { session: admin });
    await user.click(await screen.findByRole('button', { name: 'Nuevo usuario' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'no-es-mail');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ingresar una dirección de mail válida')).toBeInTheDocument();
    expect(screen.getAllByText('El nombre o razón social es requerido')).toHaveLength(2);
    expect(api.callsTo('POST login/RegisterSimulator')).toHaveLength(0);
  });

  it("creates the user, says 'Simulador creado de forma correcta.' and reloads the list", async () => {
    let users = [] as (typeof ana)[];
    const api = installFakeApi({
      'GET Simulator/GetAll': () => ({ json: users }),
      'POST login/RegisterSimulator': () => {
        users = [ana];
        return { json: { success: true, businessExceptions: [], Id: 7 } };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminUsersPage />, { session: admin });
    await user.click(await screen.findByRole('button', { name: 'Nuevo usuario' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@demo.com.ar');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Sosa');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Simulador creado de forma correcta.')).toBeInTheDocument();
    expect(api.callsTo('POST login/RegisterSimulator')[0].body).toEqual({
      Email: 'ana@demo.com.ar',
      FirstName: 'Ana',
      LastName: 'Sosa',
      Application: 'Life',
      Rol: 'Simulador',
    });
    expect(await screen.findByText('Sosa')).toBeInTheDocument();
  });

  it("shows the server's reason after 'No se pudo crear el usuario.'", async () => {
    installFakeApi({
      'GET Simulator/GetAll': () => ({ json: [] }),
      'POST login/RegisterSimulator': () => ({
        status: 400,
        json: {
          success: false,
          issues: [],
          businessExceptions: [{ message: 'Ya existe un usuario con el e-mail ingresado.' }],
        },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminUsersPage />, { session: admin });
    await user.click(await screen.findByRole('button', { name: 'Nuevo usuario' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@demo.com.ar');
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Sosa');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('No se pudo crear el usuario. Ya existe un usuario con el e-mail ingresado.'),
    ).toBeInTheDocument();
  });

  it('mails a reset link from the read-only reset modal, and deletes after confirmation', async () => {
    const api = installFakeApi({
      'GET Simulator/GetAll': () => ({ json: [ana] }),
      'POST /security/account/forgotpassword': () => ({ json: { success: true, businessExceptions: [] } }),
      'POST /security/simulatorusers/deleteuser': () => ({ json: { success: true, businessExceptions: [] } }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminUsersPage />, { session: admin });
    await user.click(await screen.findByRole('button', { name: 'Restablecer contraseña ana@demo.com.ar' }));
    const dialog = screen.getByRole('dialog', { name: 'Restablecer contraseña' });
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    expect(await screen.findByText('Email de restablecimiento enviado.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('forgotpassword'))?.body).toEqual({
      Cuit: 'ana@demo.com.ar',
      Email: 'ana@demo.com.ar',
      Application: 'Life',
    });

    await user.click(await screen.findByRole('button', { name: 'Eliminar ana@demo.com.ar' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Eliminar usuario' })).getByRole('button', { name: 'Aceptar' }),
    );
    await waitFor(() => expect(api.calls.filter((c) => c.path.endsWith('deleteuser'))).toHaveLength(1));
    expect(api.calls.find((c) => c.path.endsWith('deleteuser'))?.body).toEqual({ Id: 7 });
  });
});
