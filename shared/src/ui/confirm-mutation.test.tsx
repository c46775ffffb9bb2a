import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmMutation } from './confirm-mutation';

describe('ConfirmMutation', () => {
  const row = { id: 7, name: 'Leyenda' };

  it("runs the mutation with the row's key on Aceptar and forgets the row once it settles", async () => {
    const mutate = jest.fn();
    const onClose = jest.fn();
    const onSuccess = jest.fn();
    render(
      <ConfirmMutation
        item={row}
        title="Eliminar"
        message="¿Seguro?"
        mutation={{ isPending: false, mutate }}
        keyOf={(r) => r.id}
        onClose={onClose}
        onSuccess={onSuccess}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Eliminar' })).toHaveTextContent('¿Seguro?');
    await userEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    expect(mutate).toHaveBeenCalledWith(7, { onSettled: onClose, onSuccess, onError: undefined });
  });

  it('is closed without a row, busy while the mutation runs, and Cancelar forgets the row', async () => {
    const onClose = jest.fn();
    const mutation = { isPending: true, mutate: jest.fn() };
    const { rerender } = render(
      <ConfirmMutation
        item={null}
        title="Eliminar"
        message="¿Seguro?"
        mutation={mutation}
        keyOf={(r: typeof row) => r.id}
        onClose={onClose}
      />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(
      <ConfirmMutation
        item={row}
        title="Eliminar"
        message="¿Seguro?"
        mutation={mutation}
        keyOf={(r) => r.id}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    rerender(
      <ConfirmMutation
        item={row}
        title="Eliminar"
        message="¿Seguro?"
        mutation={{ ...mutation, isPending: false }}
        keyOf={(r) => r.id}
        onClose={onClose}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(mutation.mutate).not.toHaveBeenCalled();
  });
});
