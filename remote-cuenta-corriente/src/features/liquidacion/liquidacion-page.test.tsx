import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPeriod, monthsBefore } from '@portal/shared';
import { installFakeApi, renderScreen } from '@portal/shared/testing';
import LiquidacionPage from './liquidacion-page';

const row = {
  id: 1,
  policyId: '10000001',
  branchCode: '1',
  branchDescription: 'VIDA',
  recruiterName: 'PEREZ JUAN',
  recruiterDni: '20111222',
  productCode: 'VI01',
  productDescription: 'VIDA INDIVIDUAL',
  certificateNumber: 0,
  commissionAmount: 125.5,
  percentage: 10,
  currency: 'ARS',
  premiumSupplement: 50,
  baseCalculation: 1255,
  producerDescription: 'Productor Demo',
  imputationDate: '2026-10-15',
  startDate: '2024-01-01',
  referenceNumber: 'MOV-000000001',
};
/** The grid loads slowly on a busy machine. */
const SLOW = { timeout: 15_000 };

function setup() {
  return installFakeApi({
    'GET producer/GetProducerCodes': () => ({
      json: [{ core: 'VT', producerCodes: [{ id: 'X100', name: 'Productor Demo', core: 'VT' }] }],
    }),
    'GET reports/columnview': () => ({ json: { report: 'settlement', columns: null } }),
    'GET Label/getLabelSection': () => ({ json: { Text: '' } }),
    'GET datos/GetComboValues': () => ({ status: 404, json: { success: false, businessExceptions: [] } }),
    'POST settlement': () => ({
      json: {
        data: [row],
        total: 1,
        sumarizeItems: {
          commissionAmount: { total: 125.5 },
          premiumSupplement: { total: 50 },
          baseCalculation: { total: 1255 },
        },
      },
    }),
  });
}

describe('Liquidación según movimiento CtaCte', () => {
  it('searches the checked producer in the previous month by default, and shows the rows and the sums', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<LiquidacionPage />);
    await user.click(await screen.findByRole('checkbox', { name: '(100) Productor Demo' }, SLOW));
    expect(api.callsTo('POST settlement')).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Fecha' }));
    expect(screen.getByRole('combobox', { name: 'Mes de vigencia' })).toHaveTextContent(
      formatPeriod(monthsBefore(1)[0]),
    );
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.callsTo('POST settlement')).toHaveLength(1), SLOW);
    const previous = monthsBefore(1)[0];
    const from = `${Math.floor(previous / 100)}-${String(previous % 100).padStart(2, '0')}-01`;
    expect(api.callsTo('POST settlement')[0].body).toMatchObject({
      producerId: ['X100'],
      fechaDesde: from,
      offset: 0,
      next: 10,
    });
    const grid = await screen.findByRole('grid', { name: 'Liquidación de comisiones' }, SLOW);
    expect(await within(grid).findByText('PEREZ JUAN', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText(/\$ 125,50/).length).toBeGreaterThan(0);
  });

  it('shows the field messages of 001 §5 and sends nothing', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<LiquidacionPage />);
    await user.click(await screen.findByRole('checkbox', { name: '(100) Productor Demo' }, SLOW));
    await user.click(screen.getByRole('tab', { name: 'Asegurado' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Ana1');
    await user.type(screen.getByRole('textbox', { name: 'DNI' }), '12a');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Solo se admiten letras, espacios y guiones', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Solo se admiten números')).toBeInTheDocument();
    expect(api.callsTo('POST settlement')).toHaveLength(0);
  });
});
