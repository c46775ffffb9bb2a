import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ServerGrid } from './server-grid';
import { initialGridQueryModel, toQuery, type GridQueryModel } from './grid-query';
import { syncHorizontalScroll } from './mirrored-scrollbar';
import type { ReportColumn } from '../types';

interface Row {
  id: number;
  policyNumber: string;
  premium: number | null;
  issueDate: string | null;
}

const columns: ReportColumn[] = [
  { title: 'Póliza', field: 'policyNumber' },
  { title: 'Premio', field: 'premium', displayFormat: 5, summarize: true },
  { title: 'Emisión', field: 'issueDate', displayFormat: 4 },
  { title: 'Oculta', field: 'hiddenOne', show: false },
];

const allRows: Row[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  policyNumber: `P-${String(i + 1).padStart(3, '0')}`,
  premium: i === 0 ? null : 1000 + i,
  issueDate: i === 0 ? null : '2024-03-05',
}));

/** A stand-in for a screen: pages and sorts the rows as the server would, from toQuery's body. */
function Screen({
  renderDetail,
  searched = true,
  rows = allRows,
  onQuery,
}: {
  renderDetail?: (row: Row) => React.ReactNode;
  searched?: boolean;
  rows?: Row[];
  onQuery?: (q: ReturnType<typeof toQuery>) => void;
}) {
  const [query, setQuery] = useState<GridQueryModel>(initialGridQueryModel());
  const body = toQuery(query);
  onQuery?.(body);
  const sorted = [...rows];
  const sort = body.sort[0];
  if (sort) sorted.sort((a, b) => (a.policyNumber < b.policyNumber ? -1 : 1) * (sort.sort === 'asc' ? 1 : -1));
  const page = sorted.slice(body.offset, body.offset + body.next);
  return (
    <div style={{ width: 900, height: 600 }}>
      <ServerGrid<Row>
        label="Resultados"
        columns={columns}
        rows={page}
        rowCount={rows.length}
        query={query}
        onQueryChange={setQuery}
        searched={searched}
        renderDetail={renderDetail}
        totals={[{ label: 'Premio', ars: 1234.5, usd: 0 }]}
      />
    </div>
  );
}

/** Renders and waits for the DataGrid itself, which ServerGrid loads on demand (its pager is the grid's own). */
async function renderGrid(ui: React.ReactElement) {
  const result = render(ui);
  await screen.findByRole('button', { name: /siguiente/i });
  return result;
}

describe('ServerGrid', () => {
  it("formats money and dates and shows '(SIN DATOS)' for empty cells", async () => {
    await renderGrid(<Screen />);
    const first = screen.getByText('P-001').closest('[role="row"]') as HTMLElement;
    expect(within(first).getAllByText('(SIN DATOS)')).toHaveLength(2);
    const second = screen.getByText('P-002').closest('[role="row"]') as HTMLElement;
    expect(within(second).getByText('$ 1.001,00')).toBeInTheDocument();
    expect(within(second).getByText('05/03/2024')).toBeInTheDocument();
  });

  it('shows 10 rows per page by default and hides columns whose definition says so', async () => {
    await renderGrid(<Screen />);
    expect(screen.getByText('P-010')).toBeInTheDocument();
    expect(screen.queryByText('P-011')).not.toBeInTheDocument();
    expect(screen.queryByText('Oculta')).not.toBeInTheDocument();
  });

  it('asks the server for the next page with offset = page × size', async () => {
    const bodies: unknown[] = [];
    await renderGrid(<Screen onQuery={(q) => bodies.push(q)} />);
    await userEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(bodies.at(-1)).toMatchObject({ offset: 10, next: 10 });
    expect(screen.getByText('P-011')).toBeInTheDocument();
  });

  it('sends the sort to the server when a header is clicked', async () => {
    const bodies: ReturnType<typeof toQuery>[] = [];
    await renderGrid(<Screen onQuery={(q) => bodies.push(q)} />);
    await userEvent.click(screen.getByText('Póliza'));
    expect(bodies.at(-1)?.sort).toEqual([{ field: 'policyNumber', sort: 'asc' }]);
    await userEvent.click(screen.getByText('Póliza'));
    expect(bodies.at(-1)?.sort).toEqual([{ field: 'policyNumber', sort: 'desc' }]);
    expect(screen.getByText('P-023')).toBeInTheDocument();
  });

  it('sorting from another page asks only for the first page of the new order', async () => {
    const bodies: ReturnType<typeof toQuery>[] = [];
    await renderGrid(<Screen onQuery={(q) => bodies.push(q)} />);
    await userEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(bodies.at(-1)).toMatchObject({ offset: 10 });
    await userEvent.click(screen.getByText('Póliza'));
    const sortedBodies = bodies.filter((b) => b.sort.length > 0);
    expect(sortedBodies.length).toBeGreaterThan(0);
    expect(sortedBodies.every((b) => b.offset === 0)).toBe(true);
    expect(screen.getByText('P-001')).toBeInTheDocument();
  });

  it('sends a column filter to the server as gridFilters and goes back to the first page', async () => {
    const bodies: ReturnType<typeof toQuery>[] = [];
    await renderGrid(<Screen onQuery={(q) => bodies.push(q)} />);
    await userEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    // The header's menu button only shows on hover, so jsdom's role query does not see it.
    await userEvent.click(document.querySelector('.MuiDataGrid-menuIconButton[aria-label*="Póliza"]') as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitem', { name: /filtro/i }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Valor' }), '01');
    await waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        offset: 0,
        gridFilters: [{ field: 'policyNumber', operator: 'contains', value: '01' }],
      }),
    );
  });

  it("says 'No se encontraron datos.' before any search and 'No se encontraron coincidencias.' after an empty one", async () => {
    const { rerender } = render(<Screen rows={[]} searched={false} />);
    // Before any search the grid loads on the user's first sign of intent.
    fireEvent.pointerDown(document.body);
    await screen.findByRole('button', { name: /siguiente/i });
    expect(screen.getByText('No se encontraron datos.')).toBeInTheDocument();
    rerender(<Screen rows={[]} searched />);
    expect(screen.getByText('No se encontraron coincidencias.')).toBeInTheDocument();
  });

  it('shows the ARS total and leaves out a USD total of zero', async () => {
    await renderGrid(<Screen />);
    const banner = screen.getByRole('region', { name: 'Totales' });
    expect(banner).toHaveTextContent('Total Premio: $ 1.234,50');
    expect(banner).not.toHaveTextContent('USD');
  });

  it('expands a row into its detail inside the row and collapses it again', async () => {
    await renderGrid(<Screen renderDetail={(row) => <p>Detalle de {row.policyNumber}</p>} />);
    const row = screen.getByText('P-002').closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Expandir fila' }));
    const detail = screen.getByText('Detalle de P-002');
    expect(row).toContainElement(detail);
    expect(within(row).getByRole('button', { name: 'Contraer fila' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(row).getByRole('button', { name: 'Contraer fila' }));
    expect(screen.queryByText('Detalle de P-002')).not.toBeInTheDocument();
  });

  it('keeps paging and sorting working after a row was expanded', async () => {
    await renderGrid(<Screen renderDetail={(row) => <p>Detalle de {row.policyNumber}</p>} />);
    const row = screen.getByText('P-001').closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Expandir fila' }));
    await userEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(screen.getByText('P-011')).toBeInTheDocument();
    expect(screen.queryByText('Detalle de P-001')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Póliza'));
    await userEvent.click(screen.getByText('Póliza'));
    // A new sort starts again from the first page of the sorted result.
    expect(screen.getByText('P-023')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /siguiente/i }));
    expect(screen.getByText('P-013')).toBeInTheDocument();
    expect(screen.queryByText('P-023')).not.toBeInTheDocument();
  });
});

describe('mirrored horizontal scroll bar', () => {
  it('moves the grid when the bar is scrolled and the bar when the grid is scrolled', () => {
    const bar = document.createElement('div');
    const grid = document.createElement('div');
    const stop = syncHorizontalScroll(bar, grid);
    bar.scrollLeft = 120;
    fireEvent.scroll(bar);
    expect(grid.scrollLeft).toBe(120);
    grid.scrollLeft = 40;
    fireEvent.scroll(grid);
    expect(bar.scrollLeft).toBe(40);
    stop();
    bar.scrollLeft = 5;
    fireEvent.scroll(bar);
    expect(grid.scrollLeft).toBe(40);
  });

  it('is drawn above the grid', async () => {
    await renderGrid(<Screen />);
    const bar = screen.getByTestId('mirrored-scrollbar');
    const grid = screen.getByRole('grid');
    expect(bar.compareDocumentPosition(grid) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
