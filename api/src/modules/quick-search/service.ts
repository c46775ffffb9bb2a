import {
  QUICK_SEARCH_GROUPS,
  QUICK_SEARCH_LIMIT,
  type QuickSearchMatch,
  quickSearchTerms,
} from '@portal/shared/contract/quick-search';
import type { Db } from '../../db/client';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { policyNumberOf } from '../../lib/policy-number';
import * as q from './queries';

/**
 * Up to QUICK_SEARCH_LIMIT matches, each group taking its turn so that a number that is also the start of a DNI
 * shows both, listed group by group. A policy found twice in a group (by its name's start and by its words)
 * is listed once.
 */
export function shareOut(found: QuickSearchMatch[], limit = QUICK_SEARCH_LIMIT): QuickSearchMatch[] {
  const groups = QUICK_SEARCH_GROUPS.map((group) => {
    const seen = new Set<number>();
    return found.filter((m) => m.matchedBy === group && !seen.has(m.id) && seen.add(m.id));
  });
  const taken = groups.map(() => 0);
  let total = 0;
  while (total < limit && groups.some((g, i) => taken[i] < g.length)) {
    for (let i = 0; i < groups.length && total < limit; i++) {
      if (taken[i] < groups[i].length) {
        taken[i]++;
        total++;
      }
    }
  }
  return groups.flatMap((g, i) => g.slice(0, taken[i]));
}

/**
 * The session's own policies (a Gestor's producer's, a simulator's chosen producer's) that the query names:
 * a session without a producer has no portfolio, so nothing matches.
 */
export async function quickSearch(
  ctx: AppContext,
  session: Session,
  query: string,
): Promise<{ matches: QuickSearchMatch[] }> {
  if (!session.producerIds.length) return { matches: [] };
  return { matches: await searchPolicies(ctx.database.db, session.producerIds, query) };
}

/** The policies of these producers that the query names (what the benchmark also runs bare). */
export async function searchPolicies(db: Db, producers: number[], query: string): Promise<QuickSearchMatch[]> {
  const terms = quickSearchTerms(query);
  const limit = QUICK_SEARCH_LIMIT;
  if (terms.kind === 'digits') {
    const found = terms.certificate
      ? await q.byCertificate(
          db,
          producers,
          policyNumberOf(terms.certificate.policy),
          terms.certificate.certificate,
          limit,
        )
      : await q.byDigits(db, producers, policyNumberOf(terms.digits), terms.digits, limit);
    return shareOut(found);
  }
  return shareOut(await q.byName(db, producers, terms.text, limit));
}
