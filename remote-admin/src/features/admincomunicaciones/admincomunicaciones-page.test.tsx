import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { businessToday } from '@portal/shared';
import { uploadWithProgress } from '@portal/shared/report';
import AdminComunicacionesPage from './admincomunicaciones-page';
import type { CommunicationRow } from './api/communications';
import { installFakeApi, renderScreen } from '@portal/shared/testing';

jest.mock('@portal/shared/report', () => ({
  ...jest.requireActual('@portal/shared/report'),
  uploadWithProgress: jest.fn(),
}));

const LIST = 'GET Communication/GetCommunications';
const ONE = 'GET communication/getcommunication';

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
    installFakeApi({
      [LIST]: () => ({
        json: [
          aRow(1),
          aRow(2, { endDate: '2026-12-31', confirmationRequired: true, confirmedCount: 2, enabled: false }),
        ],
      }),
    });
    renderScreen(<AdminComunicacionesPage />);
    const table = await screen.findByRole('table', { name: 'Administración de Comunicaciones' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
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
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .slice(0, 9)
        .map((c) => c.textContent),
    ).toEqual(['Descripción 1', '01/11/2026', 'Indeterminado', 'Regular', 'No', 'No', 'Sí', '3', '0']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .slice(2, 9)
        .map((c) => c.textContent),
    ).toEqual(['31/12/2026', 'Regular', 'Sí', 'No', 'No', '3', '2']);
  });

  it('a new one starts with priority Baja, disabled switch, today; asks for the required fields; unticking confirmation clears its text', async () => {
    const api = installFakeApi({
      [LIST]: () => ({ json: [] }),
      'POST Communication': () => ({ json: 9 }),
      'GET communication/getcommunication': () => ({ json: { ...aRow(9), readCount: undefined } }),
    });
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
    expect(api.callsTo('POST Communication')[0].body).toMatchObject({
      id: 0,
      priority: 1,
      title: 'Nueva',
      description: 'Texto',
      enabled: false,
      confirmationText: null,
    });
    // Created: reloaded for the files, still open.
    expect(await within(dialog).findByRole('button', { name: 'Subir cuerpo' })).toBeInTheDocument();
  }, 40_000);

  it('shows 10 communications a page, with paging under the table', async () => {
    installFakeApi({ [LIST]: () => ({ json: Array.from({ length: 12 }, (_, i) => aRow(i + 1)) }) });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminComunicacionesPage />);
    const table = await screen.findByRole('table', { name: 'Administración de Comunicaciones' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('1–10 de 12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Descripción 12')).toBeInTheDocument();
  });

  it('opening the same communication again fills its form, and saving it updates it (PUT) rather than creating another', async () => {
    const api = installFakeApi({
      [LIST]: () => ({ json: [aRow(1)] }),
      [ONE]: () => ({ json: aRow(1) }),
      'PUT Communication': () => ({ json: { success: true, businessExceptions: [] } }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminComunicacionesPage />);
    await user.click(await screen.findByRole('button', { name: 'Editar Descripción 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Definición de Comunicación' });
    expect(await within(dialog).findByLabelText(/^Título/)).toHaveValue('Título 1');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Editar Descripción 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Definición de Comunicación' });
    expect(await within(dialog).findByLabelText(/^Título/)).toHaveValue('Título 1');
    expect(within(dialog).getByLabelText(/^Descripción/)).toHaveValue('Descripción 1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('PUT Communication')).toHaveLength(1));
    expect(api.callsTo('PUT Communication')[0].body).toMatchObject({ id: 1, title: 'Título 1' });
    expect(api.callsTo('POST Communication')).toHaveLength(0);
  }, 40_000);

  it('refuses an end date before the start date in the form with its message, keeping what was typed', async () => {
    const api = installFakeApi({ [LIST]: () => ({ json: [] }) });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminComunicacionesPage />);
    await user.click(await screen.findByRole('button', { name: 'Nueva Comunicación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Definición de Comunicación' });
    fireEvent.change(within(dialog).getByLabelText(/^Título/), { target: { value: 'Nueva' } });
    fireEvent.change(within(dialog).getByLabelText(/^Descripción/), { target: { value: 'Texto' } });
    const yesterday = dayjs(businessToday()).subtract(1, 'day').format('DD/MM/YYYY');
    fireEvent.change(within(dialog).getByLabelText(/^Fecha de fin/), { target: { value: yesterday } });
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('La fecha de fin no puede ser anterior a la de inicio')).toBeInTheDocument();
    expect(api.callsTo('POST Communication')).toHaveLength(0);
    expect(within(dialog).getByLabelText(/^Título/)).toHaveValue('Nueva');
    expect(within(dialog).getByLabelText(/^Fecha de fin/)).toHaveValue(yesterday);
  }, 40_000);

  it("keeps the form and says 'Error subiendo archivo' when the record cannot be reloaded after an upload", async () => {
    jest.mocked(uploadWithProgress).mockResolvedValue({ success: true } as never);
    let loads = 0;
    installFakeApi({
      [LIST]: () => ({ json: [aRow(1)] }),
      [ONE]: () =>
        ++loads === 1 ? { json: aRow(1) } : { status: 404, json: { success: false, businessExceptions: [] } },
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminComunicacionesPage />);
    await user.click(await screen.findByRole('button', { name: 'Editar Descripción 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Definición de Comunicación' });
    fireEvent.change(await within(dialog).findByLabelText(/^Título/), { target: { value: 'Título cambiado' } });
    await user.click(within(dialog).getByRole('button', { name: 'Subir cuerpo' }));
    const upload = await screen.findByRole('dialog', { name: 'Subir cuerpo' });
    await user.upload(
      within(upload).getByTestId('upload-input'),
      new File(['<p>hola</p>'], 'cuerpo.html', { type: 'text/html' }),
    );
    await user.click(within(upload).getByRole('button', { name: 'Subir' }));
    expect(await within(dialog).findByText('Error subiendo archivo')).toBeInTheDocument();
    expect(loads).toBe(2);
    expect(within(dialog).getByLabelText(/^Título/)).toHaveValue('Título cambiado');
    expect(within(dialog).getByTestId('file-CommunicationBody')).toBeInTheDocument();
  }, 40_000);
});
