import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatPeriod, monthsBefore } from '@portal/shared';
import { installFakeApi, renderScreen, simulation, simulatorSession } from '@portal/shared/testing';
import EstadoDeCuentaPage from './estado-de-cuenta-page';

const SLOW = { timeout: 15_000 };
const [previous, before] = monthsBefore(2);

function statementOf(periodo: number) {
  const opening = periodo === previous ? 1000 : 400;
  return {
    periodo,
    desde: '2026-10-01',
    hasta: '2026-10-31',
    productor: { cuit: '20-17254359-7', nombre: 'PÉREZ ANA' },
    saldoInicial: opening,
    lineas: [
      {
        id: 'A1',
        fecha: '2026-10-10',
        tipo: 'ajuste',
        concepto: 'Contracargo: AJUSTE POR ANULACIÓN',
        comprobante: 'Ajustes 10/2026',
        origen: { tipoRegistro: null, numero: null, periodo },
        importe: -100,
        saldo: opening - 100,
      },
      {
        id: 'L7-comision',
        fecha: '2026-10-31',
        tipo: 'comision',
        concepto: 'Comisiones liquidadas',
        comprobante: 'Liquidación N° 7',
        origen: { tipoRegistro: 2, numero: 7, periodo: null },
        importe: 500,
        saldo: opening + 400,
      },
    ],
    totales: { comisiones: 500, impuestos: 0, ajustes: -100, retenciones: 0, pagos: 0, creditos: 500, debitos: 100 },
    saldoFinal: opening + 400,
  };
}

function setup() {
  return installFakeApi({
    'GET Settlement/EstadoDeCuenta': ({ query }) => ({ json: statementOf(Number(query.get('periodo'))) }),
    'GET Settlement/DetalleLiquidacion': () => ({
      json: [
        {
          Fecha: '2026-10-31',
          Devengo: 202610,
          MontoNeto: 500,
          IVA: 105,
          Percepcion: 0,
          TotalBR: 605,
          FechaFactura: '2026-11-02',
          ComprobanteTipo: 'FACTURA',
          FacturaTipo: 'A',
          PuntoVenta: 3,
          FacturaNumero: '00000007',
        },
      ],
    }),
  });
}

describe('/estado-de-cuenta', () => {
  it("shows the previous month's statement for the session's CUIT, from 'Saldo inicial' to 'Saldo final'", async () => {
    const api = setup();
    renderScreen(<EstadoDeCuentaPage />);
    const table = await screen.findByRole('table', { name: `Estado de cuenta de ${formatPeriod(previous)}` }, SLOW);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent('Saldo inicial');
    expect(rows[1]).toHaveTextContent('$ 1.000,00');
    expect(rows[2]).toHaveTextContent('Contracargo: AJUSTE POR ANULACIÓN');
    expect(rows[2]).toHaveTextContent('$ 100,00$ 900,00');
    expect(rows[4]).toHaveTextContent('Saldo final');
    expect(rows[4]).toHaveTextContent('$ 1.400,00');
    const [call] = api.callsTo('GET Settlement/EstadoDeCuenta');
    expect(call.query.get('cuit')).toBe('20172543597');
    expect(call.query.get('periodo')).toBe(String(previous));
  });

  it("asks for the simulated producer's statement while simulating", async () => {
    const api = setup();
    renderScreen(<EstadoDeCuentaPage />, { session: simulatorSession, simulation });
    await screen.findByRole('table', undefined, SLOW);
    expect(api.callsTo('GET Settlement/EstadoDeCuenta')[0].query.get('cuit')).toBe(simulation.cuitProducer);
  });

  it('shows the month chosen, and opens a settlement line at its details', async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<EstadoDeCuentaPage />);
    await screen.findByRole('table', undefined, SLOW);
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: formatPeriod(before) }));
    await user.click(screen.getByRole('button', { name: 'Ver estado de cuenta' }));
    const table = await screen.findByRole('table', { name: `Estado de cuenta de ${formatPeriod(before)}` });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('$ 400,00');

    await user.click(within(table).getByRole('button', { name: 'Ver Liquidación N° 7: Comisiones liquidadas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Liquidación N° 7' });
    await user.click(within(dialog).getByRole('button', { name: 'Detalle de liquidación 7' }));
    expect(await within(dialog).findByRole('table', { name: 'Detalle de liquidación 7' })).toHaveTextContent(
      '$ 605,00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
