import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderScreen, simulatorSession } from '@portal/shared/testing';
import AdminleyendasPage from './adminleyendas-page';

jest.setTimeout(60_000);

const active = {
  Id: 7,
  Section: 'cartera',
  Type: 'aviso',
  Description: 'Aviso de cartera',
  Text: 'Texto',
  Enabled: true,
  StartDate: '2020-01-01',
  EndDate: null,
  FinishDate: null,
};
const inactive = {
  ...active,
  Id: 8,
  Description: 'Aviso viejo',
  Enabled: false,
  FinishDate: '2026-03-04T15:00:00.000Z',
};

describe('/adminleyendas', () => {
  it('lists the legends by section and type names and their state', async () => {
    installFakeApi({ 'GET Label/GetLabels': () => ({ json: [active, inactive] }) });
    renderScreen(<AdminleyendasPage />, { session: simulatorSession });
    const table = await screen.findByRole('table', { name: 'Leyendas' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('Búsqueda de cartera')).toHaveLength(2);
    expect(within(table).getByText('Inactiva')).toBeInTheDocument();
  });

  it('shows 10 legends a page, with paging under the table', async () => {
    installFakeApi({
      'GET Label/GetLabels': () => ({
        json: Array.from({ length: 12 }, (_, i) => ({ ...active, Id: i + 1, Description: `Leyenda ${i + 1}` })),
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminleyendasPage />, { session: simulatorSession });
    const table = await screen.findByRole('table', { name: 'Leyendas' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Leyenda 12')).toBeInTheDocument();
  });

  it("refuses an empty form with 'Debe completar todos los campos obligatorios' and saves nothing", async () => {
    const api = installFakeApi({ 'GET Label/GetLabels': () => ({ json: [] }) });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminleyendasPage />, { session: simulatorSession });
    await user.click(await screen.findByRole('button', { name: 'Nueva Leyenda' }));
    const dialog = screen.getByRole('dialog', { name: 'Definición de Leyenda' });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getAllByText('Debe completar todos los campos obligatorios')).toHaveLength(4);
    expect(api.callsTo('POST Label/SaveLabel')).toHaveLength(0);
  });

  it('saves a new legend, its end day typed as DD/MM/AAAA (one that does not exist refused first), and reloads the list', async () => {
    let saved: unknown;
    const api = installFakeApi({
      'GET Label/GetLabels': () => ({ json: saved ? [active] : [] }),
      'POST Label/SaveLabel': (r) => {
        saved = r.body;
        return { json: active };
      },
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminleyendasPage />, { session: simulatorSession });
    await user.click(await screen.findByRole('button', { name: 'Nueva Leyenda' }));
    const dialog = screen.getByRole('dialog', { name: 'Definición de Leyenda' });
    await user.click(within(dialog).getByRole('combobox', { name: /Sección/ }));
    await user.click(screen.getByRole('option', { name: 'Búsqueda de cartera' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Tipo/ }));
    await user.click(screen.getByRole('option', { name: 'Aviso' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Descripción/ }), 'Aviso de cartera');
    await user.type(within(dialog).getByRole('textbox', { name: /Texto/ }), 'Texto');
    const end = within(dialog).getByRole('textbox', { name: 'Fecha de fin' });
    await user.type(end, '30/02/2030');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('La fecha ingresada es inválida')).toBeInTheDocument();
    expect(api.callsTo('POST Label/SaveLabel')).toHaveLength(0);
    expect(end).toHaveValue('30/02/2030');
    await user.clear(end);
    await user.type(end, '31/12/2030');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST Label/SaveLabel')).toHaveLength(1));
    expect(saved).toMatchObject({
      Id: 0,
      Section: 'cartera',
      Type: 'aviso',
      Description: 'Aviso de cartera',
      Enabled: true,
      EndDate: '2030-12-31',
    });
    expect(await screen.findByText('El registro ha sido procesado correctamente.')).toBeInTheDocument();
    expect(await screen.findByText('Aviso de cartera')).toBeInTheDocument();
  });

  it("opens an inactive legend read-only with 'Fecha de inactivación'", async () => {
    installFakeApi({
      'GET Label/GetLabels': () => ({ json: [inactive] }),
      'GET Label/getLabel': () => ({ json: inactive }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminleyendasPage />, { session: simulatorSession });
    await user.click(await screen.findByRole('button', { name: 'Editar Aviso viejo' }));
    const dialog = screen.getByRole('dialog', { name: 'Definición de Leyenda' });
    expect(await within(dialog).findByText(/^Fecha de inactivación: 04\/03\/2026/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Descripción/ })).toBeDisabled();
    expect(within(dialog).getByLabelText('Inactivar manualmente')).toBeChecked();
    expect(within(dialog).queryByRole('button', { name: 'Guardar' })).toBeNull();
  });

  it('deletes after confirmation', async () => {
    const api = installFakeApi({
      'GET Label/GetLabels': () => ({ json: [active] }),
      'GET Label/DeleteLabel': () => ({ json: { success: true } }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminleyendasPage />, { session: simulatorSession });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Aviso de cartera' }));
    const confirm = screen.getByRole('dialog', { name: 'Eliminar leyenda' });
    expect(confirm).toHaveTextContent('¿Está seguro que desea eliminar el registro?');
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(api.callsTo('GET Label/DeleteLabel')[0]?.query.get('Id')).toBe('7'));
    expect(await screen.findByText('El registro ha sido eliminado correctamente.')).toBeInTheDocument();
  });
});
