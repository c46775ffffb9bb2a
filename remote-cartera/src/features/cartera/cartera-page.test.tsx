import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CarteraPage from './cartera-page';
import { installFakeApi, renderScreen, type Handler } from '@portal/shared/testing';

const baseRow = {
  id: 1,
  policyNumber: '1001',
  certificateNumber: 0,
  policyType: 'INDIVIDUAL',
  showCertificados: false,
  showAsegurados: false,
  core: 'EOS',
  plan_Codigo: 'ZZZ',
  producto_Codigo_VT: 'P1',
  poliza_Numero_FRMT: '0001-1001',
  facturacion_Tipo: 'M',
  productDescription: 'Vida Individual',
  plan_Descripcion: 'Plan A',
  recruiterName: 'PEREZ JUAN',
  recruiterDni: '20111222',
  producerId: '100',
  producerDescription: 'Productor Demo',
  premium: 1234.56,
  reward: 100,
  currency: 'ARS',
  issueDate: '2024-03-05',
  status: 0,
  lastStatusDate: null,
  lastBilledPeriod: 202402,
  paymentMethod: 'Tarjeta',
  startDate: '2024-03-05',
  endDate: null,
  sysDate: null,
  branchDescription: 'Vida',
  agre_Base_Key: 'K1001',
  ramo: '1',
  company: 'VT',
};

function setup(rows = [baseRow], extra: Record<string, Handler> = {}) {
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return installFakeApi({
    'GET producer/GetProducerCodes': () => ({
      json: [
        { core: 'VT', producerCodes: [{ id: 'X100', name: 'Productor Demo|extra', core: 'VT' }] },
        { core: 'EOS', producerCodes: [{ id: '200', name: 'Otro', core: 'EOS' }] },
      ],
    }),
    'GET reports/columnview': () => ({ json: { report: 'portfolio', columns: null } }),
    'POST reports/columnview': () => ({ json: { success: true } }),
    'GET Label/getLabelSection': () => ({ json: { text: '' } }),
    'GET datos/GetComboValues': () => ({ status: 404, json: { success: false, businessExceptions: [] } }),
    'POST portfolio': () => ({
      json: {
        data: rows,
        total: rows.length,
        labels: { Productos: { P1: 'VIDA INDIVIDUAL' }, Estados: { 0: 'VIGENTE' } },
      },
    }),
    'POST portfolio/totales': () => ({
      json: {
        total: rows.length,
        sumarizeItems: {
          Premium: { total: 1234.56 },
          Reward: { total: 100 },
          PremiumUSD: { total: 0 },
          RewardUSD: { total: 5 },
        },
      },
    }),
    'POST portfolio/export': () => ({ blob: new Blob(['xlsx']), fileName: 'Cartera.xlsx' }),
    'GET producer/GetRoles': () => ({
      json: [
        { roles: [{ rol: 'TITULAR', nombre: 'PEREZ JUAN', fechaNacimiento: '1980-01-02', documento: '20111222' }] },
      ],
    }),
    'GET producer/GetFacturas': () => ({
      json: [
        {
          facturas: [
            {
              id: 55,
              numero: 'F-55',
              fechaEmision: '2024-01-01',
              vigenciaDesde: null,
              vigenciaHasta: null,
              ultimaAplicacion: null,
              fechaVencimiento: null,
              premio: 10,
              saldoPendiente: 0,
              estado: 'PAGA',
            },
          ],
        },
      ],
    }),
    'GET producer/GetPremioAgrupado': () => ({
      json: [{ premioAgrupado: [{ concepto: 'PR', descripcion: 'Prima', importe: 1234.56 }], total: 1234.56 }],
    }),
    'GET portfolio/individualcertificate': () => ({ json: { success: true, businessExceptions: [] } }),
    'GET portfolio/certificate': () => ({ blob: new Blob(['%PDF']), fileName: '1001.pdf' }),
    ...extra,
  });
}

async function chooseProducerAndSearch(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: '(100) Productor Demo' }));
  await user.click(screen.getByRole('button', { name: 'Buscar' }));
}

// The grid, the tree and MUI's inputs make each case a few seconds in jsdom.
jest.setTimeout(60_000);

describe('/cartera', () => {
  it('offers only non-EOS producers and keeps the search off until one is checked', async () => {
    setup();
    renderScreen(<CarteraPage />);
    expect(await screen.findByRole('checkbox', { name: '(100) Productor Demo' })).toBeInTheDocument();
    expect(screen.queryByText(/Otro/)).not.toBeInTheDocument();
    expect(screen.getByText('VIDA Y GENERALES')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled();
    expect(screen.getByText('Primero debés elegir un productor de la selección de Productores')).toBeInTheDocument();
  });

  it('names the five search tabs as 001 §2 does', async () => {
    setup();
    renderScreen(<CarteraPage />);
    const tabs = within(await screen.findByRole('tablist', { name: 'Filtros de búsqueda' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Filtro por Productor',
      'Filtro por Fecha',
      'Filtro por Producto',
      'Filtro por Póliza',
      'Filtro por Cliente',
    ]);
  });

  it('searches the checked producers from the first page and shows rows with their labels and the totals', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await chooseProducerAndSearch(user);
    await waitFor(() => expect(api.callsTo('POST portfolio')).toHaveLength(1));
    const body = api.callsTo('POST portfolio')[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      producerId: ['X100'],
      producerCuit: '20172543597',
      offset: 0,
      next: 10,
      sort: [],
      gridFilters: [],
    });
    expect(body).not.toHaveProperty('certificado');
    const grid = await screen.findByRole('grid', { name: 'Resultados de la búsqueda de cartera' });
    expect(await within(grid).findByText('0001-1001')).toBeInTheDocument();
    expect(within(grid).getByText('VIDA INDIVIDUAL')).toBeInTheDocument();
    expect(within(grid).getByText('VIGENTE')).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totales' });
    expect(totals).toHaveTextContent('Total Premio: $ 1.234,56');
    expect(totals).toHaveTextContent('Total USD Prima: $ 5,00');
    expect(totals).not.toHaveTextContent('Total USD Premio');
  });

  it('a new search asks only for itself; the same search again is asked again', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await chooseProducerAndSearch(user);
    await waitFor(() => expect(api.callsTo('POST portfolio')).toHaveLength(1));
    await user.click(screen.getByRole('tab', { name: 'Filtro por Póliza' }));
    await user.type(screen.getByRole('textbox', { name: 'Certificado' }), '7');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.callsTo('POST portfolio')).toHaveLength(2));
    expect(api.callsTo('POST portfolio')[1].body).toMatchObject({ certificado: 7 });
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.callsTo('POST portfolio')).toHaveLength(3));
    expect(api.callsTo('POST portfolio')[2].body).toMatchObject({ certificado: 7 });
  });

  it('shows the field message and sends nothing when a filter breaks the rules', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await user.click(await screen.findByRole('checkbox', { name: '(100) Productor Demo' }));
    await user.click(screen.getByRole('tab', { name: 'Filtro por Póliza' }));
    await user.type(screen.getByRole('textbox', { name: 'Certificado' }), '12a');
    await user.click(screen.getByRole('tab', { name: 'Filtro por Cliente' }));
    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Juan2');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await screen.findByText('Solo se admiten letras, espacios y guiones')).toBeInTheDocument();
    expect(screen.getByText('Solo se admiten números')).toBeInTheDocument();
    expect(api.callsTo('POST portfolio')).toHaveLength(0);
  });

  it('sends the certificate as an integer and dates as ISO days', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await user.click(await screen.findByRole('checkbox', { name: '(100) Productor Demo' }));
    await user.click(screen.getByRole('tab', { name: 'Filtro por Fecha' }));
    await user.type(screen.getByRole('textbox', { name: 'Fecha desde' }), '01/02/2024');
    await user.click(screen.getByRole('tab', { name: 'Filtro por Póliza' }));
    await user.type(screen.getByRole('textbox', { name: 'Certificado' }), '0042');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(api.callsTo('POST portfolio')).toHaveLength(1));
    expect(api.callsTo('POST portfolio')[0].body).toMatchObject({ fechaDesde: '2024-02-01', certificado: 42 });
  });

  it("exports the result as 'Cartera.xlsx' with the visible columns and the filters text", async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await chooseProducerAndSearch(user);
    await screen.findByText('0001-1001');
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(api.callsTo('POST portfolio/export')).toHaveLength(1));
    const body = api.callsTo('POST portfolio/export')[0].body as { filters: string; columns: { field: string }[] };
    expect(body.filters).toContain('(100) Productor Demo');
    expect(body.columns.map((c) => c.field)).toContain('premium');
    expect(body.columns.map((c) => c.field)).not.toContain('core');
    await user.click(screen.getByRole('button', { name: 'Ver filtros aplicados' }));
    expect(screen.getByTestId('applied-filters')).toHaveTextContent('Productor: (100) Productor Demo');
  });

  it('loads a detail section once, when first opened, and nests the premium composition under billing', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await chooseProducerAndSearch(user);
    await user.click(await screen.findByRole('button', { name: 'Expandir fila' }));
    const detail = await screen.findByRole('region', { name: 'Detalle de la fila 1' });
    expect(
      within(detail).getByText('Algunas secciones de la póliza se encuentran temporalmente deshabilitadas.'),
    ).toBeInTheDocument();
    expect(within(detail).queryByText('Certificados')).not.toBeInTheDocument();
    expect(api.callsTo('GET producer/GetRoles')).toHaveLength(0);
    const family = within(detail).getByRole('button', { name: 'Grupo Familiar' });
    await user.click(family);
    expect(await within(detail).findByText('TITULAR')).toBeInTheDocument();
    await user.click(family);
    await user.click(family);
    expect(api.callsTo('GET producer/GetRoles')).toHaveLength(1);
    expect(api.callsTo('GET producer/GetRoles')[0].query.get('poliza')).toBe('1');

    await user.click(within(detail).getByRole('button', { name: 'Facturación' }));
    expect(await within(detail).findByText('Factura F-55')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Composición de Premio' }));
    expect(await within(detail).findByText('Prima')).toBeInTheDocument();
    expect(api.callsTo('GET producer/GetPremioAgrupado')[0].query.get('factura')).toBe('55');
  });

  it('mails the individual certificate of a VT policy and says where it goes', async () => {
    const api = setup([{ ...baseRow, core: 'VT' }]);
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await chooseProducerAndSearch(user);
    await user.click(await screen.findByRole('button', { name: 'Enviar certificado individual por correo' }));
    expect(
      await screen.findByText('En unos minutos recibirá el certificado en el correo electrónico ana@example.com.'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET portfolio/individualcertificate')[0].query.get('email')).toBe('ana@example.com');
  });

  it('keeps the certificate download off for a non-VT policy outside the listed plans', async () => {
    setup([{ ...baseRow, core: 'EOS', plan_Codigo: 'ZZZ' }]);
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await chooseProducerAndSearch(user);
    expect(await screen.findByRole('button', { name: 'Descargar certificado' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Certificado de asegurados (CCG)' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enviar certificado individual por correo' })).not.toBeInTheDocument();
  });

  it("downloads the certificate PDF of an allowed policy and confirms it under 'Certificado generado con éxito'", async () => {
    const api = setup([{ ...baseRow, core: 'EOS', plan_Codigo: '62' }]);
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await chooseProducerAndSearch(user);
    await user.click(await screen.findByRole('button', { name: 'Descargar certificado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Certificado generado con éxito' });
    expect(within(dialog).getByText('Certificado generado correctamente.')).toBeInTheDocument();
    expect(api.callsTo('GET portfolio/certificate')[0].query.get('polizaId')).toBe('1');
  });

  it('saves the chosen column view on the server and applies it to the grid', async () => {
    const api = setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await chooseProducerAndSearch(user);
    const grid = await screen.findByRole('grid', { name: 'Resultados de la búsqueda de cartera' });
    expect(await within(grid).findByRole('columnheader', { name: 'Póliza' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Administrar columnas' }));
    await user.click(await screen.findByRole('button', { name: 'Ocultar Póliza' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.callsTo('POST reports/columnview')).toHaveLength(1));
    const body = api.callsTo('POST reports/columnview')[0].body as {
      report: string;
      columns: { name: string; show: boolean }[];
    };
    expect(body.report).toBe('portfolio');
    expect(body.columns.find((c) => c.name === 'poliza_Numero_FRMT')?.show).toBe(false);
    await waitFor(() => expect(within(grid).queryByRole('columnheader', { name: 'Póliza' })).not.toBeInTheDocument());
  });

  it("opens 'Información detallada' with the policy and insured tabs filled from the row", async () => {
    setup();
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await chooseProducerAndSearch(user);
    await user.click(await screen.findByRole('button', { name: 'Información detallada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Información detallada' });
    expect(within(dialog).getByText('VIDA INDIVIDUAL')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Información de la póliza' }));
    expect(within(dialog).getByText('0001-1001')).toBeInTheDocument();
    expect(within(dialog).getByText('Febrero, 2024')).toBeInTheDocument();
    // 001 §3: a missing date reads '-'.
    expect(within(dialog).getByText('Fecha último estado').closest('tr')).toHaveTextContent(/^Fecha último estado-$/);
    expect(within(dialog).getByText('Fecha de emisión').closest('tr')).toHaveTextContent(
      /^Fecha de emisión05\/03\/2024$/,
    );
    await user.click(within(dialog).getByRole('tab', { name: 'Información del asegurado' }));
    expect(within(dialog).getByText('20111222')).toBeInTheDocument();
  });

  it("opens 'Información detallada' of the policy a link names (the header's quick search), after searching its number and certificate", async () => {
    const api = setup([{ ...baseRow, id: 2, certificateNumber: 1 }, baseRow]);
    renderScreen(<CarteraPage />, { path: '/cartera?poliza=1001&certificado=0&detalle=1' });
    const dialog = await screen.findByRole('dialog', { name: 'Información detallada' });
    expect(within(dialog).getByText('PEREZ JUAN')).toBeInTheDocument();
    expect(api.callsTo('POST portfolio')[0].body).toMatchObject({ poliza: '1001', certificado: 0, producerId: [] });
  });

  it('forgets the linked policy once its search answers without it, so a later search does not open it', async () => {
    const linked = { ...baseRow, id: 7, certificateNumber: 3, poliza_Numero_FRMT: '0001-1007' };
    // The link's search answers without the policy (as if it were past the first page); the next search has it.
    let answers = 0;
    const api = setup([baseRow], {
      'POST portfolio': () => ({
        json: { data: answers++ === 0 ? [baseRow] : [linked], total: 1, labels: { Productos: {}, Estados: {} } },
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />, { path: '/cartera?poliza=1001&certificado=3&detalle=7' });
    await screen.findByRole('button', { name: 'Información detallada' });
    await chooseProducerAndSearch(user);
    expect(await screen.findByText('0001-1007')).toBeInTheDocument();
    expect(api.callsTo('POST portfolio')).toHaveLength(2);
    expect(screen.queryByRole('dialog', { name: 'Información detallada' })).not.toBeInTheDocument();
  });

  it('offers Certificados only for policies with showCertificados', async () => {
    setup([{ ...baseRow, showCertificados: true, policyType: 'COLECTIVA' }]);
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await chooseProducerAndSearch(user);
    await user.click(await screen.findByRole('button', { name: 'Expandir fila' }));
    const detail = await screen.findByRole('region', { name: 'Detalle de la fila 1' });
    expect(within(detail).getByRole('button', { name: 'Certificados' })).toBeInTheDocument();
  });

  it("exports a policy's certificates, and says 'Error en la descarga del archivo' when the file does not come", async () => {
    setup([{ ...baseRow, showCertificados: true, policyType: 'COLECTIVA' }], {
      'GET datos/CertificadosIndividuales': (request) =>
        request.query.get('export') === 'true'
          ? { status: 500, json: { success: false, businessExceptions: [] } }
          : {
              json: [
                {
                  certificados: [
                    {
                      Certificado: 7,
                      Asegurado: 'GOMEZ ANA',
                      DNI: '30111222',
                      Desc_grupo: 'Docente',
                      Fecha_nacimiento: '1980-01-02',
                    },
                  ],
                },
              ],
            },
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<CarteraPage />);
    await chooseProducerAndSearch(user);
    await user.click(await screen.findByRole('button', { name: 'Expandir fila' }));
    const detail = await screen.findByRole('region', { name: 'Detalle de la fila 1' });
    await user.click(within(detail).getByRole('button', { name: 'Certificados' }));
    expect(await within(detail).findByText('GOMEZ ANA')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Exportar certificados' }));
    expect((await screen.findByText('Error en la descarga del archivo')).closest('[role="alert"]')).not.toBeNull();
  });
});
