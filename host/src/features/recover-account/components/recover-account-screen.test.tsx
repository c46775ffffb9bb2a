import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

describe('/recover-account', () => {
  it('resends the confirmation with CUIT and e-mail, then goes to /register-validation', async () => {
    const api = fakeApi({
      'GET /api/Login/GetAppVersion': { body: '2.4.0' },
      'POST /security/account/SendEmailConfirmation': { body: { success: true } },
    });
    const { router } = renderRoute('/recover-account');
    await userEvent.type(await screen.findByLabelText(/^CUIT\/CUIL/), '20-17254359-7');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register-validation'));
    expect(await screen.findByText('Registración exitosa')).toBeInTheDocument();
    expect(api.to('/security/account/SendEmailConfirmation')[0].body).toEqual({
      Username: '20172543597',
      Email: 'ana@example.com',
      Application: 'Life',
    });
  });
});
