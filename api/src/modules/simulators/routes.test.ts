import { messages } from '../../messages';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, type SignedIn, simulatorFor } from '../../testing/session';

describe.each(testDrivers())('simulators, producer search and combos on %s', (driver) => {
  let t: TestApp;
  let sim: SignedIn & { producerUserId: number };
  beforeAll(async () => {
    t = await createTestApp(driver);
    sim = await simulatorFor(t.app, t.database, '20-17254359-7');
  });
  afterAll(() => t?.dispose());
  const get = (url: string, s: SignedIn | null = sim) => t.app.inject({ method: 'GET', url, headers: s ? s.auth : {} });

  describe('POST api/simulator/simulateproducer', () => {
    it('selects a producer and answers its data and all permissions', async () => {
      const s = await signIn(t.app, DEMO.simulator);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/simulator/simulateproducer',
        headers: s.auth,
        payload: { Cuit: '20-17254359-7', UserId: s.userId },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, cuit: '20172543597', userFirstName: 'MARTÍN', unregistered: false });
      expect(body.roles).toHaveLength(29);
      expect(body.roles).toEqual(expect.arrayContaining(['Administracion', 'VerMarketing', 'Home', 'EstadoCuenta']));
    });

    it('refuses a producer, another simulator id, an invalid CUIT and an unknown producer', async () => {
      const p = await signIn(t.app, DEMO.producer);
      const simulate = (s: SignedIn, payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/simulator/simulateproducer', headers: s.auth, payload });
      expect((await simulate(p, { Cuit: '20-33444555-1', UserId: p.userId })).statusCode).toBe(403);
      expect((await simulate(sim, { Cuit: '20-33444555-1', UserId: sim.userId + 1 })).statusCode).toBe(403);
      const invalid = await simulate(sim, { Cuit: '20-33444555-0', UserId: sim.userId });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().issues[0].message).toBe('El CUIT ingresado es inválido');
      const unknown = await simulate(sim, { Cuit: '20-30000007-0', UserId: sim.userId });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().businessExceptions[0]).toEqual({
        message: messages.producerNotFound,
        title: messages.simulateFailed,
      });
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/simulator/simulateproducer',
            payload: { Cuit: '20-33444555-1', UserId: 1 },
          })
        ).statusCode,
      ).toBe(401);
    });
  });

  describe('GET api/simulator/getpermissionsproducersimulator', () => {
    it('answers the permissions for the selected producer only', async () => {
      const ok = await get(
        `/api/simulator/getpermissionsproducersimulator?userIdProducer=${sim.producerUserId}&userId=${sim.userId}`,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toHaveLength(29);
      const other = await get(
        `/api/simulator/getpermissionsproducersimulator?userIdProducer=${sim.producerUserId + 1}&userId=${sim.userId}`,
      );
      expect(other.statusCode).toBe(403);
    });

    it('answers 403 to a simulator that has not selected a producer, and to a producer', async () => {
      const fresh = await signIn(t.app, DEMO.simulator);
      expect(
        (
          await get(
            `/api/simulator/getpermissionsproducersimulator?userIdProducer=${sim.producerUserId}&userId=${fresh.userId}`,
            fresh,
          )
        ).statusCode,
      ).toBe(403);
      expect((await get(`/api/login/getroles?userId=${fresh.userId}`, fresh)).json()).toEqual([]);
      const p = await signIn(t.app, DEMO.producer);
      expect(
        (await get(`/api/simulator/getpermissionsproducersimulator?userIdProducer=${p.userId}&userId=${p.userId}`, p))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('GET api/datos/GetAutocompleteValues', () => {
    it('finds producers by CUIT prefix, with 50 a page and the total', async () => {
      const res = await get('/api/datos/GetAutocompleteValues?e=Productor_CUIT&q=20-17&page=1&per_page=50');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.items[0]).toEqual({ id: '20172543597', value: '20-17254359-7 - GÓMEZ MARTÍN', message: '' });
      expect(body.total_count).toBeGreaterThanOrEqual(body.items.length);
    });

    it('finds producers by upper-cased name and marks the unregistered ones U', async () => {
      const res = await get(
        `/api/datos/GetAutocompleteValues?e=Productor_NOMBRE&q=${encodeURIComponent('pereyra')}&page=1&per_page=50`,
      );
      expect(res.json().items.map((i: { id: string }) => i.id)).toContain('20334445551');
      const all = await get('/api/datos/GetAutocompleteValues?e=Productor_CUIT&q=2&page=1&per_page=50');
      expect(all.statusCode).toBe(400);
      const many = await get('/api/datos/GetAutocompleteValues?e=Productor_CUIT&q=20&page=1&per_page=50');
      const messagesSeen = new Set(many.json().items.map((i: { message: string }) => i.message));
      expect(messagesSeen).toEqual(new Set(['', 'U']));
      const page2 = await get('/api/datos/GetAutocompleteValues?e=Productor_CUIT&q=20&page=2&per_page=5');
      expect(page2.json().items).toHaveLength(5);
      expect(page2.json().items[0].id).toBe(many.json().items[5].id);
    });

    it('is for simulators only, and treats LIKE wildcards as text', async () => {
      const p = await signIn(t.app, DEMO.producer);
      expect((await get('/api/datos/GetAutocompleteValues?e=Productor_CUIT&q=20', p)).statusCode).toBe(403);
      expect((await get('/api/datos/GetAutocompleteValues?e=Productor_NOMBRE&q=%25%25')).json()).toEqual({
        items: [],
        total_count: 0,
      });
      expect((await get('/api/datos/GetAutocompleteValues?e=Otro&q=20')).statusCode).toBe(400);
    });
  });

  describe('GET api/datos/GetComboValues', () => {
    it("answers the session's producers for 'Productor', and 404 for a combo it does not know", async () => {
      expect((await get('/api/datos/GetComboValues?e=Productor')).json()).toEqual([
        { id: '20172543597', value: 'GÓMEZ MARTÍN' },
      ]);
      const p = await signIn(t.app, DEMO.producer2);
      expect((await get('/api/datos/GetComboValues?e=Productor', p)).json()).toEqual([
        { id: '20334445551', value: 'PEREYRA DIEGO' },
      ]);
      expect((await get('/api/datos/GetComboValues?e=NoExiste')).statusCode).toBe(404);
      expect((await get('/api/datos/GetComboValues?e=Productor', null)).statusCode).toBe(401);
    });
  });
});
