import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useRoutes } from '@portal/shared/router';
import { render } from '@testing-library/react';
import { PortalProviders } from '@portal/shared/ui';
import TutorialesPage from './tutoriales-page';
import { tutorials } from './tutorials';

function Routes() {
  return useRoutes([
    { path: '/tutoriales', Component: TutorialesPage },
    { path: '/', element: <p>inicio</p> },
  ]);
}

function renderAt(url: string) {
  render(
    <PortalProviders>
      <MemoryRouter initialEntries={[url]}>
        <Routes />
      </MemoryRouter>
    </PortalProviders>,
  );
}

describe('/tutoriales', () => {
  it('has the eleven sections of 002 §2 with their step counts', () => {
    expect(Object.fromEntries(tutorials.map((x) => [x.key, x.steps.length]))).toEqual({
      'como-registrarse': 5,
      'como-ingresar': 2,
      cartera: 2,
      canales: 1,
      liquidacion: 2,
      caucion: 1,
      rechazo: 2,
      'envio-facturas': 1,
      'certificado-retencion': 2,
      'gestion-tramites': 2,
      deudores: 2,
    });
  });

  it('opens como-registrarse by default, walks to Terminar and restarts', async () => {
    renderAt('/tutoriales');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByRole('heading', { level: 2, name: 'Cómo registrarse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeDisabled();
    for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText(/una letra mayúscula, una letra minúscula y un número/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver' }));
    expect(screen.getByText('Paso 3 de 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Terminar' }));
    await user.click(screen.getByRole('button', { name: 'Reiniciar' }));
    expect(screen.getByText('Paso 1 de 5')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown section', async () => {
    renderAt('/tutoriales?seccion=no-existe');
    expect(await screen.findByText('La página solicitada no existe.')).toBeInTheDocument();
  });
});
