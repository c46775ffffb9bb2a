import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { fakeApi } from '../../testing/fake-api';
import { producerSession, simulation, simulatorSession } from '../../testing/fixtures';
import { givenSignedIn, renderRoute, resetPortal } from '../../testing/render-route';

beforeEach(resetPortal);

// The remote parts of the header stand in as markers: what matters here is which ones the header asks for.
jest.mock('../../components/remote-component', () => ({
  RemoteComponent: ({ owner, exposed }: { owner: string; exposed: string }) => (
    <span data-testid={`${owner}/${exposed}`} />
  ),
}));

function server() {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/login/getroles': { body: ['Home'] },
    'GET /api/simulator/getpermissionsproducersimulator': { body: ['Home'] },
    'POST /security/Account/Logout': { body: { success: true } },
    'GET /api/account/sessions': { body: [] },
  });
}

async function openUserMenu() {
  await userEvent.click(await screen.findByTestId('header-user'));
  return screen.findByRole('menu');
}

describe('header user menu', () => {
  it("offers a producer 'Editar perfil', 'Agregar subusuario', 'Seguridad' and 'Salir'", async () => {
    server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    const menu = await openUserMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Editar perfil', 'Agregar subusuario', 'Seguridad', 'Salir']);
  });

  it("hides 'Agregar subusuario' from a Gestor", async () => {
    server();
    givenSignedIn({ ...producerSession, rol: 'Gestor', reportTo: '20334445551' }, { permissions: ['Home'] });
    renderRoute('/home');
    const menu = await openUserMenu();
    expect(within(menu).queryByRole('menuitem', { name: 'Agregar subusuario' })).not.toBeInTheDocument();
  });

  it("offers a simulating simulator 'Cambiar productor / Avanzado'", async () => {
    server();
    givenSignedIn(simulatorSession, { simulation, permissions: ['Home'] });
    renderRoute('/home');
    const menu = await openUserMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Editar perfil', 'Cambiar productor / Avanzado', 'Seguridad', 'Salir']);
  });

  it("hides 'Editar perfil' while simulating a producer without a portal user ('U')", async () => {
    server();
    givenSignedIn(simulatorSession, { simulation: { ...simulation, userIdProducer: 0 }, permissions: ['Home'] });
    renderRoute('/home');
    const menu = await openUserMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Cambiar productor / Avanzado', 'Seguridad', 'Salir']);
  });

  it("hides 'Editar perfil' from a simulator who opened the advanced options", async () => {
    server();
    givenSignedIn(simulatorSession, { simulation, permissions: ['Home'] });
    useSessionStore.getState().setMenuAdvanced(true);
    renderRoute('/home');
    const menu = await openUserMenu();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Cambiar productor / Avanzado', 'Seguridad', 'Salir']);
  });

  it("leads every signed-in user to /seguridad from 'Seguridad'", async () => {
    server();
    givenSignedIn({ ...producerSession, rol: 'Gestor', reportTo: '20334445551' }, { permissions: ['Home'] });
    const { router } = renderRoute('/home');
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Seguridad' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seguridad'));
  });

  it("asks 'Cerrar sesión / ¿Está seguro que desea salir?' and signs out on the server and here", async () => {
    const api = server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    const { router } = renderRoute('/home');
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Salir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cerrar sesión' });
    expect(dialog).toHaveTextContent('¿Está seguro que desea salir?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.to('/security/Account/Logout')[0].body).toEqual({ userid: 10 });
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('keeps the session when the sign-out is cancelled', async () => {
    server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    const menu = await openUserMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Salir' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(useSessionStore.getState().session?.userId).toBe(10);
  });
});

describe('header notification bell', () => {
  it("shows remote-comunicacion's bell to a producer and to a simulating simulator", async () => {
    server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    const view = renderRoute('/home');
    expect(await screen.findByTestId('remote-comunicacion/NotificationBell')).toBeInTheDocument();
    view.unmount();
    givenSignedIn(simulatorSession, { simulation, permissions: ['Home'] });
    renderRoute('/home');
    expect(await screen.findByTestId('remote-comunicacion/NotificationBell')).toBeInTheDocument();
  });

  it('shows no bell to a simulator who has not chosen a producer: there is no CUIT to ask about', async () => {
    server();
    givenSignedIn(simulatorSession, { permissions: [] });
    renderRoute('/simulate-producer');
    await screen.findByTestId('header-user');
    expect(screen.queryByTestId('remote-comunicacion/NotificationBell')).not.toBeInTheDocument();
  });
});

describe('simulation chip', () => {
  it("reads 'Simulando productor (name) cuit' and clears the simulation on click", async () => {
    server();
    givenSignedIn(simulatorSession, { simulation, permissions: ['Home'] });
    const { router } = renderRoute('/home');
    const chip = await screen.findByRole('button', { name: 'Simulando productor (ANA PÉREZ) 20-17254359-7' });
    await userEvent.click(chip);
    await waitFor(() => expect(router.state.location.pathname).toBe('/simulate-producer'));
    expect(useSessionStore.getState().simulation).toBeNull();
  });

  it('is not shown without a simulation', async () => {
    server();
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    await screen.findByTestId('header-user');
    expect(screen.queryByText(/Simulando productor/)).not.toBeInTheDocument();
  });
});

describe('menu drawer (below 900 px wide)', () => {
  const permissions = ['Home', 'BusquedaCartera', 'PagosYLiquidaciones', 'URLCanales', 'Tutoriales'];

  async function openDrawer() {
    const button = await screen.findByRole('button', { name: 'Abrir menú' });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Menú' });
    return { button, drawer, nav: within(drawer).getByRole('navigation', { name: 'Menú principal' }) };
  }

  it("lists the bar's entries in the bar's order, each group's options under its name", async () => {
    server();
    givenSignedIn(producerSession, { permissions });
    renderRoute('/home');
    const bar = await screen.findByRole('navigation', { name: 'Menú principal' });
    const barEntries = Array.from(bar.querySelectorAll('a, button'), (e) => e.textContent);
    const { nav } = await openDrawer();
    expect(nav).not.toBe(bar);
    const groups = within(nav)
      .getAllByText(/^(Cartera|Cuenta Corriente)$/)
      .map((e) => e.textContent);
    const links = within(nav)
      .getAllByRole('link')
      .map((e) => e.textContent);
    expect(barEntries).toEqual(['Inicio', 'Cartera', 'Cuenta Corriente', 'Canales', 'E-Broker', 'Ayuda', 'Marketing']);
    expect(groups).toEqual(['Cartera', 'Cuenta Corriente']);
    expect(links).toEqual([
      'Inicio',
      'Cartera actual',
      'Pagos y Liquidaciones',
      'Canales',
      'E-Broker',
      'Ayuda',
      'Marketing',
    ]);
  });

  it('takes focus, closes on Escape and gives the focus back to its button', async () => {
    server();
    givenSignedIn(producerSession, { permissions });
    renderRoute('/home');
    const { button, drawer } = await openDrawer();
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('goes to the chosen screen and closes', async () => {
    server();
    givenSignedIn(producerSession, { permissions });
    const { router } = renderRoute('/home');
    const { nav } = await openDrawer();
    await userEvent.click(within(nav).getByRole('link', { name: 'Cartera actual' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cartera'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument());
  });

  it('is not offered to an administrator, who has no menu', async () => {
    server();
    givenSignedIn({ ...producerSession, userType: 3 }, { permissions });
    renderRoute('/home');
    await screen.findByTestId('header-user');
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).not.toBeInTheDocument();
  });
});
