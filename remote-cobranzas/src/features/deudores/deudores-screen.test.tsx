import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderScreen } from '@portal/shared/testing';
import { DeudoresScreen } from './deudores-screen';

const row = {
  id: 1,
  recruiterName: 'PEREZ JUAN',
  expirationDate: '2026-08-10',
  daysExpiredAmount: 112,
  outstandingBalance: 3000,
  expired30Days: 1000,
  expired60Days: 1000,
  expired90Days: 0,
  expiredMoreThan90Days: 1000,
  toExpire: 0,
  productCode: 'VI01',
  productDescription: 'VIDA INDIVIDUAL',
  branchCode: '1',
  branchDescription: 'VIDA',
  reference: 'AB1',
  policyNumber: '10000001',
  certificateNumber: 1,
  receiptNumber: '000000000101',
  paymentMethod: 'DÉBITO AUTOMÁTICO',
  recruiterDni: '20111222',
  producerId: 'X100',
  producerDescription: 'Productor Demo',
  issueDate: '2024-01-01',
  startDate: '2024-01-01',
  endDate: null,
  reward: 100,
  premium: 1000,
  cutDate: '2026-11-30',
  initCertificateDate: '2024-01-01',
  initAnnuityDate: null,
  lastPaymentDate: '2026-07-12',
  currency: 'ARS',
  changeFactor: 1,
  stateCertificate: 'SUSPENDIDO POR DEUDA',
  yearMonth: 202611,
};
const sum = (total: number) => ({ total });
/** The grid and the pickers load slowly on a busy machine. */
const SLOW = { timeout: 15_000 };

function setup() {
  return installFakeApi({
    'GET producer/GetProducerCodes': () => ({
      json: [
        { core: 'RVT', producerCodes: [{ id: 'X900', name: 'Retiro Demo', core: 'RVT' }] },
        {
          core: 'VT',
          producerCodes: [
            { id: 'X100', name: 'Productor Demo|extra', core: 'VT' },
            { id: 'X101', name: 'Otro VT', core: 'VT' },
          ],
        },
      ],
    }),
    'GET reports/columnview': () => ({ json: { report: 'debtors', columns: null } }),
    'GET Label/getLabelSection': () => ({ json: { Text: '' } }),
    'GET datos/GetComboValues': () => ({ status: 404, json: { success: false, businessExceptions: [] } }),
    'POST debtors': (request) => {
      const soon = (request.body as { proximasAnularse: boolean }).proximasAnularse;
      return {
        json: {
          data: soon ? [row] : [row, { ...row, id: 2, policyNumber: '10000002', daysExpiredAmount: 20 }],
          total: soon ? 1 : 2,
          labels: { Productos: { VI01: 'VIDA INDIVIDUAL' }, Ramos: { 1: 'VIDA' } },
          cutDate: '2026-11-30',
          sumarizeItems: {
            outstandingBalance: sum(3000),
            expired30Days: sum(1000),
            expired60Days: sum(1000),
            expired90Days: sum(0),
            expiredMoreThan90Days: sum(1000),
            toExpire: sum(0),
          },
        },
      };
    },
  });
}

describe('Deudores por premio', () => {
  it('searches nothing until a producer is checked, then the period with its cut date; the checkbox narrows the rows at once', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<DeudoresScreen />);
    await user.click(await screen.findByRole('checkbox', { name: '(100) Productor Demo' }, SLOW));
    expect(api.callsTo('POST debtors')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.callsTo('POST debtors')).toHaveLength(1), SLOW);
    expect(api.callsTo('POST debtors')[0].body).toMatchObject({
      producerId: ['X100'],
      proximasAnularse: false,
      offset: 0,
      next: 10,
    });
    expect((api.callsTo('POST debtors')[0].body as { vigencia: number }).vigencia).toBeGreaterThanOrEqual(202108);
    expect(await screen.findByText('Fecha de corte: 30/11/2026', {}, SLOW)).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Resultados de deudores por premio' }, SLOW);
    expect(await within(grid).findByText('10000002', {}, SLOW)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Ver sólo pólizas próximas a anularse' }));
    await waitFor(() => expect(api.callsTo('POST debtors')).toHaveLength(2), SLOW);
    expect(api.callsTo('POST debtors')[1].body).toMatchObject({ proximasAnularse: true, offset: 0 });
    await waitFor(() => expect(within(grid).queryByText('10000002')).not.toBeInTheDocument(), SLOW);
    expect(within(grid).getByText('10000001')).toBeInTheDocument();
  });

  it('on /deudores-policyExpired checks the first VT producer and searches by itself, only the policies about to be cancelled', async () => {
    const api = setup();
    renderScreen(<DeudoresScreen policyExpired />);
    await waitFor(() => expect(api.callsTo('POST debtors')).toHaveLength(1), SLOW);
    expect(api.callsTo('POST debtors')[0].body).toMatchObject({ producerId: ['X100'], proximasAnularse: true });
    expect(await screen.findByRole('checkbox', { name: '(100) Productor Demo' }, SLOW)).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ver sólo pólizas próximas a anularse' })).toBeChecked();
  });

  it('shows the field message and sends nothing for a certificate that is not digits', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<DeudoresScreen />);
    await user.click(await screen.findByRole('checkbox', { name: '(100) Productor Demo' }, SLOW));
    await user.click(screen.getByRole('tab', { name: 'Póliza' }));
    await user.type(screen.getByRole('textbox', { name: 'Certificado' }), '1a');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Solo se admiten números', {}, SLOW)).toBeInTheDocument();
    expect(api.callsTo('POST debtors')).toHaveLength(0);
  });
});
