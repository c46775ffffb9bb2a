import { and, eq, sql } from 'drizzle-orm';
import { policies, policyHolderNames, producers } from '../../db/schema';
import { createTestDatabase, type TestDatabase, testDrivers } from '../../testing/database';
import { successorOf } from './queries';
import { searchPolicies } from './service';

/**
 * The holders' names the quick search looks words and near misses up in (policy_holder_names, migration 0027) follow
 * the policies whatever writes them: a name a policy takes or leaves, a policy moved to another producer, one
 * deleted, the table emptied.
 */
describe.each(testDrivers())('the quick search’s holder names on %s', (driver) => {
  let t: TestDatabase;
  let demoId: number;
  let otherId: number;

  beforeAll(async () => {
    t = await createTestDatabase(driver);
    const ids = await t.database.db.select({ id: producers.id, cuit: producers.cuit }).from(producers);
    demoId = ids.find((p) => p.cuit === '20172543597')!.id;
    otherId = ids.find((p) => p.cuit === '20334445551')!.id;
  });
  afterAll(() => t?.dispose());

  const db = () => t.database.db;
  /** The count kept for a name of a producer, 0 when the name is not kept. */
  const kept = async (producerId: number, searchName: string) => {
    const [row] = await db()
      .select({ policies: policyHolderNames.policies })
      .from(policyHolderNames)
      .where(and(eq(policyHolderNames.producerId, producerId), eq(policyHolderNames.searchName, searchName)));
    return row?.policies ?? 0;
  };
  /** What the table says against what the policies say, for every producer and name. */
  const inStep = async () => {
    const drift = await db().execute(sql`
      select coalesce(p.producer_id, n.producer_id) as producer_id, coalesce(p.search_name, n.search_name) as search_name
      from (select producer_id, search_name, count(*)::int as policies from policies group by 1, 2) p
      full join policy_holder_names n on n.producer_id = p.producer_id and n.search_name = p.search_name
      where p.policies is distinct from n.policies`);
    return (drift as unknown as { rows: unknown[] }).rows;
  };

  it('holds each name of the seeded portfolios once, with its count of policies', async () => {
    expect(await inStep()).toEqual([]);
    const [{ names }] = await db()
      .select({ names: sql<number>`count(*)::int` })
      .from(policyHolderNames);
    expect(names).toBeGreaterThan(0);
  });

  it('follows an insert, a renamed holder, a policy moved to another producer and a delete', async () => {
    const [policy] = await db()
      .select()
      .from(policies)
      .where(eq(policies.producerId, demoId))
      .orderBy(policies.id)
      .limit(1);
    const { id: _id, searchName: _s, searchFirstLast: _f, ...copy } = policy;
    const [added] = await db()
      .insert(policies)
      .values({
        ...copy,
        policyNumber: '99000001',
        holderFirstName: 'ÍÑIGO',
        holderLastName: 'ZÚÑIGA',
        holderName: 'ZÚÑIGA ÍÑIGO',
      })
      .returning({ id: policies.id });
    expect(await kept(demoId, 'zuniga inigo')).toBe(1);
    expect((await searchPolicies(db(), [demoId], 'zunika')).map((m) => m.id)).toContain(added.id);

    await db()
      .update(policies)
      .set({ holderLastName: 'ZÚÑIGA', holderFirstName: 'ÍÑIGA', holderName: 'ZÚÑIGA ÍÑIGA' })
      .where(eq(policies.id, added.id));
    expect(await kept(demoId, 'zuniga inigo')).toBe(0);
    expect(await kept(demoId, 'zuniga iniga')).toBe(1);

    await db().update(policies).set({ producerId: otherId }).where(eq(policies.id, added.id));
    expect(await kept(demoId, 'zuniga iniga')).toBe(0);
    expect(await kept(otherId, 'zuniga iniga')).toBe(1);
    expect((await searchPolicies(db(), [demoId], 'zuniga')).map((m) => m.id)).not.toContain(added.id);

    // An update that changes no name moves nothing.
    await db().update(policies).set({ status: policy.status }).where(eq(policies.producerId, demoId));
    await db().delete(policies).where(eq(policies.id, added.id));
    expect(await kept(otherId, 'zuniga iniga')).toBe(0);
    expect(await inStep()).toEqual([]);
  });

  it('empties with the policies', async () => {
    await db().execute(sql`truncate policies cascade`);
    expect(await db().select().from(policyHolderNames)).toEqual([]);
  });
});

describe('successorOf', () => {
  it('gives the first text after every text that starts with the prefix, in byte order', () => {
    expect(successorOf('2000')).toBe('2001');
    expect(successorOf('2009')).toBe('200:');
    expect(successorOf('gomez')).toBe('gome{');
    expect(successorOf('gomez s')).toBe('gomez t');
  });
});
