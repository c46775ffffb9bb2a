import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@portal/shared';
import { uploadWithProgress } from '@portal/shared/report';
import { PayrollForm } from './components/payroll-form';
import EnvioNominasPage from './envionominas-page';
import { installFakeApi, renderScreen } from '@portal/shared/testing';

jest.mock('@portal/shared/report', () => ({
  ...jest.requireActual('@portal/shared/report'),
  uploadWithProgress: jest.fn(),
}));
const upload = jest.mocked(uploadWithProgress);

jest.setTimeout(60_000);

const file = new File(['cuil;apellido'], 'nomina.csv', { type: 'text/csv' });

beforeEach(() => {
  upload.mockReset();
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

describe('/envionominas', () => {
  it("is titled 'Envío de nómina' (000 §2.2) under the breadcrumb 'Envío de nóminas'", async () => {
    installFakeApi({});
    renderScreen(<EnvioNominasPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Envío de nómina$/);
    expect(
      within(screen.getByRole('navigation', { name: 'Ruta de navegación' })).getByText('Envío de nóminas'),
    ).toBeInTheDocument();
  });

  it("starts with type AP and asks for policy and file with 'Existen campos incompletos'", async () => {
    installFakeApi({});
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnvioNominasPage />);
    expect(screen.getByRole('combobox', { name: 'Tipo de nómina' })).toHaveTextContent('AP');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findAllByText('Existen campos incompletos')).length).toBeGreaterThan(1);
    expect(upload).not.toHaveBeenCalled();
  });

  it('takes only digits in the policy number', async () => {
    installFakeApi({});
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnvioNominasPage />);
    await user.type(screen.getByRole('textbox', { name: 'Póliza' }), '12-3');
    await user.upload(screen.getByLabelText('Archivo'), file);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Solo se admiten números')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('looks up the policyholder once the policy has more than 3 digits', async () => {
    const api = installFakeApi({ 'GET Datos/Tomador': () => ({ json: { value: 'EMPRESA SA' } }) });
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnvioNominasPage />);
    await user.type(screen.getByRole('textbox', { name: 'Póliza' }), '123');
    await new Promise((r) => setTimeout(r, 600));
    expect(api.callsTo('GET Datos/Tomador')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Póliza' }), '4');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tomador' })).toHaveValue('EMPRESA SA'));
    expect(api.callsTo('GET Datos/Tomador')[0].query.get('poliza')).toBe('1234');
  });

  it('sends the multipart form, confirms it and reloads the page 5 seconds later', async () => {
    installFakeApi({ 'GET Datos/Tomador': () => ({ json: { value: 'EMPRESA SA' } }) });
    upload.mockResolvedValue({ success: true, businessExceptions: [] });
    const onReload = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderScreen(<PayrollForm userId={7} onReload={onReload} />);
    await user.type(screen.getByRole('textbox', { name: 'Póliza' }), '1234');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tomador' })).toHaveValue('EMPRESA SA'));
    await user.type(screen.getByRole('textbox', { name: 'Observaciones' }), 'Alta de marzo');
    await user.upload(screen.getByLabelText('Archivo'), file);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El archivo fue enviado correctamente')).toBeInTheDocument();
    const [url, form] = upload.mock.calls[0];
    expect(url).toBe('/api/portfolio/SendPayroll');
    expect(Object.fromEntries([...(form as FormData).entries()].filter(([k]) => k !== 'File'))).toEqual({
      Type: 'AP',
      Policy: '1234',
      FileName: 'nomina.csv',
      User: '7',
      Tomador: 'EMPRESA SA',
      Observaciones: 'Alta de marzo',
    });
    expect(onReload).not.toHaveBeenCalled();
    await waitFor(() => expect(onReload).toHaveBeenCalled(), { timeout: 7000 });
  });

  it("lists the business messages under 'Error en el procesamiento:'", async () => {
    installFakeApi({});
    upload.mockRejectedValue(new ApiError('x', 400, [{ message: 'El archivo no tiene el formato esperado.' }]));
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnvioNominasPage />);
    await user.type(screen.getByRole('textbox', { name: 'Póliza' }), '12');
    await user.upload(screen.getByLabelText('Archivo'), file);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error en el procesamiento:');
    expect(alert).toHaveTextContent('El archivo no tiene el formato esperado.');
  });
});
