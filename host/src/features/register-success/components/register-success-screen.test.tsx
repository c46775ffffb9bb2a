import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../testing/fake-api';
import { loginAnswer } from '../../../testing/fixtures';
import { renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

describe('/register-success', () => {
  it('signs the confirmed producer in and goes to the home page', async () => {
    fakeApi({
      'GET /api/Login/GetAppVersion': { body: '2.4.0' },
      'POST /security/account/login': { body: loginAnswer() },
      'GET /api/login/CheckUserInfo': {
        body: { success: true, userId: 10, emailConfirmed: true, mustChangePassword: false, active: true },
      },
      'GET /api/login/getroles': { body: ['Home'] },
    });
    const { router } = renderRoute('/register-success');
    expect(await screen.findByText(/Tu cuenta fue confirmada/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/CUIT\/CUIL\/Email/), '20172543597');
    await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Clave123');
    await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
