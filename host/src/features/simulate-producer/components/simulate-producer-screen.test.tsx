import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { businessError, fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { simulatorSession } from '../../../testing/fixtures';
import { givenSignedIn, renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

const items = Array.from({ length: 60 }, (_, i) => ({
  id: String(20100000000 + i),
  value: `ANA PRODUCTORA ${i}`,
  message: i === 0 ? 'U' : '',
}));

function simulateAnswer() {
  return {
    success: true,
    userId: 10,
    name: 'ANA PÉREZ',
    userFirstName: 'ANA',
    userLastName: 'PÉREZ',
    cuit: '20172543597',
    unregistered: false,
    reportTo_Cuit: null,
    sysData: {
      cantidadFacturasPendientes: 0,
      cantidadFacturasPendientesPermitidas: 0,
      descripcionTipoDePago: null,
      emails: [],
    },
    roles: ['Home', 'BusquedaCartera'],
    businessExceptions: [],
  };
}

function server(simulate: FakeAnswer = { body: simulateAnswer() }) {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/datos/GetAutocompleteValues': { body: { items, total_count: 60 } },
    'POST /api/simulator/simulateproducer': simulate,
    'GET /api/login/getroles': { body: [] },
  });
}

async function openScreen() {
  givenSignedIn(simulatorSession);
  const view = renderRoute('/simulate-producer');
  await screen.findByRole('heading', { name: 'Simular productor' });
  return view;
}

describe('/simulate-producer', () => {
  it('searches by name in upper case once 2 characters are typed, 50 per page, and shows 49', async () => {
    const api = server();
    await openScreen();
    await userEvent.click(screen.getByLabelText('Nombre'));
    const field = screen.getByRole('combobox', { name: /Nombre del productor/ });
    await userEvent.type(field, 'a');
    await new Promise((r) => setTimeout(r, 500));
    expect(api.to('/api/datos/GetAutocompleteValues')).toHaveLength(0);
    await userEvent.type(field, 'na');
    await waitFor(() => expect(api.to('/api/datos/GetAutocompleteValues')).toHaveLength(1));
    expect(Object.fromEntries(api.to('/api/datos/GetAutocompleteValues')[0].url.searchParams)).toEqual({
      e: 'Productor_NOMBRE',
      q: 'ANA',
      page: '1',
      per_page: '50',
    });
    expect(await screen.findAllByRole('option')).toHaveLength(49);
  });

  it('warns about an unregistered producer, simulates it and goes home with the chip', async () => {
    const api = server();
    const { router } = await openScreen();
    await userEvent.click(screen.getByLabelText('Nombre'));
    await userEvent.type(screen.getByRole('combobox', { name: /Nombre del productor/ }), 'ana');
    await userEvent.click(await screen.findByRole('option', { name: /ANA PRODUCTORA 0\b/ }));
    expect(screen.getByText(/algunas opciones pueden no estar disponibles/)).toBeInTheDocument();
    expect(screen.getByText(/afectarán los datos del productor ANA PRODUCTORA 0/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.to('/api/simulator/simulateproducer')[0].body).toEqual({ Cuit: '20100000000', UserId: 50 });
    expect(useSessionStore.getState()).toMatchObject({
      simulation: { userIdProducer: 10, userNameProducer: 'ANA PÉREZ', cuitProducer: '20172543597' },
      permissions: ['Home', 'BusquedaCartera'],
    });
    expect(await screen.findByText('Simulando productor (ANA PÉREZ) 20-17254359-7')).toBeInTheDocument();
  });

  it('simulates by a typed CUIT without dashes in the search', async () => {
    const api = server();
    await openScreen();
    await userEvent.type(screen.getByRole('combobox', { name: /CUIT del productor/ }), '20172543597');
    await waitFor(() =>
      expect(api.to('/api/datos/GetAutocompleteValues').at(-1)?.url.searchParams.get('q')).toBe('20172543597'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
    await waitFor(() => expect(api.to('/api/simulator/simulateproducer')).toHaveLength(1));
    expect(api.to('/api/simulator/simulateproducer')[0].body).toMatchObject({ Cuit: '20172543597' });
  });

  it('rejects an invalid CUIT and a name that was not picked from the list', async () => {
    const api = server();
    await openScreen();
    await userEvent.type(screen.getByRole('combobox', { name: /CUIT del productor/ }), '20172543596');
    await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByText('El CUIT ingresado es inválido')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Nombre'));
    await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByText('Debe seleccionar un productor de la lista')).toBeInTheDocument();
    expect(api.to('/api/simulator/simulateproducer')).toHaveLength(0);
  });

  it("shows a refused simulation under 'Error al simular productor'", async () => {
    server(businessError('El productor está inactivo'));
    await openScreen();
    await userEvent.type(screen.getByRole('combobox', { name: /CUIT del productor/ }), '20172543597');
    await userEvent.click(screen.getByRole('button', { name: 'Simular' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error al simular productor');
    expect(alert).toHaveTextContent('El productor está inactivo');
  });

  it("offers the 'Opciones avanzadas' card with 'Avanzado' to /avanzadas", async () => {
    server();
    await openScreen();
    expect(screen.getByRole('heading', { name: 'Opciones avanzadas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Avanzado' })).toHaveAttribute('href', '/avanzadas');
  });
});
