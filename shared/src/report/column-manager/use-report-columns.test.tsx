import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@portal/shared/query';
import { ErrorAlert } from '@portal/shared/ui';
import { ApiError } from '../../api/api-error';
import { callApi } from '../../api/api-client';
import { getColumnView, saveColumnView } from '../../contract/reports';
import type { ReportColumn } from '../types';
import { useReportColumns } from './use-report-columns';

jest.mock('../../api/api-client', () => ({ callApi: jest.fn() }));

const base: ReportColumn[] = [
  { title: 'Póliza', field: 'poliza' },
  { title: 'Premio', field: 'premio' },
  { title: 'Estado', field: 'estado' },
  { title: 'Moneda', field: 'moneda' },
  { title: 'Emisión', field: 'emision' },
  { title: 'Ramo', field: 'ramo' },
];

function Screen() {
  const { columns, button, manager, saveError, dismissSaveError } = useReportColumns('portfolio', base);
  return (
    <>
      {button}
      <ErrorAlert error={saveError} onClose={dismissSaveError} />
      <ul aria-label="Columnas de la grilla">
        {columns
          .filter((c) => c.show !== false)
          .map((c) => (
            <li key={c.field}>{c.title}</li>
          ))}
      </ul>
      {manager}
    </>
  );
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  render(<Screen />, { wrapper });
}

const shown = () =>
  within(screen.getByRole('list', { name: 'Columnas de la grilla' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('useReportColumns', () => {
  it("applies the user's saved view, and saving from the manager applies the new one", async () => {
    jest.mocked(callApi).mockImplementation(async (endpoint) =>
      endpoint === getColumnView
        ? {
            report: 'portfolio',
            columns: base.map((c, index) => ({ name: c.field, title: c.title, index, show: c.field !== 'moneda' })),
          }
        : { success: true },
    );
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await waitFor(() => expect(shown()).toEqual(['Póliza', 'Premio', 'Estado', 'Emisión', 'Ramo']));
    await user.click(screen.getByRole('button', { name: 'Administrar columnas' }));
    await user.click(await screen.findByRole('button', { name: 'Ocultar Póliza' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(shown()).toEqual(['Premio', 'Estado', 'Emisión', 'Ramo']));
    expect(jest.mocked(callApi).mock.calls.find(([endpoint]) => endpoint === saveColumnView)?.[1]).toMatchObject({
      body: { report: 'portfolio' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a failed save closes the manager, keeps the columns as they were and shows the error on the page', async () => {
    jest.mocked(callApi).mockImplementation(async (endpoint) => {
      if (endpoint === getColumnView) return { report: 'portfolio', columns: null };
      throw new ApiError('No se pudo guardar la vista.', 500);
    });
    const user = userEvent.setup({ delay: null });
    renderScreen();
    await waitFor(() => expect(shown()).toEqual(['Póliza', 'Premio', 'Estado', 'Moneda', 'Emisión', 'Ramo']));
    await user.click(screen.getByRole('button', { name: 'Administrar columnas' }));
    await user.click(await screen.findByRole('button', { name: 'Ocultar Póliza' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se pudo guardar la vista.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shown()).toEqual(['Póliza', 'Premio', 'Estado', 'Moneda', 'Emisión', 'Ramo']);
  });
});
