import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import { routesOwnedBy } from '@portal/shared';
import { PortalProviders } from '@portal/shared/ui';
import routes from './routes';

/** 000 §2.2: where a screen's page title differs from its route's name, the heading is the title. */
const HEADINGS: Record<string, string> = {
  '/liquidacion': 'Liquidación de comisiones',
  '/information': 'Liquidación de comisiones',
  '/enviofacturas': 'Envío de facturas',
};

describe('remote-cuenta-corriente routes', () => {
  it('exposes exactly the routes the route list gives this remote', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      routesOwnedBy('remote-cuenta-corriente')
        .map((r) => r.path)
        .sort(),
    );
  });

  it.each(routes.map((r) => [r.path, r] as const))(
    'renders %s with its title in the page layout and its name in the breadcrumb',
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
      // The first screen to load pays for compiling the data grid and the report kit.
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: HEADINGS[path] ?? route.handle.title },
          { timeout: 15_000 },
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Ruta de navegación' })).toHaveTextContent(route.handle.title);
    },
    20_000,
  );
});
