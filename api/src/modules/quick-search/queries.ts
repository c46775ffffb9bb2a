import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedSql } from '../../db/prepared';
import type { QuickSearchGroup, QuickSearchMatch } from '@portal/shared/contract/quick-search';

/**
 * The quick search's SQL over `policies` (migrations 0022 and 0027), one named prepared statement per kind of
 * query, each one round trip: PostgreSQL parses and plans each once per connection. A start is asked as a range
 * of the b-tree (`>= text and < text's successor`) rather than a LIKE, so the plan kept for any value reads
 * the same eight index entries a plan made for that value would. The trigram work is left for the few queries
 * no start answers, and done over each producer's distinct holder names (policy_holder_names), not its policies.
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
const owner = sql.placeholder('owner');
const wanted = sql.placeholder('wanted');

/**
 * The first string after every string that starts with `prefix`, under the "C" collation (byte order): the
 * prefix with its last character moved one on. Terms hold only letters, digits and single spaces (quickSearchTerms).
 */
export function successorOf(prefix: string): string {
  return prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
}

/** Policies whose number starts with the digits, and holders whose DNI does: each arm eight rows of its b-tree. */
const byDigitsStatement = preparedSql<MatchRow>(
  'quick_search_digits',
  sql`(select ${columns}, 'poliza' as matched_by from policies
        where producer_id = ${owner} and policy_number collate "C" >= ${sql.placeholder('numberFrom')}::text
          and policy_number collate "C" < ${sql.placeholder('numberTo')}::text
        order by policy_number collate "C", certificate_number, id limit ${wanted})
      union all
      (select ${columns}, 'dni' as matched_by from policies
        where producer_id = ${owner} and holder_dni collate "C" >= ${sql.placeholder('dniFrom')}::text
          and holder_dni collate "C" < ${sql.placeholder('dniTo')}::text
        order by holder_dni collate "C", id limit ${wanted})`,
);

/** A policy and certificate named together ('20001234/2'). */
const byCertificateStatement = preparedSql<MatchRow>(
  'quick_search_certificate',
  sql`select ${columns}, 'certificado' as matched_by from policies
      where producer_id = ${owner} and policy_number = ${sql.placeholder('policyNumber')}::text
        and certificate_number = ${sql.placeholder('certificate')}::int
      order by id limit ${wanted}`,
);

/**
 * Holders by name. First those whose folded name starts with the text, surname first (as names are kept) or first
 * name first: two b-tree ranges read eight rows deep, in name order. Only if those are fewer than `wanted` (a
 * one-time filter: the function is not called otherwise), the producer's names holding every word anywhere, then
 * those a letter off, closest first (quick_search_names, migration 0027), each name's policies read from the
 * b-tree of (producer_id, search_name).
 */
const byNameStatement = preparedSql<MatchRow>(
  'quick_search_name',
  sql`with starting as (
        (select ${columns}, 1 as stage, search_name as sort_key from policies
          where producer_id = ${owner} and search_name collate "C" >= ${sql.placeholder('from')}::text
            and search_name collate "C" < ${sql.placeholder('to')}::text
          order by search_name collate "C", id limit ${wanted})
        union all
        (select ${columns}, 2, search_first_last from policies
          where producer_id = ${owner} and search_first_last collate "C" >= ${sql.placeholder('from')}::text
            and search_first_last collate "C" < ${sql.placeholder('to')}::text
          order by search_first_last collate "C", id limit ${wanted})
      ), elsewhere as (
        select p.id, p.policy_number, p.certificate_number, p.holder_name, p.holder_dni, n.rank
        from quick_search_names(${owner}::int, ${sql.placeholder('text')}::text, ${sql.placeholder('words')}::text[], ${wanted}::int) n
        cross join lateral (
          select ${columns} from policies q
          where q.producer_id = ${owner} and q.search_name collate "C" = n.search_name
          order by q.search_name collate "C", q.id limit ${wanted}
        ) p
        where (select count(*) from starting) < ${wanted}
        order by n.rank, p.id
        limit ${wanted}
      )
      select ${columns}, 'asegurado' as matched_by
      from (
        select ${columns}, stage, row_number() over (partition by stage order by sort_key collate "C", id) as place from starting
        union all
        select ${columns}, 3, row_number() over (order by rank, id) from elsewhere
      ) found
      order by stage, place`,
);

function rowsOf(rows: MatchRow[]): QuickSearchMatch[] {
  return rows.map((r) => ({
    id: Number(r.id),
    policyNumber: r.policy_number,
    certificateNumber: Number(r.certificate_number),
    holderName: r.holder_name,
    holderDni: r.holder_dni,
    matchedBy: r.matched_by,
  }));
}

/** Each of the session's producers in turn (a session has one: its own, the Gestor's or the simulated one). */
async function forEachOwner(
  producerIds: number[],
  run: (owner: number) => Promise<MatchRow[]>,
): Promise<QuickSearchMatch[]> {
  const found: MatchRow[] = [];
  for (const id of producerIds) found.push(...(await run(Math.trunc(id))));
  return rowsOf(found);
}

/** Policies whose number starts with `policyPrefix`, and holders whose DNI starts with `dniPrefix`: each arm in index order. */
export function byDigits(db: Db, producerIds: number[], policyPrefix: string, dniPrefix: string, limit: number) {
  const statement = byDigitsStatement(db);
  return forEachOwner(producerIds, (id) =>
    statement.execute({
      owner: id,
      numberFrom: policyPrefix,
      numberTo: successorOf(policyPrefix),
      dniFrom: dniPrefix,
      dniTo: successorOf(dniPrefix),
      wanted: limit,
    }),
  );
}

/** A policy and certificate named together ('20001234/2'). */
export function byCertificate(db: Db, producerIds: number[], policyNumber: string, certificate: number, limit: number) {
  const statement = byCertificateStatement(db);
  return forEachOwner(producerIds, (id) => statement.execute({ owner: id, policyNumber, certificate, wanted: limit }));
}

/**
 * Holders by name: `text` is the query's words (letters and digits) joined by single spaces; the longest word
 * goes first, the one the trigram index is asked for.
 */
export function byName(db: Db, producerIds: number[], text: string, limit: number) {
  const words = text.split(' ').sort((a, b) => b.length - a.length);
  const statement = byNameStatement(db);
  return forEachOwner(producerIds, (id) =>
    statement.execute({ owner: id, from: text, to: successorOf(text), text, words, wanted: limit }),
  );
}
