import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@portal/shared/query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { callApi } from '../../api/api-client';
import { getColumnView, saveColumnView } from '../../contract/reports';
import { useColumnView, useSaveColumnView } from './column-view-api';

jest.mock('../../api/api-client', () => ({ callApi: jest.fn() }));

const view = [
  { name: 'a', title: 'A', index: 0, show: true },
  { name: 'b', title: 'B', index: 1, show: true },
  { name: 'c', title: 'C', index: 2, show: true },
];

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('column view calls', () => {
  it("reads the user's saved view of the report", async () => {
    jest.mocked(callApi).mockResolvedValue({ report: 'portfolio', columns: view });
    const { result } = renderHook(() => useColumnView('portfolio'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toEqual(view));
    expect(callApi).toHaveBeenCalledWith(getColumnView, { query: { report: 'portfolio' } });
  });

  it('saves a view and serves it from the cache right away', async () => {
    jest
      .mocked(callApi)
      .mockImplementation(async (endpoint) =>
        endpoint === getColumnView ? { report: 'portfolio', columns: null } : { success: true },
      );
    const Wrapper = wrapper();
    const { result } = renderHook(() => ({ view: useColumnView('portfolio'), save: useSaveColumnView('portfolio') }), {
      wrapper: Wrapper,
    });
    await waitFor(() => expect(result.current.view.data).toBeNull());
    await act(() => result.current.save.mutateAsync(view));
    expect(callApi).toHaveBeenCalledWith(saveColumnView, { body: { report: 'portfolio', columns: view } });
    await waitFor(() => expect(result.current.view.data).toEqual(view));
  });
});
