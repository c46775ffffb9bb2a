import { act, fireEvent, render, screen } from '@testing-library/react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { ServerGrid, type ServerGridProps } from './server-grid';
import { GridPlaceholder } from './grid-placeholder';
import { initialGridQueryModel } from './grid-query';
import type { ServerDataGridProps } from './server-data-grid';
import type { ReportColumn } from '../types';

// The DataGrid's module as a stand-in: ServerGrid renders it only once it has asked for the module, so its showing
// up is the request being made (and its absence, none made).
jest.mock('./server-data-grid', () => ({
  ServerDataGrid: ({ emptyText }: ServerDataGridProps<GridValidRowModel>) => (
    <div data-testid="data-grid">{emptyText}</div>
  ),
}));

const columns: ReportColumn[] = [
  { title: 'Póliza', field: 'policyNumber' },
  { title: 'Premio', field: 'premium', displayFormat: 5 },
  { title: 'Oculta', field: 'hiddenOne', show: false },
];
const actionColumns: GridColDef[] = [{ field: '__actions__', headerName: 'Acciones', width: 190 }];

function Grid(props: Partial<ServerGridProps<GridValidRowModel>>) {
  return (
    <ServerGrid
      label="Resultados"
      columns={columns}
      rows={[]}
      rowCount={0}
      query={initialGridQueryModel()}
      onQueryChange={() => undefined}
      searched={false}
      actionColumns={actionColumns}
      renderDetail={() => null}
      {...props}
    />
  );
}

/** Lets a requested lazy module resolve and render. */
const settle = () => act(async () => {});

describe('ServerGrid before its DataGrid has loaded', () => {
  it('draws the empty grid (name, visible columns, empty text) without asking for the DataGrid', async () => {
    render(<Grid />);
    await settle();
    const grid = screen.getByRole('grid', { name: 'Resultados' });
    const titles = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(titles).toEqual(['', 'Póliza', 'Premio', 'Acciones']);
    expect(grid).toHaveTextContent('No se encontraron datos.');
    expect(screen.queryByTestId('data-grid')).not.toBeInTheDocument();
  });

  it('asks for the DataGrid at once after a search and keeps it once there', async () => {
    const { rerender } = render(<Grid searched />);
    expect(await screen.findByTestId('data-grid')).toHaveTextContent('No se encontraron coincidencias.');
    // 'Limpiar' takes the screen back to no search: the loaded grid stays.
    rerender(<Grid searched={false} />);
    expect(screen.getByTestId('data-grid')).toHaveTextContent('No se encontraron datos.');
  });

  it.each([
    ['rows to show', { rows: [{ id: 1 }], rowCount: 1 }],
    ['a search under way', { loading: true }],
    ['an error', { error: new Error('caído') }],
  ])('asks for the DataGrid at once with %s', async (_, props) => {
    render(<Grid {...props} />);
    expect(await screen.findByTestId('data-grid')).toBeInTheDocument();
  });

  it.each([
    ['a pointer press', () => fireEvent.pointerDown(document.body)],
    ['a key press', () => fireEvent.keyDown(document.body, { key: 'Tab' })],
    ['a focus', () => fireEvent.focusIn(document.body)],
    ['a touch', () => fireEvent.touchStart(document.body)],
  ])("asks for the DataGrid on the user's first sign of intent: %s", async (_, gesture) => {
    render(<Grid />);
    await settle();
    expect(screen.queryByTestId('data-grid')).not.toBeInTheDocument();
    gesture();
    expect(await screen.findByTestId('data-grid')).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Resultados' })).not.toBeInTheDocument();
  });
});

describe('GridPlaceholder', () => {
  it('shows a progress bar instead of the empty text while rows are on their way', () => {
    render(
      <GridPlaceholder
        label="Resultados"
        columns={columns}
        actionColumns={[]}
        expandable={false}
        emptyText="No se encontraron datos."
        waiting
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Cargando datos...' })).toBeInTheDocument();
    expect(screen.queryByText('No se encontraron datos.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Póliza', 'Premio']);
  });
});
