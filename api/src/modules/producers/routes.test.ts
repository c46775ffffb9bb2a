import { eq } from 'drizzle-orm';
import { producerCodes, producers, users } from '../../db/schema';
import { messages } from '../../messages';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, lastMailTo, signIn, type SignedIn, simulatorFor, userId } from '../../testing/session';

describe.each(testDrivers())('producer profile, account manager and codes on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let otherId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    producer = await signIn(t.app, DEMO.producer);
    otherId = await userId(t.database, '20334445551');
  });
  afterAll(() => t?.dispose());
  const get = (url: string, s: SignedIn | null = producer) =>
    t.app.inject({ method: 'GET', url, headers: s ? s.auth : {} });

  describe('GET api/producer/GetProducerById', () => {
    it('answers the profile of 000 §3', async () => {
      const res = await get(`/api/producer/GetProducerById?userId=${producer.userId}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        name: 'MARTÍN',
        lastName: 'GÓMEZ',
        email: 'productor@demo.com.ar',
        telephone: '1145678901',
        user: { id: producer.userId, CUIT: '20172543597', TelephoneCompany: 2, AccountManagerId: expect.any(Number) },
      });
    });

    it("answers 403 for another producer's id and 401 without a session", async () => {
      expect((await get(`/api/producer/GetProducerById?userId=${otherId}`)).statusCode).toBe(403);
      expect((await get(`/api/producer/GetProducerById?userId=${producer.userId}`, null)).statusCode).toBe(401);
    });

    it('answers 400 to a malformed id', async () => {
      const res = await get('/api/producer/GetProducerById?userId=abc');
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('userId');
    });
  });

  describe('GET api/producer/GetAccountManagerByCuit', () => {
    it("answers the producer's account manager, for the Gestor too", async () => {
      const res = await get('/api/producer/GetAccountManagerByCuit?cuit=20172543597');
      expect(res.json()).toMatchObject({
        success: true,
        name: 'Mariela',
        lastName: 'Quiroga',
        telephone: '1143215500',
      });
      const gestor = await signIn(t.app, DEMO.gestor);
      expect((await get('/api/producer/GetAccountManagerByCuit?cuit=20-17254359-7', gestor)).json()).toMatchObject({
        name: 'Mariela',
      });
    });

    it("refuses another producer's CUIT with 403", async () => {
      expect((await get('/api/producer/GetAccountManagerByCuit?cuit=20334445551')).statusCode).toBe(403);
    });
  });

  it('lists the account managers', async () => {
    const res = await get('/api/producer/GetAccountManagers');
    expect(res.json()).toHaveLength(5);
    expect(res.json()[0]).toEqual({ id: expect.any(Number), name: expect.any(String), lastName: expect.any(String) });
  });

  describe('GET api/producer/GetProducerCodes', () => {
    it('answers two codes per core, VT and RVT, with NAME|extra names', async () => {
      const res = await get(`/api/producer/GetProducerCodes?userId=${producer.userId}`);
      const cores = res.json() as { core: string; producerCodes: { id: string; name: string; core: string }[] }[];
      expect(cores.map((c) => [c.core, c.producerCodes.length])).toEqual([
        ['RVT', 2],
        ['VT', 2],
      ]);
      expect(cores[1].producerCodes[0]).toEqual({ id: 'X1001', name: 'GOMEZ MARTIN|Casa central', core: 'VT' });
    });

    it("answers 403 for another user's id", async () => {
      expect((await get(`/api/producer/GetProducerCodes?userId=${otherId}`)).statusCode).toBe(403);
    });

    it("gives a simulator the chosen producer's codes by that producer's id, 0 for one without a portal user, and nothing by its own", async () => {
      const [unregistered] = await t.database.db
        .select({ id: producers.id, cuit: producers.cuit })
        .from(producers)
        .where(eq(producers.unregistered, true))
        .limit(1);
      await t.database.db
        .insert(producerCodes)
        .values({ producerId: unregistered.id, core: 'VT', code: 'X9001', name: 'SIN USUARIO|Central' });
      const sim = await simulatorFor(t.app, t.database, unregistered.cuit);
      expect(sim.producerUserId).toBe(0);
      const codes = await get('/api/producer/GetProducerCodes?userId=0', sim);
      expect(codes.json()).toEqual([
        { core: 'VT', producerCodes: [{ id: 'X9001', name: 'SIN USUARIO|Central', core: 'VT' }] },
      ]);
      expect((await get(`/api/producer/GetProducerCodes?userId=${sim.userId}`, sim)).statusCode).toBe(403);
      // 0 names only a chosen producer without a user: not the demo producer, not a producer's own session.
      const registered = await simulatorFor(t.app, t.database, '20172543597');
      expect((await get('/api/producer/GetProducerCodes?userId=0', registered)).statusCode).toBe(403);
      expect((await get('/api/producer/GetProducerCodes?userId=0')).statusCode).toBe(403);
    });
  });

  describe('POST api/producer/UpdateProducerData', () => {
    const change = (s: SignedIn, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/producer/UpdateProducerData', headers: s.auth, payload });
    const base = {
      Name: 'Diego Ariel',
      LastName: 'Pereyra',
      CUIT: '20-33444555-1',
      Email: 'productor2@demo.com.ar',
      Telephone: '3414567899',
      TelephoneCompany: 4,
    };

    it('saves names upper-cased, phone and avatar', async () => {
      const s = await signIn(t.app, DEMO.producer2);
      const res = await change(s, { ...base, User: s.userId, Avatar: 'data:image/png;base64,AAAA' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        email: 'productor2@demo.com.ar',
        avatar: 'data:image/png;base64,AAAA',
        businessExceptions: [],
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, s.userId));
      expect(row).toMatchObject({ firstName: 'DIEGO ARIEL', telephone: '3414567899', telephoneCompany: 4 });
    });

    it('changes the password only with the current one, and ends the other sessions', async () => {
      const s = await signIn(t.app, DEMO.producer2);
      const other = await signIn(t.app, DEMO.producer2);
      const missing = await change(s, { ...base, User: s.userId, Password: 'Nueva1234' });
      expect(missing.json().businessExceptions[0].message).toBe(messages.currentPasswordRequired);
      const wrong = await change(s, { ...base, User: s.userId, Password: 'Nueva1234', CurrentPassword: 'Mala1234' });
      expect(wrong.json().businessExceptions[0].message).toBe(messages.wrongPassword);
      const weak = await change(s, { ...base, User: s.userId, Password: 'nueva', CurrentPassword: DEMO.password });
      expect(weak.statusCode).toBe(400);
      expect(
        (await change(s, { ...base, User: s.userId, Password: 'Nueva1234', CurrentPassword: DEMO.password }))
          .statusCode,
      ).toBe(200);
      expect((await get(`/api/login/CheckUserInfo?userId=${s.userId}`, other)).statusCode).toBe(401);
      expect((await get(`/api/login/CheckUserInfo?userId=${s.userId}`, s)).statusCode).toBe(200);
      await signIn(t.app, DEMO.producer2, 'Nueva1234');
    });

    it('confirms a new e-mail by mail before using it', async () => {
      const s = await signIn(t.app, DEMO.producer2, 'Nueva1234');
      const res = await change(s, { ...base, User: s.userId, Email: 'nuevo@correo.com.ar' });
      expect(res.json().email).toBe('productor2@demo.com.ar');
      const code = /es: ([A-Z0-9]{10})/.exec((await lastMailTo(t.database, 'nuevo@correo.com.ar')).text)?.[1];
      expect(
        (await t.app.inject({ method: 'POST', url: '/security/account/confirmemail', payload: { code } })).statusCode,
      ).toBe(200);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, s.userId));
      expect(row.email).toBe('nuevo@correo.com.ar');
    });

    it("refuses another user's id with 403 and a changed CUIT with 400", async () => {
      expect((await change(producer, { ...base, User: otherId })).statusCode).toBe(403);
      const res = await change(producer, { ...base, CUIT: '20-17254359-7', User: producer.userId, Name: 'X' });
      expect(res.statusCode).toBe(400);
      const cuit = await change(producer, { ...base, User: producer.userId });
      expect(cuit.json().businessExceptions[0].message).toBe(messages.cuitReadOnly);
    });

    it("lets a simulator edit the selected producer's data but not its password", async () => {
      const sim = await simulatorFor(t.app, t.database, '20334445551');
      const res = await change(sim, { ...base, User: sim.producerUserId, Telephone: '3410000000' });
      expect(res.statusCode).toBe(200);
      const pw = await change(sim, {
        ...base,
        User: sim.producerUserId,
        Password: 'Otra1234',
        CurrentPassword: 'Nueva1234',
      });
      expect(pw.statusCode).toBe(403);
      // And reads its profile and codes, but not another producer's.
      expect((await get(`/api/producer/GetProducerById?userId=${sim.producerUserId}`, sim)).statusCode).toBe(200);
      expect(
        (await get(`/api/producer/GetProducerCodes?userId=${sim.producerUserId}`, sim)).json()[0].producerCodes[0].id,
      ).toBe('4001');
      expect((await get(`/api/producer/GetProducerById?userId=${producer.userId}`, sim)).statusCode).toBe(403);
      const [p] = await t.database.db.select().from(producers).where(eq(producers.cuit, '20334445551'));
      expect(p).toBeTruthy();
    });
  });
});
