import { AppError } from '../../errors';
import { assertCuitAccess } from '../../http/access';
import type { Session } from '../../http/session';
import type { GridFilterInput, GridSortInput } from '../../lib/grid-query';
import { messages } from '../../messages';

/* What the screens' services of cuenta corriente share: whose data a request reads and the grid part of a search. */

export type Log = { error(o: object, m: string): void };
export interface Grid {
  offset: number;
  next: number;
  sort: GridSortInput[];
  gridFilters: GridFilterInput[];
}

/** The producers whose data a request reads: the session's; a CUIT it names must be the session's own. */
export function scope(session: Session, cuit?: string | null): number[] {
  if (cuit) assertCuitAccess(session, cuit);
  if (session.producerIds.length === 0) throw new AppError(403, messages.forbidden);
  return session.producerIds;
}

/** A month's first and last day as YYYY-MM-DD. */
export const monthRange = (year: number, month: number) => {
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from, to };
};
