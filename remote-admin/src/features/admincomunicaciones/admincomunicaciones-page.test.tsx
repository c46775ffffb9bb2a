import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminComunicacionesPage from './admincomunicaciones-page';
import type { CommunicationRow } from './api/communications';
import { installFakeApi, renderScreen } from '@portal/shared/testing';

const LIST = 'GET Communication/GetCommunications';

function aRow(id: number, changes: Partial<CommunicationRow> = {}): CommunicationRow {
  return {
    id,
    priority: 2,
    title: `Título ${id}`,
    description: `Descripción ${id}`,
    startDate: '2026-11-01',
    endDate: null,
    urlBody: null,
    urlLink: null,
    confirmationText: null,
    enabled: true,
    sendMail: false,
    sendMailDate: null,
    confirmationRequired: false,
    bodyEmbedded: false,
    readCount: 3,
    confirmedCount: 0,
    ...changes,
  };
}

describe('/admincomunicaciones', () => {
  it("lists the communications: 'Indeterminado' for no end date, flags as Sí/No, reads and confirmations", async () => {
    installFakeApi({ [LIST]: () => ({ json: [aRow(1), aRow(2, { endDate: '2026-12-31', confirmationRequired: true, confirmedCount: 2, enabled: false })] }) });
    renderScreen(<AdminComunicacionesPage />);
    const table = await screen.findByRole('table', { name: 'Administración de Comunicaciones' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Descripción',
      'Fecha de inicio',
      'Fecha de fin',
      'Prioridad',
      'Requiere confirmación',
      'Envía mail',
      'Habilitada',
      'Leídas',
      'Confirmadas',
      'Acciones',
    ]);
    expect(within(rows[1]).getAllByRole('cell').slice(0, 9).map((c) => c.textContent)).toEqual(['Descripción 1', '01/11/2026', 'Indeterminado', 'Regular', 'No', 'No', 'Sí', '3', '0']);
    expect(within(rows[2]).getAllByRole('cell').slice(2, 9).map((c) => c.textContent)).toEqual(['31/12/2026', 'Regular', 'Sí', 'No', 'No', '3', '2']);
  });

  it('a new one starts with priority Baja, disabled switch, today; asks for the required fields; unticking confirmation clears its text', async () => {
    const api = installFakeApi({ [LIST]: () => ({ json: [] }), 'POST Communication': () => ({ json: 9 }), 'GET communication/getcommunication': () => ({ json: { ...aRow(9), readCount: undefined } }) });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminComunicacionesPage />);
    await user.click(await screen.findByRole('button', { name: 'Nueva Comunicación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Definición de Comunicación' });
    expect(within(dialog).getByRole('combobox', { name: /Prioridad/ })).toHaveTextContent('Baja');
    expect(within(dialog).getByRole('switch', { name: 'Habilitada' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Debe completar todos los campos obligatorios')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Título/), { target: { value: 'Nueva' } });
    fireEvent.change(within(dialog).getByLabelText(/^Descripción/), { target: { value: 'Texto' } });
    await user.click(within(dialog).getByLabelText('Requiere confirmación de lectura'));
    fireEvent.change(within(dialog).getByLabelText(/^Texto de confirmación/), { target: { value: 'Confirmo' } });
    await user.click(within(dialog).getByLabelText('Requiere confirmación de lectura'));
    expect(within(dialog).getByLabelText(/^Texto de confirmación/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST Communication')).toHaveLength(1));
    expect(api.callsTo('POST Communication')[0].body).toMatchObject({ id: 0, priority: 1, title: 'Nueva', description: 'Texto', enabled: false, confirmationText: null });
    // Created: reloaded for the files, still open.
    expect(await within(dialog).findByRole('button', { name: 'Subir cuerpo' })).toBeInTheDocument();
  }, 40_000);
});
