import { render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@portal/shared/query';
import { ApiError } from '../api/api-error';
import { QueryView } from './query-view';

// Only the fields QueryView reads; a real query result carries more.
const state = <T,>(s: Partial<UseQueryResult<T>>) => ({ isPending: false, isError: false, ...s }) as UseQueryResult<T>;

describe('QueryView', () => {
  it('shows a named progress bar while the query loads, and nothing of the data', () => {
    render(<QueryView query={state<string[]>({ isPending: true })}>{() => 'filas'}</QueryView>);
    expect(screen.getByRole('progressbar', { name: 'Cargando datos...' })).toBeInTheDocument();
    expect(screen.queryByText('filas')).not.toBeInTheDocument();
  });

  it("shows the failure through the portal's error display", () => {
    const error = new ApiError('Error procesando solicitud: Bad Gateway', 502);
    render(<QueryView query={state<string[]>({ isError: true, error })}>{() => 'filas'}</QueryView>);
    expect(screen.getByRole('alert')).toHaveTextContent('Error procesando solicitud: Bad Gateway');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('gives the data to its children, and the empty text only for an empty list', () => {
    const { rerender } = render(
      <QueryView query={state({ isSuccess: true, data: ['a', 'b'] })} empty="Sin datos">
        {(rows) => rows.join(', ')}
      </QueryView>,
    );
    expect(screen.getByText('a, b')).toBeInTheDocument();
    rerender(
      <QueryView query={state<string[]>({ isSuccess: true, data: [] })} empty="Sin datos">
        {(rows) => `${rows.length} filas`}
      </QueryView>,
    );
    expect(screen.getByText('Sin datos')).toBeInTheDocument();
    expect(screen.queryByText('0 filas')).not.toBeInTheDocument();
  });

  it('gives an empty list to its children when no empty text is set (a table shows its own empty row)', () => {
    render(
      <QueryView query={state<string[]>({ isSuccess: true, data: [] })}>{(rows) => `${rows.length} filas`}</QueryView>,
    );
    expect(screen.getByText('0 filas')).toBeInTheDocument();
  });
});
