import { and, eq, like, sql } from 'drizzle-orm';
import { policies, producers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, type SignedIn, signIn, simulatorFor } from '../../testing/session';
import { shareOut } from './service';
import { foldForSearch } from '@portal/shared/contract/quick-search';

interface Match {
  id: number;
  policyNumber: string;
  certificateNumber: number;
  holderName: string;
  holderDni: string;
  matchedBy: string;
}

describe.each(testDrivers())('GET api/cartera/quick-search on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let other: SignedIn;
  let demoId: number;
  let otherId: number;
  /** A policy of each producer whose holder's surname carries an accent. */
  let demoPolicy: typeof policies.$inferSelect;
  let otherPolicy: typeof policies.$inferSelect;

  const accented = async (producerId: number) => {
    const [row] = await t.database.db
      .select()
      .from(policies)
      .where(and(eq(policies.producerId, producerId), like(policies.holderLastName, 'GONZÁLEZ')))
      .orderBy(policies.id)
      .limit(1);
    return row;
  };

  beforeAll(async () => {
    t = await createTestApp(driver);
    [producer, other] = [await signIn(t.app, DEMO.producer), await signIn(t.app, DEMO.producer2)];
    const ids = await t.database.db.select({ id: producers.id, cuit: producers.cuit }).from(producers);
    demoId = ids.find((p) => p.cuit === '20172543597')!.id;
    otherId = ids.find((p) => p.cuit === '20334445551')!.id;
    [demoPolicy, otherPolicy] = [await accented(demoId), await accented(otherId)];
  });
  afterAll(() => t?.dispose());

  const search = async (q: string, s: SignedIn = producer) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/cartera/quick-search?q=${encodeURIComponent(q)}`,
      headers: s.auth,
    });
    return {
      status: res.statusCode,
      body: res.json() as { matches: Match[] } & { businessExceptions?: { message: string }[] },
    };
  };
  /** The producer each match belongs to. */
  const ownersOf = async (matches: Match[]) => {
    if (!matches.length) return [];
    const ids = matches.map((m) => m.id);
    const rows = await t.database.db
      .select({ producerId: policies.producerId })
      .from(policies)
      .where(sql`${policies.id} in ${ids}`);
    return [...new Set(rows.map((r) => r.producerId))];
  };

  it('finds a policy by the start of its number, under Pólizas', async () => {
    const { status, body } = await search(demoPolicy.policyNumber.slice(0, -1));
    expect(status).toBe(200);
    expect(body.matches.length).toBeGreaterThan(0);
    expect(body.matches.length).toBeLessThanOrEqual(8);
    expect(body.matches.filter((m) => m.matchedBy === 'poliza').map((m) => m.id)).toContain(demoPolicy.id);
    expect(await ownersOf(body.matches)).toEqual([demoId]);
  });

  it('finds a policy by its number with the printed leading zeros', async () => {
    const { body } = await search(demoPolicy.policyNumber.padStart(9, '0'));
    expect(body.matches.map((m) => m.id)).toContain(demoPolicy.id);
  });

  it('finds a policy and certificate named together, under Certificados', async () => {
    const { body } = await search(`${demoPolicy.policyNumber}/${demoPolicy.certificateNumber}`);
    expect(body.matches).toEqual([expect.objectContaining({ id: demoPolicy.id, matchedBy: 'certificado' })]);
    expect((await search(`${demoPolicy.policyNumber}/${demoPolicy.certificateNumber + 7}`)).body.matches).toEqual([]);
  });

  it('finds a holder by DNI, written with or without dots', async () => {
    const dni = demoPolicy.holderDni;
    for (const q of [dni, `${dni.slice(0, 2)}.${dni.slice(2, 5)}.${dni.slice(5)}`]) {
      const { body } = await search(q);
      expect(body.matches.filter((m) => m.matchedBy === 'dni').map((m) => m.id)).toContain(demoPolicy.id);
    }
  });

  /** The holders named GONZÁLEZ come first; near misses (GONZALO…) may fill the eight after them. */
  const gonzalezFirst = async (matches: Match[]) => {
    const exact = await t.database.db
      .select({ id: policies.id })
      .from(policies)
      .where(and(eq(policies.producerId, demoId), eq(policies.holderLastName, 'GONZÁLEZ')));
    const expected = Math.min(exact.length, 8);
    expect(expected).toBeGreaterThan(0);
    expect(matches.slice(0, expected).every((m) => m.holderName.startsWith('GONZÁLEZ '))).toBe(true);
    expect(matches.every((m) => m.matchedBy === 'asegurado')).toBe(true);
    expect(await ownersOf(matches)).toEqual([demoId]);
  };

  it('finds a holder by a name typed without accents or in capitals, its words in any order', async () => {
    const first = demoPolicy.holderFirstName
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
    for (const q of ['gonzalez', 'GONZÁLEZ']) await gonzalezFirst((await search(q)).body.matches);
    for (const q of [`gonzalez ${first}`, `${first} gonzalez`])
      expect((await search(q)).body.matches[0]).toMatchObject({ id: demoPolicy.id });
  });

  it('finds a holder by the start of the first name, and by a part of a word', async () => {
    const start = foldForSearch(demoPolicy.holderFirstName).slice(0, 3);
    const byStart = (await search(start)).body.matches;
    expect(byStart.length).toBeGreaterThan(0);
    expect(
      byStart.every((m) =>
        foldForSearch(m.holderName)
          .split(' ')
          .some((word) => word.startsWith(start)),
      ),
    ).toBe(true);
    await gonzalezFirst((await search('onzale')).body.matches);
  });

  it('finds a holder by a name one letter off', async () => {
    await gonzalezFirst((await search('gonzales')).body.matches);
    await gonzalezFirst((await search('gonsalez')).body.matches);
  });

  it('answers nothing for a name no holder has', async () => {
    expect((await search('xqzwy')).body.matches).toEqual([]);
  });

  it("never answers another producer's policy, by number, DNI or name (IDOR)", async () => {
    for (const q of [
      otherPolicy.policyNumber,
      `${otherPolicy.policyNumber}/${otherPolicy.certificateNumber}`,
      otherPolicy.holderDni,
      otherPolicy.holderName,
    ]) {
      const { status, body } = await search(q);
      expect(status).toBe(200);
      expect(body.matches.map((m) => m.id)).not.toContain(otherPolicy.id);
      expect((await ownersOf(body.matches)).filter((id) => id !== demoId)).toEqual([]);
    }
    // …while its own producer finds it.
    expect((await search(otherPolicy.policyNumber, other)).body.matches.map((m) => m.id)).toContain(otherPolicy.id);
    expect((await search(demoPolicy.policyNumber, other)).body.matches.map((m) => m.id)).not.toContain(demoPolicy.id);
  });

  it("answers a Gestor the represented producer's policies", async () => {
    const gestor = await signIn(t.app, DEMO.gestor);
    const { body } = await search(demoPolicy.policyNumber, gestor);
    expect(body.matches.map((m) => m.id)).toContain(demoPolicy.id);
  });

  it("answers a simulator the simulated producer's policies, and only those", async () => {
    const simulator = await simulatorFor(t.app, t.database, '20334445551');
    const own = await search(otherPolicy.policyNumber, simulator);
    expect(own.body.matches.map((m) => m.id)).toContain(otherPolicy.id);
    const { body } = await search('gonzalez', simulator);
    expect(await ownersOf(body.matches)).toEqual([otherId]);
    expect((await search(demoPolicy.policyNumber, simulator)).body.matches.map((m) => m.id)).not.toContain(
      demoPolicy.id,
    );
  });

  it('refuses staff without a producer (no portfolio permission)', async () => {
    const staff = await signIn(t.app, DEMO.staff);
    expect((await search(demoPolicy.policyNumber, staff)).status).toBe(403);
  });

  it('asks for three characters, and refuses a signed-out call', async () => {
    const { status, body } = await search('ab');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('El campo debe poseer al menos 3 caracteres');
    expect((await t.app.inject({ method: 'GET', url: '/api/cartera/quick-search?q=gonzalez' })).statusCode).toBe(401);
  });
});

describe('shareOut', () => {
  const m = (id: number, matchedBy: string) =>
    ({ id, policyNumber: '1', certificateNumber: 1, holderName: 'A', holderDni: '1', matchedBy }) as Match as never;
  it('gives each group its turn up to eight, lists them group by group and drops repeats', () => {
    const found = [
      ...[1, 2, 3, 4, 5, 6, 7, 8, 8].map((id) => m(id, 'poliza')),
      ...[11, 12, 13].map((id) => m(id, 'dni')),
    ];
    expect(shareOut(found).map((x: Match) => x.id)).toEqual([1, 2, 3, 4, 5, 11, 12, 13]);
  });
});
