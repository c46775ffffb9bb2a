import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { debtFreePeriods } from '../../lib/periods';
import LibreDeudaPage from './libredeuda-page';
import { installFakeApi, renderScreen } from '@portal/shared/testing';

jest.setTimeout(60_000);

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

async function fill(user: ReturnType<typeof userEvent.setup>, poliza: string, certificado: string) {
  await user.type(screen.getByRole('textbox', { name: 'Póliza' }), poliza);
  await user.type(screen.getByRole('textbox', { name: 'Certificado' }), certificado);
  await user.click(screen.getByRole('combobox', { name: 'Período' }));
  const options = within(screen.getByRole('listbox')).getAllByRole('option');
  await user.click(options[0]);
}

describe('/libredeuda', () => {
  it("asks for every field with 'Existen campos incompletos' and sends nothing", async () => {
    const api = installFakeApi({});
    const user = userEvent.setup({ delay: null });
    renderScreen(<LibreDeudaPage />);
    expect(screen.getByRole('combobox', { name: 'Empresa' })).toHaveTextContent('VIDA Y GENERALES');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect((await screen.findAllByText('Existen campos incompletos')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST debtors/downloaddebtfree')).toHaveLength(0);
  });

  it('takes only digits and spaces in the policy number', async () => {
    const api = installFakeApi({});
    const user = userEvent.setup({ delay: null });
    renderScreen(<LibreDeudaPage />);
    await fill(user, '12a', '1');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText('Solo se admiten números')).toBeInTheDocument();
    expect(api.callsTo('POST debtors/downloaddebtfree')).toHaveLength(0);
  });

  it('downloads the certificate for the chosen period, resets the form and says so', async () => {
    const api = installFakeApi({
      'POST debtors/downloaddebtfree': () => ({ blob: new Blob(['%PDF']), fileName: 'LibreDeuda.pdf' }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<LibreDeudaPage />);
    await fill(user, '1001', '0');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText('Certificado de Libre deuda generado con éxito')).toBeInTheDocument();
    expect(api.callsTo('POST debtors/downloaddebtfree')[0].body).toMatchObject({
      Parameters: { Empresa: 'VT', Poliza: '1001', Certificado: '0', Fecha: debtFreePeriods()[0], UserId: 10 },
    });
    expect(screen.getByRole('textbox', { name: 'Póliza' })).toHaveValue('');
  });

  it("shows the server's refusal for a policy with debt over 60 days", async () => {
    installFakeApi({
      'POST debtors/downloaddebtfree': () => ({
        status: 422,
        json: { success: false, businessExceptions: [{ message: 'La póliza registra deuda mayor a 60 días.' }] },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<LibreDeudaPage />);
    await fill(user, '1001', '0');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al generar libre deuda');
    expect(alert).toHaveTextContent('La póliza registra deuda mayor a 60 días.');
  });
});
