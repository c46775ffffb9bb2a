import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderScreen } from '@portal/shared/testing';
import RechazosPage from './rechazos-page';

/** The grid and the pickers load slowly on a busy machine. */
const SLOW = { timeout: 15_000 };
const sum = (total: number) => ({ total });

function setup() {
  return installFakeApi({
    'GET producer/GetProducerCodes': () => ({
      json: [{ core: 'VT', producerCodes: [{ id: 'X100', name: 'Productor Demo', core: 'VT' }] }],
    }),
    'GET reports/columnview': () => ({ json: { report: 'rejection', columns: null } }),
    'GET Label/getLabelSection': () => ({ json: { Text: '' } }),
    'GET datos/GetComboValues': () => ({ status: 404, json: { success: false, businessExceptions: [] } }),
    'POST rejection': () => ({
      json: {
        data: [],
        total: 3,
        sumarizeItems: {
          amount: sum(300),
          premium: sum(900),
          lastContributionAmount: sum(1234.5),
          policyBalance: sum(50),
        },
      },
    }),
  });
}

describe('Rechazos por motivo', () => {
  it('shows the sum of every money column in the totals banner, the last contribution amount included (001 §4)', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<RechazosPage />);
    await user.click(await screen.findByRole('checkbox', { name: '(100) Productor Demo' }, SLOW));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.callsTo('POST rejection')).toHaveLength(1), SLOW);
    const totals = await screen.findByRole('region', { name: 'Totales' }, SLOW);
    expect(totals).toHaveTextContent('Total Importe: $ 300,00');
    expect(totals).toHaveTextContent('Total Importe último aporte: $ 1.234,50');
    expect(totals).toHaveTextContent('Total Saldo de póliza: $ 50,00');
  });
});
