import { render, screen } from '@testing-library/react';
import { lazyDialog } from './lazy-dialog';

interface Props {
  open: boolean;
  title: string;
}

function Shown({ open, title }: Props) {
  return <div data-testid="shown">{open ? `${title} abierto` : `${title} cerrado`}</div>;
}

describe('lazyDialog', () => {
  it('loads nothing while closed, loads and shows on the first opening, and stays mounted once closed', async () => {
    const load = jest.fn(() => Promise.resolve(Shown));
    const Dialog = lazyDialog(load);
    const { rerender } = render(<Dialog open={false} title="Columnas" />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('shown')).not.toBeInTheDocument();

    rerender(<Dialog open title="Columnas" />);
    expect(await screen.findByText('Columnas abierto')).toBeInTheDocument();
    rerender(<Dialog open={false} title="Columnas" />);
    // Still rendered, closed: its closing transition can run.
    expect(screen.getByText('Columnas cerrado')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells open from the props with the predicate given', async () => {
    const Dialog = lazyDialog(
      () => Promise.resolve(({ item }: { item: string | null }) => <p>{item ?? 'nada'}</p>),
      (p) => p.item !== null,
    );
    const { rerender } = render(<Dialog item={null} />);
    expect(screen.queryByText('nada')).not.toBeInTheDocument();
    rerender(<Dialog item="Comunicación 1" />);
    expect(await screen.findByText('Comunicación 1')).toBeInTheDocument();
  });
});
