import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderScreen, simulatorSession } from '@portal/shared/testing';
import { ProcessDialog } from './process-dialog';

const SAVE = 'POST scheduler/SaveSchedulerProcess';

describe("'Calendario de ejecución'", () => {
  it("refuses a 'Fecha fija' execution without its date in the form, keeps it, then saves it with the date", async () => {
    const onClose = jest.fn();
    const api = installFakeApi({
      [SAVE]: (r) => ({
        json: { ...(r.body as object), id: 4, UrlApi: '', UserId: 1, Type: 'NotificationGeneration' },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<ProcessDialog definitionId={5} onClose={onClose} />, { session: simulatorSession });
    const dialog = screen.getByRole('dialog', { name: 'Calendario de ejecución' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Fecha fija' }));
    await user.click(within(dialog).getByRole('button', { name: 'Agregar ejecución' }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(within(dialog).getByText('Debe seleccionar la fecha de ejecución')).toBeInTheDocument();
    expect(api.callsTo(SAVE)).toHaveLength(0);
    expect(within(dialog).getByRole('combobox', { name: 'Período' })).toHaveTextContent('Fecha fija');

    // Typed as DD/MM/AAAA: a day that does not exist is refused at the field.
    fireEvent.change(within(dialog).getByLabelText('Fecha'), { target: { value: '31/02/2026' } });
    expect(within(dialog).getByText('La fecha ingresada es inválida')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(api.callsTo(SAVE)).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Fecha'), { target: { value: '24/12/2026' } });
    expect(within(dialog).queryByText('Debe seleccionar la fecha de ejecución')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Fecha')).toHaveValue('24/12/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo(SAVE)[0].body).toMatchObject({
      Period: 3,
      Executions: [{ Hora: '00:00', DiaFijo: '24/12/2026' }],
    });
  });
});
