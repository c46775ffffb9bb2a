import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { QuickSearchGroup, QuickSearchMatch } from '@portal/shared/contract/quick-search';

/**
 * The quick search's SQL over `policies` (migration 0022's indexes). Every statement is sent unnamed, so
 * PostgreSQL plans it with the values at hand: a LIKE whose pattern is a parameter of a generic plan could not
 * use the b-tree ranges the prefixes read.
 */

interface MatchRow {
  id: number;
  policy_number: string;
  certificate_number: number;
  holder_name: string;
  holder_dni: string;
  matched_by: QuickSearchGroup;
}

const columns = sql.raw('id, policy_number, certificate_number, holder_name, holder_dni');

/** Producer ids as one array parameter (both drivers take it as text): whole numbers only, so nothing to escape. */
const idArray = (producerIds: number[]) => `{${producerIds.map((id) => Math.trunc(id)).join(',')}}`;

/** The session's producers: one (the usual case) as an equality, which the indexes lead with. */
function ownedBy(producerIds: number[]): SQL {
  return producerIds.length === 1 ? sql`producer_id = ${producerIds[0]}` : sql`producer_id = any(${idArray(producerIds)}::int[])`;
}

/** `%`, `_` and `\` stand for themselves in a LIKE pattern (terms hold only letters and digits; this is the guard). */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function rowsOf(db: Db, statement: SQL): Promise<QuickSearchMatch[]> {
  const result = (await db.execute(statement)) as unknown as { rows: MatchRow[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    policyNumber: r.policy_number,
    certificateNumber: Number(r.certificate_number),
    holderName: r.holder_name,
    holderDni: r.holder_dni,
    matchedBy: r.matched_by,
  }));
}

/** Policies whose number starts with `policyPrefix`, and holders whose DNI starts with `dniPrefix`: each arm in index order. */
export function byDigits(db: Db, producerIds: number[], policyPrefix: string, dniPrefix: string, limit: number) {
  const owned = ownedBy(producerIds);
  return rowsOf(
    db,
    sql`(select ${columns}, 'poliza' as matched_by from policies
          where ${owned} and policy_number collate "C" like ${`${literal(policyPrefix)}%`}
          order by policy_number collate "C", certificate_number, id limit ${limit})
        union all
        (select ${columns}, 'dni' as matched_by from policies
          where ${owned} and holder_dni collate "C" like ${`${literal(dniPrefix)}%`}
          order by holder_dni collate "C", id limit ${limit})`,
  );
}

/** A policy and certificate named together ('20001234/2'). */
export function byCertificate(db: Db, producerIds: number[], policyNumber: string, certificate: number, limit: number) {
  return rowsOf(
    db,
    sql`select ${columns}, 'certificado' as matched_by from policies
        where ${ownedBy(producerIds)} and policy_number = ${policyNumber} and certificate_number = ${certificate}
        order by id limit ${limit}`,
  );
}

/**
 * Holders by name, in one statement: those whose folded name starts with `text` (the surname first, as names are
 * kept), in name order, read from a b-tree eight rows deep; then, only if those are fewer than `limit`, those whose
 * name holds every word anywhere and those a letter off, through the trigram index alone (migration 0022's
 * function says why it is a function). The second part is a one-time filter's: not run when the first is full.
 * Words hold only letters and digits (quickSearchTerms), so the function's patterns need no escaping.
 */
export function byName(db: Db, producerIds: number[], text: string, limit: number) {
  return rowsOf(
    db,
    sql`with starting as (
          select ${columns} from policies
          where ${ownedBy(producerIds)} and search_name collate "C" like ${`${literal(text)}%`}
          order by search_name collate "C", id limit ${limit}
        )
        select ${columns}, 'asegurado' as matched_by from starting
        union all
        select ${columns}, 'asegurado' as matched_by from quick_search_by_trigrams(${idArray(producerIds)}::int[], ${text}, ${limit})
        where (select count(*) from starting) < ${limit}`,
  );
}
