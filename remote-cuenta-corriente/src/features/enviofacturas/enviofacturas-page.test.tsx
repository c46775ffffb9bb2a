import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPeriod, monthsBefore, periodBounds } from '@portal/shared';
import { installFakeApi, producerSession, renderScreen, simulation, simulatorSession } from '@portal/shared/testing';
import EnviofacturasPage from './enviofacturas-page';

// The upload goes through XMLHttpRequest for its progress (the e2e spec sends real files): here it answers ids.
jest.mock('./api/upload-invoice-files', () => ({
  uploadInvoiceFiles: jest.fn(async (files: File[], onProgress: (p: number) => void) => {
    onProgress(100);
    return files.map((f, i) => ({ id: 70 + i, fileName: f.name, size: f.size }));
  }),
}));

const SEND_RULE =
  'Debe ingresar al menos 1 factura, seleccionando Empresa, Rama, Mes de Liquidación, Importe a facturar, y al 1 o más archivos adjuntos.';
const SLOW = { timeout: 15_000 };

function setup() {
  return installFakeApi({
    'GET invoice/GetInvoiceAmount': () => ({ json: 1500.5 }),
    'GET invoice/GetResumenInvoiceAmount': () => ({
      json: {
        Resumen: [{ IdRama: 2, Importe: 1500.5, ImporteString: '$ 1.500,50' }],
        FechaDesde: '2026-10-01',
        FechaHasta: '2026-10-31',
      },
    }),
    'POST invoice/send': () => ({
      json: { success: true, message: 'Los documentos se han enviado satisfactoriamente', businessExceptions: [] },
    }),
  });
}

async function addInvoice(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: /Empresa/ }, SLOW));
  await user.click(screen.getByRole('option', { name: 'VT' }));
  await user.click(screen.getByRole('combobox', { name: /Rama/ }));
  // VT bills Vida y Sepelio and AP; Retiro is RVT's.
  expect(screen.queryByRole('option', { name: 'Retiro' })).toBeNull();
  await user.click(screen.getByRole('option', { name: 'Vida y Sepelio' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /Importe a facturar/ })).toHaveValue('$ 1.500,50'));
  await user.upload(
    screen.getByLabelText('Adjuntar archivos', { selector: 'input' }),
    new File(['%PDF-1.4'], 'factura.pdf', { type: 'application/pdf' }),
  );
  await user.click(await screen.findByRole('button', { name: 'Agregar factura' }));
}

describe('/enviofacturas', () => {
  it('refuses to send without an invoice, with the spec message, and sends nothing', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnviofacturasPage />);
    await user.click(await screen.findByRole('button', { name: 'Enviar facturas' }, SLOW));
    expect(await screen.findByText(SEND_RULE)).toBeInTheDocument();
    expect(api.callsTo('POST invoice/send')).toHaveLength(0);
  });

  it('adds an invoice to the list, hides the form and offers a new one', async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnviofacturasPage />);
    await addInvoice(user);
    expect(screen.queryByRole('button', { name: 'Agregar factura' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cargar nueva factura' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Facturas a enviar' })).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('Vida y Sepelio');
    expect(rows[1]).toHaveTextContent('factura.pdf');
  });

  it("asks a simulator to confirm before sending in the producer's name; cancelling sends nothing", async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnviofacturasPage />, { session: simulatorSession, simulation });
    await addInvoice(user);
    await user.click(screen.getByRole('button', { name: 'Enviar facturas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Atención' });
    expect(dialog).toHaveTextContent(
      'Está operando como simulador en nombre del productor. ¿Confirma el envío de las facturas?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST invoice/send')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Enviar facturas' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Atención' })).getByRole('button', { name: 'Confirmar' }),
    );
    await waitFor(() => expect(api.callsTo('POST invoice/send')).toHaveLength(1));
    expect(api.callsTo('POST invoice/send')[0].body).toMatchObject({
      Invoices: [{ Company: 'VT', Department: 2, Amount: 1500.5, Files: [70], UserId: simulation.userIdProducer }],
    });
  });

  it('after a successful send empties the list, shows the form again and the success banner', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnviofacturasPage />);
    await addInvoice(user);
    await user.click(screen.getByRole('button', { name: 'Enviar facturas' }));
    expect(
      await screen.findByText(
        'Los documentos se han enviado satisfactoriamente. Recibirá un email con la documentación enviada.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST invoice/send')).toHaveLength(1);
    expect(within(screen.getByRole('table', { name: 'Facturas a enviar' })).getAllByRole('row')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Agregar factura' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar nueva factura' })).toBeNull();
  });

  it('reloads the summary for the month picked in the form (001 §4)', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<EnviofacturasPage />);
    const [previous, before] = monthsBefore(12);
    expect(
      await screen.findByRole('heading', { name: `Resumen del período: ${formatPeriod(previous)}` }, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Mes de Liquidación/ }));
    await user.click(screen.getByRole('option', { name: formatPeriod(before) }));
    expect(
      await screen.findByRole('heading', { name: `Resumen del período: ${formatPeriod(before)}` }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        api
          .callsTo('GET invoice/GetResumenInvoiceAmount')
          .some((c) => c.query.get('fechaDesde') === periodBounds(before).from),
      ).toBe(true),
    );
  });

  it("shows a direct-payment producer's pending and permitted invoice counts from the login data, and nobody else's", async () => {
    setup();
    const { unmount } = renderScreen(<EnviofacturasPage />, {
      session: {
        ...producerSession,
        descripcionTipoDePago: 'Pago directo',
        cantidadFacturasPendientes: 2,
        cantidadFacturasPendientesPermitidas: 3,
      },
    });
    expect(await screen.findByText('Facturas pendientes: 2 de 3 permitidas.', {}, SLOW)).toBeInTheDocument();
    unmount();
    renderScreen(<EnviofacturasPage />, {
      session: { ...producerSession, cantidadFacturasPendientes: 2, cantidadFacturasPendientesPermitidas: 3 },
    });
    await screen.findByRole('button', { name: 'Enviar facturas' }, SLOW);
    expect(screen.queryByText(/Facturas pendientes/)).toBeNull();
  });
});
