import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EnquiryForm } from './components/enquiry-form';
import { installFakeApi, renderScreen } from '@portal/shared/testing';

const sectors = [
  { id: 1, value: 'Comercial', hasSubCategory: true, message: null },
  { id: 4, value: 'Envío de facturas', hasSubCategory: false, message: 'Adjunte la factura en PDF.' },
];

function installApi() {
  return installFakeApi({
    'GET Communication/GetSectores': () => ({ json: sectors }),
    'GET Communication/GetMotivos': () => ({ json: [{ id: 11, value: 'Comisiones' }] }),
  });
}

describe('/consulta', () => {
  it('asks for the sector, the type when the sector has types, and a comment of at least 25 characters', async () => {
    installApi();
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnquiryForm invoice={false} />);
    await user.click(await screen.findByRole('button', { name: 'ENVIAR' }));
    expect(screen.getByText('Este campo es obligatorio. Por favor completar este campo')).toBeInTheDocument();
    expect(screen.getByText('El campo debe poseer al menos 25 caracteres')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Tipo de consulta/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Sector/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Comercial' }));
    expect(await screen.findByRole('combobox', { name: /Tipo de consulta/ })).toBeInTheDocument();
  });

  it('with ?data=envioFactura presets sector 4, locks it, hides the type and shows the sector message', async () => {
    installApi();
    renderScreen(<EnquiryForm invoice />);
    const sector = await screen.findByRole('combobox', { name: /Sector/ });
    expect(sector).toHaveTextContent('Envío de facturas');
    expect(sector).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('combobox', { name: /Tipo de consulta/ })).not.toBeInTheDocument();
    expect(screen.getByText('Adjunte la factura en PDF.')).toBeInTheDocument();
  });

  it('takes up to 10 attachments and lets one be removed', async () => {
    installApi();
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnquiryForm invoice />);
    await screen.findByRole('button', { name: 'ENVIAR' });
    const files = Array.from({ length: 11 }, (_, i) => new File(['x'], `f${i}.pdf`, { type: 'application/pdf' }));
    await user.upload(screen.getByTestId('enquiry-files'), files);
    expect(screen.getByRole('alert')).toHaveTextContent('Se pueden adjuntar hasta 10 archivos.');
    await user.upload(screen.getByTestId('enquiry-files'), files.slice(0, 2));
    const list = screen.getByRole('list', { name: 'Archivos adjuntos' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Quitar f0.pdf' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
