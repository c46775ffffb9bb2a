import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RubricaDigitalPage from './rubricadigital-page';
import { installFakeApi, renderScreen } from '@portal/shared/testing';

jest.setTimeout(60_000);

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

describe('/rubricadigital', () => {
  it('asks for the period and sends nothing without it', async () => {
    const api = installFakeApi({});
    const user = userEvent.setup({ delay: null });
    renderScreen(<RubricaDigitalPage />);
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText('Existen campos incompletos')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('offers the periods from November 2021 to the current month and downloads the chosen one', async () => {
    const api = installFakeApi({
      'POST portfolio/downloadrubricdigital': () => ({ blob: new Blob(['<xml/>']), fileName: 'rubrica.xml' }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<RubricaDigitalPage />);
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options[options.length - 1]).toHaveTextContent('Noviembre, 2021');
    await user.click(options[options.length - 1]);
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    expect(await screen.findByText('Rúbrica digital generada con éxito')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST portfolio/downloadrubricdigital')[0].body).toMatchObject({
        Parameters: { Periodo: 202111, UserId: 10 },
      }),
    );
  });

  it("shows the answer's text under 'Error al generar rúbrica digital'", async () => {
    installFakeApi({
      'POST portfolio/downloadrubricdigital': () => ({
        status: 400,
        json: { success: false, businessExceptions: [{ message: 'El período es inválido' }] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<RubricaDigitalPage />);
    await user.click(screen.getByRole('combobox', { name: 'Mes' }));
    await user.click(within(screen.getByRole('listbox')).getAllByRole('option')[0]);
    await user.click(screen.getByRole('button', { name: 'Descargar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al generar rúbrica digital');
    expect(alert).toHaveTextContent('El período es inválido');
  });
});
