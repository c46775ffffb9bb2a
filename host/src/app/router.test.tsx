import { screen } from '@testing-library/react';
import { renderRoute, resetPortal } from '../testing/render-route';

// The guard crashes: nothing inside the layouts' own boundaries can contain it, so the router's root must.
jest.mock('./routing/access-guard', () => ({
  AccessGuard: () => {
    throw new Error('el guardián falló');
  },
}));

beforeEach(resetPortal);

describe('portal routes', () => {
  it('shows the error page when the access guard itself crashes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/login');
    expect(await screen.findByRole('heading', { name: '¡Ha ocurrido un error inesperado!' })).toBeInTheDocument();
  });
});
