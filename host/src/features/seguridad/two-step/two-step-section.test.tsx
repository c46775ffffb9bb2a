import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { businessError, fakeApi, type FakeAnswer } from '../../../testing/fake-api';
import { producerSession } from '../../../testing/fixtures';
import { givenSignedIn, renderRoute, resetPortal } from '../../../testing/render-route';
import type { TwoStepStatus } from './api/two-step';

beforeEach(resetPortal);

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/x',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: 10 }, (_, i) => `ABCDE-FGH${i + 20}`);
const OFF: TwoStepStatus = { enabled: false, required: false, recoveryCodesLeft: 0 };
const ON: TwoStepStatus = { enabled: true, required: false, recoveryCodesLeft: 10 };

function server({
  initial = OFF,
  activate = { body: { success: true, recoveryCodes: CODES } } as FakeAnswer,
  disable = { body: { success: true } } as FakeAnswer,
} = {}) {
  let state = initial;
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/account/sessions': { body: [] },
    'GET /api/account/twostep': () => ({ body: state }),
    'POST /api/account/twostep/setup': { body: SETUP },
    'POST /api/account/twostep/activate': () => {
      if ((activate.status ?? 200) === 200) state = ON;
      return activate;
    },
    'POST /api/account/twostep/disable': () => {
      if ((disable.status ?? 200) === 200) state = OFF;
      return disable;
    },
  });
}

async function openSection() {
  givenSignedIn(producerSession, { permissions: ['Home'] });
  renderRoute('/seguridad');
  const region = await screen.findByRole('region', { name: 'Verificación en dos pasos' });
  await within(region).findByText(/^Estado:/);
  return region;
}

describe('/seguridad, two-step verification', () => {
  it("activates it: QR code and secret, a code of the app, then the 10 recovery codes once ('Guardá estos códigos en un lugar seguro')", async () => {
    const api = server();
    const region = await openSection();
    expect(within(region).getByText('Desactivada')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Activar verificación en dos pasos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activar verificación en dos pasos' });
    expect(
      await within(dialog).findByRole('img', { name: 'Código QR para la aplicación de autenticación' }),
    ).toHaveAttribute('src', SETUP.qrCode);
    expect(within(dialog).getByLabelText('Clave para ingresar a mano')).toHaveTextContent(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    await userEvent.type(within(dialog).getByLabelText(/^Código de verificación/), '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByText('Ingresá los 6 dígitos que muestra tu aplicación.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Código de verificación/), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByRole('heading', { name: 'Guardá estos códigos en un lugar seguro' }),
    ).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: 'Códigos de recuperación' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    expect(api.to('/api/account/twostep/activate')[0].body).toEqual({ code: '123456' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(region).findByText('Activada')).toBeInTheDocument();
    expect(within(region).getByText('Te quedan 10 códigos de recuperación.')).toBeInTheDocument();
    expect(screen.getByText('La verificación en dos pasos quedó activada.')).toBeInTheDocument();
  });

  it("shows the server's message for a wrong confirming code and stays on the QR code", async () => {
    server({ activate: businessError('El código de verificación es incorrecto.', undefined, 400) });
    const region = await openSection();
    await userEvent.click(within(region).getByRole('button', { name: 'Activar verificación en dos pasos' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(await within(dialog).findByLabelText(/^Código de verificación/), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El código de verificación es incorrecto.');
    expect(within(dialog).getByRole('img')).toBeInTheDocument();
  });

  it('turns it off only with a current code', async () => {
    const api = server({ initial: ON });
    const region = await openSection();
    await userEvent.click(within(region).getByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desactivar verificación en dos pasos' });
    expect(dialog).toHaveTextContent('Para desactivarla, ingresá un código actual de tu aplicación de autenticación.');
    await userEvent.type(within(dialog).getByLabelText(/^Código de verificación/), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('/api/account/twostep/disable')[0].body).toEqual({ code: '654321' });
    expect(await within(region).findByText('Desactivada')).toBeInTheDocument();
    expect(screen.getByText('La verificación en dos pasos quedó desactivada.')).toBeInTheDocument();
  });

  it('offers no way to turn it off when the portal requires it', async () => {
    server({ initial: { enabled: true, required: true, recoveryCodesLeft: 9 } });
    const region = await openSection();
    expect(
      within(region).getByText(
        'El portal requiere la verificación en dos pasos para tu cuenta: no se puede desactivar.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByText('Te quedan 9 códigos de recuperación.')).toBeInTheDocument();
    expect(within(region).queryByRole('button')).not.toBeInTheDocument();
  });
});
