import { screen, within } from '@testing-library/react';
import { producerSession, simulation, simulatorSession } from '../../../testing/fixtures';
import { businessError, fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { givenSignedIn, renderRoute, resetPortal } from '../../../testing/render-route';
import { quickLinks } from './quick-access-card';

beforeEach(resetPortal);

const manager = {
  success: true,
  id: 3,
  name: 'Laura',
  lastName: 'Gómez',
  telephone: '+54 11 4444-5555',
  email: 'lgomez@aseguradora.com.ar',
  avatar: null,
};
const producer = {
  success: true,
  user: {
    id: 10,
    Name: 'ANA',
    LastName: 'PÉREZ',
    CUIT: '20172543597',
    Email: 'ana@example.com',
    Telephone: '1144556677',
    TelephoneCompany: 2,
    Avatar: null,
    AccountManagerId: 3,
  },
  name: 'ANA',
  lastName: 'PÉREZ',
  telephone: '1144556677',
  email: 'ana@example.com',
};

function server(managerAnswer: FakeAnswer = { body: manager }) {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/producer/GetAccountManagerByCuit': managerAnswer,
    'GET /api/producer/GetProducerById': { body: producer },
  });
}

async function card(name: string) {
  return screen.findByRole('region', { name });
}

describe('/home', () => {
  it("shows 'Mis datos' with name, phone and e-mail", async () => {
    server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    const myData = await card('Mis datos');
    expect(myData).toHaveTextContent('Ana Pérez');
    expect(await within(myData).findByText(/1144556677/)).toBeInTheDocument();
    expect(myData).toHaveTextContent('ana@example.com');
    expect(within(myData).queryByTestId('represented-cuit')).not.toBeInTheDocument();
  });

  it('shows a Gestor the represented CUIT and asks for that CUIT’s account manager', async () => {
    const api = server();
    givenSignedIn(
      { ...producerSession, cuit: '27301112225', rol: 'Gestor', reportTo: '20172543597' },
      { permissions: ['Home'] },
    );
    renderRoute('/home');
    expect(await screen.findByTestId('represented-cuit')).toHaveTextContent('CUIT representado: 20-17254359-7');
    await within(await card('Mi ejecutivo de cuenta')).findByText(/Laura Gómez/);
    expect(api.to('/api/producer/GetAccountManagerByCuit')[0].url.searchParams.get('cuit')).toBe('20172543597');
  });

  it('shows the account manager with the phone as a chat link without +, - and spaces', async () => {
    server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    const section = await card('Mi ejecutivo de cuenta');
    expect(within(section).getByText('Cargando datos...')).toBeInTheDocument();
    const chat = await within(section).findByRole('link', { name: /Enviar mensaje/ });
    expect(chat).toHaveAttribute('href', 'https://wa.me/541144445555');
    expect(section).toHaveTextContent('lgomez@aseguradora.com.ar');
  });

  it("reads 'Sin datos' for missing values", async () => {
    server({ body: { ...manager, telephone: null, email: '' } });
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    const section = await card('Mi ejecutivo de cuenta');
    await within(section).findByText(/Laura Gómez/);
    expect(within(section).getAllByText(/Sin datos/)).toHaveLength(2);
  });

  it.each([
    [
      'an answer of success false',
      { status: 200, body: { success: false, businessExceptions: [] } },
      'No se pudo procesar la información',
    ],
    ['a non-OK answer', businessError('Servicio no disponible', undefined, 503), 'Servicio no disponible'],
  ])('shows the account manager error for %s', async (_, answer, text) => {
    server(answer as FakeAnswer);
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    expect(await within(await card('Mi ejecutivo de cuenta')).findByRole('alert')).toHaveTextContent(text);
  });

  it("shows 'Error inesperado al obtener los datos' when the call fails without an answer", async () => {
    server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    const realFetch = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('GetAccountManagerByCuit')) throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    }) as typeof fetch;
    renderRoute('/home');
    expect(await within(await card('Mi ejecutivo de cuenta')).findByRole('alert')).toHaveTextContent(
      'Error inesperado al obtener los datos',
    );
  });

  it("uses the chosen producer's data for a simulating simulator", async () => {
    const api = server();
    givenSignedIn(simulatorSession, { simulation, permissions: ['Home'] });
    renderRoute('/home');
    expect(await card('Mis datos')).toHaveTextContent('ANA PÉREZ');
    await within(await card('Mi ejecutivo de cuenta')).findByText(/Laura Gómez/);
    expect(api.to('/api/producer/GetProducerById')[0].url.searchParams.get('userId')).toBe('10');
  });
});

describe('quickLinks', () => {
  it("gives administrators 'Administrar simuladores'", () => {
    expect(quickLinks(3, [])).toEqual([{ label: 'Administrar simuladores', to: '/admin-users' }]);
  });

  it("gives others their permitted screens, never 'Inicio' nor external sites", () => {
    expect(quickLinks(1, ['Home', 'BusquedaCartera', 'URLCanales'])).toEqual([
      { label: 'Cartera actual', to: '/cartera' },
      { label: 'Marketing', to: '/news' },
    ]);
  });
});
