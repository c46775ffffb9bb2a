import { Suspense } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import { routesOwnedBy } from '@portal/shared';
import { PortalProviders } from '@portal/shared/ui';
import routes from './routes';

/** 000 §2.2 gives /envionominas a page title of its own; the route's title is its breadcrumb. */
const PAGE_TITLES: Record<string, string> = { '/envionominas': 'Envío de nómina' };

describe('remote-cartera routes', () => {
  it('exposes exactly the routes the route list gives this remote', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      routesOwnedBy('remote-cartera')
        .map((r) => r.path)
        .sort(),
    );
  });

  it.each(routes.map((r) => [r.path, r] as const))(
    'renders %s with its title and breadcrumb in the page layout',
    async (path, route) => {
      render(
        <PortalProviders>
          <Suspense fallback={null}>
            <MemoryRouter initialEntries={[path]}>
              <route.Component />
            </MemoryRouter>
          </Suspense>
        </PortalProviders>,
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: PAGE_TITLES[path] ?? route.handle.title }),
      ).toBeInTheDocument();
      expect(
        within(screen.getByRole('navigation', { name: 'Ruta de navegación' })).getByText(route.handle.title),
      ).toBeInTheDocument();
    },
  );
});
