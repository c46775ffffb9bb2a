import { eq, sql } from 'drizzle-orm';
import { apiTokens, auditActions } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, simulatorFor, type SignedIn } from '../../testing/session';

const TOKENS = '/api/account/apitokens';
const page = { offset: 0, next: 10, sort: [], gridFilters: [] };
/** Calls per minute per token in these tests, so the limit is reached in a few calls. */
const CALLS_PER_MINUTE = 6;

/** YYYY-MM-DD `days` after today in Buenos Aires. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe.each(testDrivers())('personal API tokens (/seguridad) on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { apiTokenCallsPerMinute: CALLS_PER_MINUTE } });
    producer = await signIn(t.app, DEMO.producer);
  });
  afterAll(() => t?.dispose());

  const create = (s: SignedIn, payload: object) =>
    t.app.inject({ method: 'POST', url: TOKENS, headers: s.auth, payload });
  const list = (s: SignedIn) => t.app.inject({ method: 'GET', url: TOKENS, headers: s.auth });
  const revoke = (s: SignedIn, id: number) =>
    t.app.inject({ method: 'DELETE', url: `${TOKENS}/${id}`, headers: s.auth });
  /** A new token of the demo producer: its text and id. */
  async function newToken(
    scopes: string[],
    name = 'Sistema agencia',
    s: SignedIn = producer,
  ): Promise<{ token: string; id: number; bearer: { authorization: string } }> {
    const res = await create(s, { name, scopes, endDate: dayFromToday(30) });
    expect(res.statusCode).toBe(200);
    const { token, apiToken } = res.json();
    return { token, id: apiToken.id, bearer: { authorization: `Bearer ${token}` } };
  }
  const searchPortfolio = (bearer: { authorization: string }) =>
    t.app.inject({ method: 'POST', url: '/api/portfolio/', headers: bearer, payload: page });

  it('creates a token shown once, prefixed pdp_, stored only as its SHA-256, listed without it', async () => {
    const res = await create(producer, {
      name: ' Sistema agencia ',
      scopes: ['cobranzas', 'cartera'],
      endDate: dayFromToday(365),
    });
    expect(res.statusCode).toBe(200);
    const { token, apiToken } = res.json();
    expect(token).toMatch(/^pdp_[A-Za-z0-9_-]{43}$/);
    expect(apiToken).toEqual({
      id: expect.any(Number),
      name: 'Sistema agencia',
      scopes: ['cartera', 'cobranzas'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastUsedAt: null,
      endDate: dayFromToday(365),
    });
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, apiToken.id));
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(4));
    const listed = (await list(producer)).json();
    expect(listed.find((r: { id: number }) => r.id === apiToken.id)).toEqual(apiToken);
    expect(JSON.stringify(listed)).not.toContain(token.slice(4));
  });

  it('refuses an end date in the past or more than a year away, a missing name and no scope, saying why', async () => {
    const past = await create(producer, { name: 'x', scopes: ['cartera'], endDate: dayFromToday(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues).toEqual([
      { path: 'endDate', message: 'La fecha de vencimiento no puede ser anterior a hoy' },
    ]);
    const far = await create(producer, { name: 'x', scopes: ['cartera'], endDate: dayFromToday(366) });
    expect(far.statusCode).toBe(400);
    expect(far.json().issues).toEqual([
      { path: 'endDate', message: 'La fecha de vencimiento puede ser como máximo dentro de un año' },
    ]);
    const blank = await create(producer, { name: ' ', scopes: [], endDate: dayFromToday(1) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(['Ingresá un nombre para el token', 'Elegí al menos un alcance']),
    );
    expect((await create(producer, { name: 'x', scopes: ['comunicacion'], endDate: dayFromToday(1) })).statusCode).toBe(
      400,
    );
  });

  it("is served the reading calls of its scope as its owner's session is, and moves 'last used'", async () => {
    const { id, bearer } = await newToken(['cartera']);
    const withToken = await searchPortfolio(bearer);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().total).toBe((await searchPortfolio(producer.auth)).json().total);
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/portfolio/export',
      headers: bearer,
      payload: { ...page, columns: [{ title: 'Póliza', field: 'policyNumber' }] },
    });
    expect(exported.statusCode).toBe(200);
    const listed = (await list(producer)).json().find((r: { id: number }) => r.id === id);
    expect(listed.lastUsedAt).toEqual(expect.stringMatching(/^\d{4}-/));
  });

  it('answers 403 for a reading call of a scope it was not given', async () => {
    const { bearer } = await newToken(['cartera']);
    const res = await t.app.inject({ method: 'POST', url: '/api/debtors/', headers: bearer, payload: {} });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/settlement?$filter=x', headers: bearer })).statusCode).toBe(
      403,
    );
  });

  it('answers 403 for any call that changes or sends something, and for the calls of no scope, even in its own area', async () => {
    const { bearer } = await newToken(['cartera', 'cuenta-corriente', 'cobranzas']);
    const profile = await t.app.inject({
      method: 'POST',
      url: '/api/producer/UpdateProducerData',
      headers: bearer,
      payload: {},
    });
    expect(profile.statusCode).toBe(403);
    // A GET that mails a certificate is an action, not a read.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/portfolio/individualcertificate?x=1', headers: bearer }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/invoice/send', headers: bearer, payload: {} })).statusCode,
    ).toBe(403);
    // Its own tokens, the sessions, the roles: none is a scope's reading call.
    expect((await list({ ...producer, auth: bearer })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: TOKENS,
          headers: bearer,
          payload: { name: 'x', scopes: ['cartera'], endDate: dayFromToday(1) },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/security/Account/Logout', headers: bearer, payload: {} }))
        .statusCode,
    ).toBe(403);
    // Sign-up's door adds a delegate when it comes with a session: not with a token.
    const delegate = {
      Application: 'Life',
      Name: 'Juan',
      LastName: 'Sosa',
      CUIT: '20-30000002-9',
      Email: 'juan.sosa@correo.com.ar',
      Subusuario: true,
      Rol: 'Gestor',
    };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login/register', headers: bearer, payload: delegate }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 401 once revoked, and to a made-up token of the same shape', async () => {
    const { id, bearer } = await newToken(['cartera']);
    expect((await searchPortfolio(bearer)).statusCode).toBe(200);
    const res = await revoke(producer, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await searchPortfolio(bearer)).statusCode).toBe(401);
    expect((await list(producer)).json().some((r: { id: number }) => r.id === id)).toBe(false);
    expect((await revoke(producer, id)).statusCode).toBe(404);
    expect((await searchPortfolio({ authorization: `Bearer pdp_${'A'.repeat(43)}` })).statusCode).toBe(401);
  });

  it('answers 401 past its end date: it works through that day, then no more', async () => {
    const { id, bearer } = await newToken(['cartera']);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() + interval '1 hour'` })
      .where(eq(apiTokens.id, id));
    expect((await searchPortfolio(bearer)).statusCode).toBe(200);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiTokens.id, id));
    expect((await searchPortfolio(bearer)).statusCode).toBe(401);
  });

  it("answers 404 to revoking another user's token, which keeps working", async () => {
    const { id, bearer } = await newToken(['cartera']);
    const other = await signIn(t.app, DEMO.producer2);
    const res = await revoke(other, id);
    expect(res.statusCode).toBe(404);
    expect((await searchPortfolio(bearer)).statusCode).toBe(200);
    expect((await list(other)).json().some((r: { id: number }) => r.id === id)).toBe(false);
  });

  it('is for producers of their own: a Gestor, staff, an administrator and a simulator acting for a producer are refused', async () => {
    const refused = [
      await signIn(t.app, DEMO.gestor),
      await signIn(t.app, DEMO.staff),
      await signIn(t.app, DEMO.admin),
      await simulatorFor(t.app, t.database, '20172543597'),
    ];
    for (const s of refused) {
      const res = await create(s, { name: 'x', scopes: ['cartera'], endDate: dayFromToday(1) });
      expect([s.body.userName ?? s.userId, res.statusCode]).toEqual([s.body.userName ?? s.userId, 403]);
      expect(res.json().businessExceptions[0].message).toBe(
        'Solo un productor puede crear tokens de API para sus sistemas',
      );
      expect((await list(s)).statusCode).toBe(403);
    }
  });

  it('records every call in the audit trail under the token, refused ones too', async () => {
    const { bearer } = await newToken(['cartera'], 'ERP Auditado');
    await searchPortfolio(bearer);
    await t.app.inject({ method: 'POST', url: '/api/producer/UpdateProducerData', headers: bearer, payload: {} });
    await t.app.auditTrail!.flush();
    const rows = await t.database.db
      .select({ function: auditActions.function, statusCode: auditActions.statusCode, userId: auditActions.userId })
      .from(auditActions)
      .where(eq(auditActions.application, 'API ERP Auditado'));
    expect(rows).toEqual(
      expect.arrayContaining([
        { function: 'POST /api/portfolio', statusCode: 200, userId: producer.userId },
        { function: 'POST /api/producer/UpdateProducerData', statusCode: 403, userId: producer.userId },
      ]),
    );
  });

  it(`has a limit of its own: ${CALLS_PER_MINUTE} calls a minute per token, then 429, while the session and other tokens go on`, async () => {
    const busy = await newToken(['cartera']);
    const calm = await newToken(['cartera']);
    const statuses: number[] = [];
    for (let i = 0; i <= CALLS_PER_MINUTE; i++) statuses.push((await searchPortfolio(busy.bearer)).statusCode);
    // A minute may turn during the loop and start a new count: then one more call is let through.
    expect(statuses.filter((s) => s === 429).length).toBeLessThanOrEqual(1);
    expect(statuses.slice(0, CALLS_PER_MINUTE - 1).every((s) => s === 200)).toBe(true);
    if (statuses.at(-1) === 429) expect((await searchPortfolio(calm.bearer)).statusCode).toBe(200);
    expect((await searchPortfolio(producer.auth)).statusCode).toBe(200);
  });

  it('is described by the OpenAPI document: its scheme, and each reading call marked with its scope', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.components.securitySchemes.apiToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/portfolio'].post.security).toEqual([{ bearerAuth: [] }, { apiToken: ['cartera'] }]);
    expect(doc.paths['/api/debtors'].post.security).toEqual([{ bearerAuth: [] }, { apiToken: ['cobranzas'] }]);
    expect(doc.paths['/api/settlement/ConceptoPorRubro'].get.security).toEqual([
      { bearerAuth: [] },
      { apiToken: ['cuenta-corriente'] },
    ]);
    expect(doc.paths['/api/producer/UpdateProducerData'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/portfolio/SendPayroll'].post.security).toEqual([{ bearerAuth: [] }]);
  });
});
