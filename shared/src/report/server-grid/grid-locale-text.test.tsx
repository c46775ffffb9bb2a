import { render, screen } from '@testing-library/react';
import { DataGrid } from '@mui/x-data-grid';
import { gridLocaleText } from './grid-locale-text';

const columns = [{ field: 'name', headerName: 'Nombre' }];

describe('gridLocaleText', () => {
  it("says 'No se encontraron datos.' for a grid without rows", async () => {
    render(<DataGrid aria-label="Grilla" rows={[]} columns={columns} autoHeight localeText={gridLocaleText()} />);
    expect(await screen.findByText('No se encontraron datos.')).toBeInTheDocument();
  });

  it("says 'No se encontraron coincidencias.' when a filter leaves no row", async () => {
    render(
      <DataGrid
        aria-label="Grilla"
        rows={[{ id: 1, name: 'Ana' }]}
        columns={columns}
        autoHeight
        initialState={{ filter: { filterModel: { items: [{ field: 'name', operator: 'contains', value: 'Zoe' }] } } }}
        localeText={gridLocaleText()}
      />,
    );
    expect(await screen.findByText('No se encontraron coincidencias.')).toBeInTheDocument();
    expect(screen.queryByText('Resultados no encontrados')).not.toBeInTheDocument();
  });
});
