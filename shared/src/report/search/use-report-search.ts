import { useEffect, useEffectEvent, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useQueryClient } from '@portal/shared/query';
import { firstPage, initialGridQueryModel, type GridQueryModel } from '../server-grid/grid-query';

export interface ReportSearchOptions<F extends FieldValues, C> {
  /** The screen's filters form (its zod resolver gives the fields' messages). */
  form: UseFormReturn<F>;
  /** The first element of the report's page queries' keys: their cache is stale after a search. */
  queryKey: string;
  /** What a search sends: the valid filters and the producers checked. */
  toCriteria: (filters: F, producers: string[]) => C;
  /** 'Ver filtros aplicados': what that search sent, in words. */
  describe: (filters: F, producers: string[]) => string;
  /** What 'Limpiar' puts back in the form. */
  cleared: () => F;
  /** Shown above the grid when a search is tried with fields in error. */
  invalidMessage: string;
  /**
   * A link may open the screen with filters in its query, named as the form's fields (`/cartera?estado=0`, the
   * /home dashboard's cards): they fill the form and the search runs on arrival, over every producer.
   */
  searchFromLink?: boolean;
}

/**
 * The form's values with the query's filters over them, or null when the query names none of its fields. A
 * checkbox field takes 'true' or 'false'; every other field its text, checked by the form's schema on search.
 */
export function linkedFilters<F extends FieldValues>(current: F, query: string): F | null {
  const params = new URLSearchParams(query);
  const values: Record<string, unknown> = { ...current };
  let named = false;
  for (const [key, value] of params) {
    if (!Object.hasOwn(current, key)) continue;
    named = true;
    values[key] = typeof current[key] === 'boolean' ? value === 'true' : value;
  }
  return named ? (values as F) : null;
}

/**
 * A report screen's search (001 §4): the producers checked, the criteria of the last search (null before any
 * and after 'Limpiar'; the grid shows nothing then), its description, the grid's page, sort and filters, and
 * the form-error message. A search starts again from the first page, keeping size, sort and column filters.
 */
export function useReportSearch<F extends FieldValues, C>({
  form,
  queryKey,
  toCriteria,
  describe,
  cleared,
  invalidMessage,
  searchFromLink = false,
}: ReportSearchOptions<F, C>) {
  const client = useQueryClient();
  const [producers, setProducers] = useState<string[]>([]);
  const [criteria, setCriteria] = useState<C | null>(null);
  const [filtersText, setFiltersText] = useState('');
  const [grid, setGrid] = useState<GridQueryModel>(() => initialGridQueryModel());
  const [formError, setFormError] = useState<string | null>(null);

  /** Searches with these filters and producers, already valid (a screen may search on arrival or on a checkbox). */
  const run = (filters: F, chosen: string[]) => {
    setFormError(null);
    const next = toCriteria(filters, chosen);
    const repeated = criteria !== null && JSON.stringify(next) === JSON.stringify(criteria);
    setCriteria(next);
    setFiltersText(describe(filters, chosen));
    setGrid(firstPage);
    // Cached pages are stale after a search. The same criteria searched again are asked again; new criteria
    // fetch under their own key, so the previous search is not refetched only to be dropped.
    void client.invalidateQueries({ queryKey: [queryKey], refetchType: repeated ? 'active' : 'none' });
  };

  const submit = form.handleSubmit(
    (filters) => run(filters, producers),
    () => setFormError(invalidMessage),
  );

  // Once, on arrival: the query is read as the browser holds it (the router has already moved there).
  const [linked] = useState(() => (searchFromLink ? linkedFilters(form.getValues(), window.location.search) : null));
  const searchLinked = useEffectEvent(() => {
    if (!linked) return;
    form.reset(linked);
    void form.handleSubmit(
      (filters) => run(filters, []),
      () => setFormError(invalidMessage),
    )();
  });
  useEffect(() => searchLinked(), []);

  const clear = () => {
    form.reset(cleared());
    setProducers([]);
    setCriteria(null);
    setFiltersText('');
    setFormError(null);
    setGrid(initialGridQueryModel(grid.pageSize));
  };

  return {
    producers,
    setProducers,
    criteria,
    filtersText,
    grid,
    setGrid,
    formError,
    dismissFormError: () => setFormError(null),
    /** 'Buscar': validates the form, then searches. */
    search: () => void submit(),
    run,
    clear,
    /** Whether the screen was opened with filters in its link (and searched them on arrival). */
    linked: linked !== null,
  };
}
