import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@portal/shared/router';
import { routesOwnedBy } from '@portal/shared';
import { PortalProviders } from '@portal/shared/ui';
import routes from './routes';

describe('remote-comunicacion routes', () => {
  it('exposes exactly the routes the route list gives this remote', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      routesOwnedBy('remote-comunicacion')
        .map((r) => r.path)
        .sort(),
    );
  });

  it.each(routes.map((r) => [r.path, r] as const))(
    'renders %s with its title in the page layout',
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
        await screen.findByRole('heading', { level: 1, name: route.handle.title }, { timeout: 15_000 }),
      ).toBeInTheDocument();
    },
  );
});
