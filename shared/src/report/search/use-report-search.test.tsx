import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '../../zod';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@portal/shared/query';
import { linkedFilters, useReportSearch } from './use-report-search';

const schema = z.object({ poliza: z.string().regex(/^\d*$/, 'Solo números') });
type Filters = z.infer<typeof schema>;

function setup(searchFromLink = false) {
  const client = new QueryClient();
  const invalidate = jest.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const form = useForm<Filters>({ resolver: zodResolver(schema), defaultValues: { poliza: '' } });
      const search = useReportSearch({
        form,
        queryKey: 'portfolio',
        toCriteria: (filters, producers) => ({ producerId: producers, poliza: filters.poliza || null }),
        describe: (filters, producers) => `Productores: ${producers.join(', ')} | Póliza: ${filters.poliza}`,
        cleared: () => ({ poliza: '' }),
        invalidMessage: 'Revisá los filtros marcados con error.',
        searchFromLink,
      });
      return { form, ...search };
    },
    { wrapper },
  );
  return { ...hook, invalidate };
}

/** 'Buscar', waiting for the form's validation to settle. */
async function search(result: { current: { search: () => void } }) {
  await act(async () => {
    result.current.search();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('useReportSearch', () => {
  it('has no search before the first one: the grid shows nothing', () => {
    const { result } = setup();
    expect(result.current.criteria).toBeNull();
    expect(result.current.filtersText).toBe('');
    expect(result.current.grid.page).toBe(0);
  });

  it('searches with the producers checked and describes what it sent, from the first page, keeping size, sort and filters', async () => {
    const { result, invalidate } = setup();
    act(() => {
      result.current.setProducers(['VT-100']);
      result.current.form.setValue('poliza', '1001');
      result.current.setGrid({
        page: 3,
        pageSize: 25,
        sortModel: [{ field: 'poliza', sort: 'desc' }],
        filterModel: { items: [] },
      });
    });
    await search(result);
    expect(result.current.criteria).toEqual({ producerId: ['VT-100'], poliza: '1001' });
    expect(result.current.filtersText).toBe('Productores: VT-100 | Póliza: 1001');
    expect(result.current.grid).toEqual({
      page: 0,
      pageSize: 25,
      sortModel: [{ field: 'poliza', sort: 'desc' }],
      filterModel: { items: [] },
    });
    // New criteria fetch under their own key: the old search's pages are only marked stale.
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['portfolio'], refetchType: 'none' });
    await search(result);
    // The same search again asks the server again.
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ['portfolio'], refetchType: 'active' });
  });

  it('does not search with a field in error: the message shows and the last search stays', async () => {
    const { result, invalidate } = setup();
    act(() => result.current.form.setValue('poliza', 'abc'));
    await search(result);
    expect(result.current.formError).toBe('Revisá los filtros marcados con error.');
    expect(result.current.criteria).toBeNull();
    expect(invalidate).not.toHaveBeenCalled();
    act(() => result.current.dismissFormError());
    expect(result.current.formError).toBeNull();
  });

  it("'Limpiar' empties the form, the producers and the results, keeping the page size", async () => {
    const { result } = setup();
    act(() => {
      result.current.setProducers(['VT-100']);
      result.current.form.setValue('poliza', '1001');
      result.current.setGrid({ page: 2, pageSize: 50, sortModel: [], filterModel: { items: [] } });
    });
    await search(result);
    act(() => result.current.clear());
    expect(result.current.form.getValues()).toEqual({ poliza: '' });
    expect(result.current.producers).toEqual([]);
    expect(result.current.criteria).toBeNull();
    expect(result.current.filtersText).toBe('');
    expect(result.current.grid).toEqual({ page: 0, pageSize: 50, sortModel: [], filterModel: { items: [] } });
  });

  it('runs a search it is given (a screen searching on arrival), without the form', () => {
    const { result } = setup();
    act(() => result.current.run({ poliza: '7' }, ['VT-200']));
    expect(result.current.criteria).toEqual({ producerId: ['VT-200'], poliza: '7' });
  });

  describe('opened from a link with filters', () => {
    afterEach(() => window.history.replaceState(null, '', '/'));

    it("fills the form with the link's filters and searches them on arrival, over every producer", async () => {
      window.history.replaceState(null, '', '/cartera?poliza=1001&unknown=1');
      const { result } = setup(true);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(result.current.linked).toBe(true);
      expect(result.current.form.getValues('poliza')).toBe('1001');
      expect(result.current.criteria).toEqual({ producerId: [], poliza: '1001' });
    });

    it("shows the form's error instead of searching a link's bad filter", async () => {
      window.history.replaceState(null, '', '/cartera?poliza=abc');
      const { result } = setup(true);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(result.current.criteria).toBeNull();
      expect(result.current.formError).toBe('Revisá los filtros marcados con error.');
    });

    it('waits for Buscar when the screen does not take filters from links, or the link names none', async () => {
      window.history.replaceState(null, '', '/cartera?poliza=1001');
      const off = setup(false);
      window.history.replaceState(null, '', '/cartera?other=1');
      const none = setup(true);
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
      expect(off.result.current.criteria).toBeNull();
      expect(none.result.current.criteria).toBeNull();
      expect(none.result.current.linked).toBe(false);
    });

    it('reads a checkbox field as true or false', () => {
      expect(
        linkedFilters({ vigencia: '', proximasAnularse: false }, '?vigencia=202611&proximasAnularse=true'),
      ).toEqual({ vigencia: '202611', proximasAnularse: true });
      expect(linkedFilters({ proximasAnularse: true }, '?proximasAnularse=no')).toEqual({ proximasAnularse: false });
      expect(linkedFilters({ vigencia: '' }, '')).toBeNull();
    });
  });
});
