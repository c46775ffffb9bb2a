import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@portal/shared';
import { businessError, fakeApi, type FakeAnswer } from '../../testing/fake-api';
import { loginAnswer } from '../../testing/fixtures';
import { renderRoute, resetPortal } from '../../testing/render-route';

beforeEach(resetPortal);

const challenge = (step: 'verify' | 'enrol') => ({
  body: {
    success: true,
    isLogon: false,
    twoStep: { step, challenge: 'firmado', expiresInSeconds: 300 },
    businessExceptions: [],
  },
});
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/x',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = [
  'ABCDE-FGH23',
  'JKLMN-PQR45',
  'STUVW-XYZ67',
  'ABCDE-FGH24',
  'ABCDE-FGH25',
  'ABCDE-FGH26',
  'ABCDE-FGH27',
  'ABCDE-FGH28',
  'ABCDE-FGH29',
  'ABCDE-FGH32',
];

function server(step: 'verify' | 'enrol', second: FakeAnswer = { body: loginAnswer() }) {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'POST /security/account/login': challenge(step),
    'POST /security/simulatorusers/login': challenge(step),
    'POST /security/account/login/twostep': second,
    'POST /security/account/login/twostep/setup': { body: SETUP },
    'POST /security/account/login/twostep/activate': { body: { ...loginAnswer(), recoveryCodes: CODES } },
    'GET /api/login/CheckUserInfo': {
      body: { success: true, userId: 10, emailConfirmed: true, mustChangePassword: false, active: true },
    },
    'GET /api/login/getroles': { body: ['Home'] },
  });
}

async function passwordStep(identity = '20172543597') {
  await userEvent.type(await screen.findByLabelText(/^(CUIT\/CUIL\/Email|Email)/), identity);
  await userEvent.type(screen.getByLabelText(/^Contraseña/), 'Clave123');
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('sign-in with two-step verification', () => {
  it("asks 'Código de verificación' after a right password, with no session until the code is right", async () => {
    const api = server('verify');
    const { router } = renderRoute('/login');
    await passwordStep();
    const field = await screen.findByLabelText(/^Código de verificación/);
    expect(useSessionStore.getState().session).toBeNull();
    await userEvent.type(field, '12 34');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('Ingresá los 6 dígitos que muestra tu aplicación.')).toBeInTheDocument();
    expect(api.to('/security/account/login/twostep')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.to('/security/account/login/twostep')[0].body).toEqual({ challenge: 'firmado', code: '123456' });
    expect(useSessionStore.getState().session).toMatchObject({ userId: 10 });
  });

  it("shows the server's message for a wrong code and keeps the user on the step", async () => {
    server('verify', businessError('El código de verificación es incorrecto.', 'Error al ingresar'));
    const { router } = renderRoute('/login');
    await passwordStep();
    await userEvent.type(await screen.findByLabelText(/^Código de verificación/), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El código de verificación es incorrecto.');
    expect(router.state.location.pathname).toBe('/login');
    expect(useSessionStore.getState().session).toBeNull();
  });

  it("takes a recovery code instead ('Usar un código de recuperación'), as it was shown", async () => {
    const api = server('verify');
    const { router } = renderRoute('/login');
    await passwordStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Usar un código de recuperación' }));
    await userEvent.type(screen.getByLabelText(/^Código de recuperación/), 'abcde-fgh23');
    await userEvent.click(screen.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.to('/security/account/login/twostep')[0].body).toEqual({
      challenge: 'firmado',
      recoveryCode: 'ABCDEFGH23',
    });
  });

  it("'Volver' leads back to the user and password", async () => {
    server('verify');
    renderRoute('/login');
    await passwordStep();
    await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
    expect(await screen.findByRole('button', { name: 'Ingresar' })).toBeInTheDocument();
  });

  it('makes an account that requires it set it up at /admin: QR code and secret, a code, then the recovery codes once, then in', async () => {
    const api = server('enrol');
    const { router } = renderRoute('/admin');
    await passwordStep('nuevo@demo.com.ar');
    expect(
      await screen.findByText('Tu cuenta requiere la verificación en dos pasos. Configurala para ingresar.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toHaveAttribute(
      'src',
      SETUP.qrCode,
    );
    expect(screen.getByLabelText('Clave para ingresar a mano')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await userEvent.type(screen.getByLabelText(/^Código de verificación/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Guardá estos códigos en un lugar seguro')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Códigos de recuperación' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(api.to('/security/account/login/twostep/activate')[0].body).toEqual({
      challenge: 'firmado',
      code: '123456',
    });
    expect(router.state.location.pathname).toBe('/admin');
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin'));
  });
});
