import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePagedRows } from './paged-rows';

function List({ items }: { items: number[] }) {
  const { rows, pagination } = usePagedRows(items);
  return (
    <>
      <ul>
        {rows.map((n) => (
          <li key={n}>fila {n}</li>
        ))}
      </ul>
      {pagination}
    </>
  );
}

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('usePagedRows', () => {
  it('shows 10 rows a page and moves between pages', async () => {
    render(<List items={numbers(23)} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('fila 11')).toBeInTheDocument();
    expect(screen.queryByText('fila 10')).not.toBeInTheDocument();
    expect(screen.getByText('11–20 de 23')).toBeInTheDocument();
  });

  it('shows another page size from the first page', async () => {
    render(<List items={numbers(23)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Filas por página/ }));
    await userEvent.click(screen.getByRole('option', { name: '25' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(23);
    expect(screen.getByText('1–23 de 23')).toBeInTheDocument();
  });

  it('falls back to the last page there is when rows go away', async () => {
    const { rerender } = render(<List items={numbers(23)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(screen.getByText('21–23 de 23')).toBeInTheDocument();
    rerender(<List items={numbers(15)} />);
    expect(screen.getByText('11–15 de 15')).toBeInTheDocument();
  });
});
