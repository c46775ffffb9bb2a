import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../testing/fake-api';
import { producerSession } from '../../../testing/fixtures';
import { givenSignedIn, renderRoute, resetPortal } from '../../../testing/render-route';
import { EXTERNAL_SITES } from '../../../lib/external-sites';

beforeEach(resetPortal);

describe('/ebroker (002 §1)', () => {
  beforeEach(() => fakeApi({ 'GET /api/Login/GetAppVersion': { body: '2.4.0' } }));

  it("tells the user they are taken, temporarily, to the broker portal and must sign in again; 'Ingresar' opens it", async () => {
    givenSignedIn(producerSession, { permissions: ['Home', 'URLCanales'] });
    renderRoute('/ebroker');
    // The signed-in frame loads with the first signed-in screen (issue 13 §1).
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'E-Broker' })).toBeInTheDocument();
    expect(within(main).getByText(/redirigido temporalmente al portal E-Broker/)).toBeInTheDocument();
    expect(within(main).getByText(/deberás ingresar nuevamente/)).toBeInTheDocument();
    const enter = within(main).getByRole('link', { name: 'Ingresar (se abre en una pestaña nueva)' });
    expect(enter).toHaveTextContent('Ingresar');
    expect(enter).toHaveAttribute('href', EXTERNAL_SITES.ebroker);
    expect(enter).toHaveAttribute('target', '_blank');
    expect(enter).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is where the E-Broker menu entry leads', async () => {
    givenSignedIn(producerSession, { permissions: ['Home', 'URLCanales'] });
    renderRoute('/home');
    await userEvent.click(await screen.findByRole('link', { name: 'E-Broker' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'E-Broker' })).toBeInTheDocument();
  });
});
