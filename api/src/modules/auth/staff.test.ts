import { z } from 'zod';
import { defineEndpoint } from '@portal/shared/contract';
import { registerEndpoint } from '../../http/register-endpoint';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, type SignedIn, simulatorFor } from '../../testing/session';

const STAFF_PERMISSIONS = [
  'AdminComunicaciones',
  'AdminLeyendas',
  'AdminNotificaciones',
  'VerAuditoriaProductor',
  'VerEstadisticas',
  'VerMarketing',
  'VerRepositorio',
];

/** Two signed-in endpoints behind administration permissions: one the staff account holds, one it does not. */
const guarded = (path: string, permission: string) =>
  defineEndpoint({
    method: 'GET',
    base: 'api',
    path,
    area: 'shell',
    summary: 'prueba',
    auth: true,
    permission,
    response: z.object({ effectiveCuit: z.string().nullable(), producerIds: z.array(z.number()) }),
  });
const notificationsAdmin = guarded('test/adminnotificaciones', 'AdminNotificaciones');
const simulatorsAdmin = guarded('test/simuladores', 'VerSimuladores');

describe.each(testDrivers())('internal staff (contenidos@demo.com.ar) on %s', (driver) => {
  let t: TestApp;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      configure: (app) => {
        for (const endpoint of [notificationsAdmin, simulatorsAdmin]) {
          registerEndpoint(app, endpoint, async ({ request }) => ({
            effectiveCuit: request.session.effectiveCuit,
            producerIds: request.session.producerIds,
          }));
        }
      },
    });
    staff = await signIn(t.app, DEMO.staff);
  });
  afterAll(() => t?.dispose());
  const get = (url: string, s: SignedIn = staff) => t.app.inject({ method: 'GET', url, headers: s.auth });
  const post = (url: string, payload: object, s: SignedIn = staff) =>
    t.app.inject({ method: 'POST', url, payload, headers: s.auth });

  it('signs in at the simulators door as a type 2 user not asked to select a producer', () => {
    expect(staff.body).toMatchObject({
      userType: 2,
      cuit: null,
      mustChangePassword: false,
      emailConfirmed: true,
      selectsProducer: false,
      code: null,
    });
  });

  it('is refused at the producers door', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/security/account/login',
      payload: { Username: DEMO.staff, Password: DEMO.password },
    });
    expect(res.statusCode).toBe(400);
  });

  it('holds exactly its seven permissions without a selected producer (login/getroles)', async () => {
    const res = await get(`/api/login/getroles?userId=${staff.userId}`);
    expect(res.statusCode).toBe(200);
    expect([...res.json()].sort()).toEqual(STAFF_PERMISSIONS);
  });

  it('passes the guard of an endpoint behind a permission it holds, with no producer in its session', async () => {
    const res = await get('/api/test/adminnotificaciones');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ effectiveCuit: null, producerIds: [] });
    expect((await get('/api/test/simuladores')).statusCode).toBe(403);
  });

  it('cannot simulate a producer nor ask for simulated permissions', async () => {
    const simulate = await post('/api/simulator/simulateproducer', { Cuit: DEMO.producer, UserId: staff.userId });
    expect(simulate.statusCode).toBe(403);
    const producerUserId = (await signIn(t.app, DEMO.producer)).userId;
    expect(
      (
        await get(
          `/api/simulator/getpermissionsproducersimulator?userIdProducer=${producerUserId}&userId=${staff.userId}`,
        )
      ).statusCode,
    ).toBe(403);
    // Still no producer after the refused simulation.
    expect((await get('/api/test/adminnotificaciones')).json()).toEqual({ effectiveCuit: null, producerIds: [] });
  });

  it('answers 403 to every producer-data call: portfolio search, producer, account manager, notifications', async () => {
    expect((await post('/api/portfolio/', { offset: 0, next: 10, sort: [], gridFilters: [] })).statusCode).toBe(403);
    expect((await get(`/api/producer/GetProducerById?userId=${staff.userId}`)).statusCode).toBe(403);
    expect((await get('/api/producer/GetAccountManagerByCuit?cuit=20172543597')).statusCode).toBe(403);
    expect(
      (await get('/api/notification/notificationsearch?CUIT=20172543597&Nuevos=true&WebUse=true&MailUse=false'))
        .statusCode,
    ).toBe(403);
  });

  it('leaves the ordinary simulator as it was: asked to select a producer, no permissions until it does, then all of them', async () => {
    const sim = await simulatorFor(t.app, t.database, DEMO.producer);
    expect(sim.body).toMatchObject({ userType: 2, selectsProducer: true });
    expect(
      (
        await get(
          `/api/simulator/getpermissionsproducersimulator?userIdProducer=${sim.producerUserId}&userId=${sim.userId}`,
          sim,
        )
      ).json(),
    ).toHaveLength(29);
    expect((await get('/api/test/adminnotificaciones', sim)).statusCode).toBe(200);
    expect((await get('/api/test/simuladores', sim)).statusCode).toBe(200);
    const fresh = await signIn(t.app, DEMO.simulator);
    expect((await get(`/api/login/getroles?userId=${fresh.userId}`, fresh)).json()).toEqual([]);
    expect((await get('/api/test/adminnotificaciones', fresh)).statusCode).toBe(403);
  });

  it('tells producers and the administrator they select no producer', async () => {
    expect((await signIn(t.app, DEMO.producer)).body).toMatchObject({ selectsProducer: false });
    expect((await signIn(t.app, DEMO.admin)).body).toMatchObject({ selectsProducer: false });
  });
});
