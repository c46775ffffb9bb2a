import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

describe('/channels', () => {
  beforeEach(() => fakeApi({ 'GET /api/Login/GetAppVersion': { body: '2.4.0' } }));

  it("offers the role-choice cards 'Rol Usuario' → /login and 'Rol Administrador' → /admin", async () => {
    renderRoute('/channels');
    const user = await screen.findByRole('article', { name: 'Rol Usuario' });
    const admin = screen.getByRole('article', { name: 'Rol Administrador' });
    expect(within(user).getByRole('link', { name: 'Ingresar como usuario' })).toHaveAttribute('href', '/login');
    expect(within(admin).getByRole('link', { name: 'Ingresar como administrador' })).toHaveAttribute('href', '/admin');
  });

  it('opens the other channels in a new tab, at the addresses the menu uses', async () => {
    renderRoute('/channels');
    for (const name of ['Canales', 'E-Broker', 'Caución']) {
      const link = within(await screen.findByRole('article', { name })).getByRole('link', {
        name: `${name} (se abre en una pestaña nueva)`,
      });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it("is reached from /login through 'Otras formas de ingresar'", async () => {
    renderRoute('/login');
    await userEvent.click(await screen.findByRole('link', { name: 'Otras formas de ingresar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elegí cómo ingresar' })).toBeInTheDocument();
  });
});
