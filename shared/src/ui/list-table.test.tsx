import { fireEvent, render, screen, within } from '@testing-library/react';
import { ListTable, RowAction, type ListColumn } from './list-table';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Fila ${i + 1}` }));

describe('ListTable', () => {
  it("says 'No se encontraron datos.' in one row across every column when the list is empty", () => {
    const columns: ListColumn<Row>[] = [
      { header: 'Nombre', cell: (row) => row.name },
      { header: 'Número', align: 'right', cell: (row) => row.id },
    ];
    render(<ListTable label="Lista" columns={columns} rows={[]} rowKey={(row) => row.id} />);
    const cell = screen.getByRole('cell', { name: 'No se encontraron datos.' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('shows 10 rows a page, the next ones on the next page, and a detail row under the row that has one', () => {
    render(
      <ListTable
        label="Lista"
        columns={[{ header: 'Nombre', cell: (row: Row) => row.name }]}
        rows={rows}
        rowKey={(row) => row.id}
        detail={(row) => (row.id === 2 ? `Detalle de ${row.name}` : null)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Lista' });
    // The heading row, 10 rows, and the one detail row.
    expect(within(table).getAllByRole('row')).toHaveLength(12);
    expect(within(table).getByText('Detalle de Fila 2')).toBeInTheDocument();
    expect(within(table).queryByText('Fila 11')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(within(table).getByText('Fila 11')).toBeInTheDocument();
    expect(within(table).getByText('Fila 12')).toBeInTheDocument();
  });
});

describe('RowAction', () => {
  it("is named for its action and its row, and does not trigger the row's own click", () => {
    const onRow = jest.fn();
    const onDelete = jest.fn();
    render(
      <ListTable
        label="Lista"
        columns={[
          { header: 'Nombre', cell: (row: Row) => row.name },
          {
            header: 'Acciones',
            cell: (row: Row) => (
              <RowAction title="Eliminar" target={row.name} icon={<span />} onClick={() => onDelete(row.id)} />
            ),
          },
        ]}
        rows={rows.slice(0, 1)}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ onClick: () => onRow(row.id) })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Fila 1' }));
    expect(onDelete).toHaveBeenCalledWith(1);
    expect(onRow).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Fila 1'));
    expect(onRow).toHaveBeenCalledWith(1);
  });
});
