import { render, screen } from '@testing-library/react';
import { ApiError } from '../api/api-error';
import { ErrorAlert, errorText } from './error-alert';

const withExceptions = new ApiError('Error al realizar la operación', 200, [
  { message: 'Usuario o contraseña incorrectos', title: 'Ingreso fallido' },
  { message: 'Cuenta bloqueada' },
]);

describe('errorText', () => {
  it('joins every business message with ". " by default', () => {
    expect(errorText(withExceptions)).toEqual({ message: 'Usuario o contraseña incorrectos. Cuenta bloqueada' });
  });

  it('takes the message and title of the first business exception in "first" mode', () => {
    expect(errorText(withExceptions, 'first')).toEqual({
      title: 'Ingreso fallido',
      message: 'Usuario o contraseña incorrectos',
    });
  });

  it('falls back to the request error text when there are no business exceptions', () => {
    expect(errorText(new ApiError('Error procesando solicitud: Bad Gateway', 502), 'first')).toEqual({
      message: 'Error procesando solicitud: Bad Gateway',
    });
  });

  it('shows a given text as it is and anything else as the generic error', () => {
    expect(errorText('Error inesperado')).toEqual({ message: 'Error inesperado' });
    expect(errorText(new Error('boom'))).toEqual({ message: '¡Ha ocurrido un error!' });
  });
});

describe('ErrorAlert', () => {
  it('renders nothing without an error', () => {
    const { container } = render(<ErrorAlert error={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the title and the message in an alert', () => {
    render(<ErrorAlert error={withExceptions} mode="first" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Ingreso fallido');
    expect(screen.getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
  });

  it('uses a fixed title when given', () => {
    render(<ErrorAlert error="La contraseña actual es incorrecta" title="ERROR!" />);
    expect(screen.getByRole('alert')).toHaveTextContent('ERROR!');
  });
});
