import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { messages } from '../../messages';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, lastMailTo, signIn, type SignedIn } from '../../testing/session';

describe.each(testDrivers())('delegates on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(driver);
    producer = await signIn(t.app, DEMO.producer);
  });
  afterAll(() => t?.dispose());
  const delegate = {
    Application: 'Life',
    Name: 'Juan',
    LastName: 'Sosa',
    CUIT: '20-30000002-9',
    Email: 'juan.sosa@correo.com.ar',
    Subusuario: true,
    Rol: 'Gestor',
  };
  const register = (s: SignedIn | null, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/login/register', headers: s ? s.auth : {}, payload });
  const list = (s: SignedIn, id = s.userId) =>
    t.app.inject({ method: 'GET', url: `/api/Producer/Delegados/?userId=${id}`, headers: s.auth });

  it("lists the producer's delegates", async () => {
    const res = await list(producer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: expect.any(Number),
        nombre: 'LUCÍA',
        apellido: 'FERNÁNDEZ',
        cuit: '27301112225',
        email: 'gestor@demo.com.ar',
        estado: 'Activo',
        rol: 'Gestor',
        areas: ['Cartera', 'CuentaCorriente', 'Cobranzas', 'Comunicaciones'],
        accessUntil: null,
      },
    ]);
  });

  it('creates a Gestor for the producer, who sets a password from the mailed link and signs in for its CUIT', async () => {
    const res = await register(producer, delegate);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, '20300000029'));
    expect(row).toMatchObject({ rol: 'Gestor', reportToCuit: '20172543597', firstName: 'JUAN', lastName: 'SOSA' });
    expect((await list(producer)).json()).toHaveLength(2);

    const mail = await lastMailTo(t.database, delegate.Email);
    const code = /recover-reset\?code=([\w-]+)/.exec(mail.text)?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/security/account/resetpassword',
      payload: { Cuit: '20300000029', Password: 'Gestor123', ConfirmPassword: 'Gestor123', Code: code },
    });
    expect(reset.statusCode).toBe(200);
    const g = await signIn(t.app, '20-30000002-9', 'Gestor123');
    expect(g.body).toMatchObject({ rol: 'Gestor', reportTo_Cuit: '20172543597' });
  });

  it('refuses a duplicate CUIT, a Gestor adding sub-users and a token that is not valid', async () => {
    const dup = await register(producer, { ...delegate, CUIT: DEMO.producer2 });
    expect(dup.json().businessExceptions[0].message).toBe(messages.duplicateCuit);
    const gestor = await signIn(t.app, DEMO.gestor);
    const byGestor = await register(gestor, { ...delegate, CUIT: '20-30000007-0' });
    expect(byGestor.statusCode).toBe(403);
    expect(byGestor.json().businessExceptions[0].message).toBe(messages.gestorCannotAddSubusers);
    expect((await list(gestor)).statusCode).toBe(403);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/login/register',
      headers: { authorization: 'Bearer x.y.z' },
      payload: delegate,
    });
    expect(expired.statusCode).toBe(401);
  });

  it("refuses another user's list and deleting someone else's delegate", async () => {
    const other = await signIn(t.app, DEMO.producer2);
    expect((await list(other, producer.userId)).statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/Producer?cuit=27-30111222-5', headers: other.auth });
    expect(del.statusCode).toBe(404);
    const notDelegate = await t.app.inject({
      method: 'DELETE',
      url: '/api/Producer?cuit=20334445551',
      headers: producer.auth,
    });
    expect(notDelegate.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/Producer?cuit=27-30111222-5' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/Producer?cuit=abc', headers: producer.auth })).statusCode,
    ).toBe(400);
  });

  it('deletes one of my delegates, whose sessions end with it', async () => {
    const g = await signIn(t.app, DEMO.gestor);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/Producer?cuit=27-30111222-5',
      headers: producer.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect((await list(producer)).json().map((d: { cuit: string }) => d.cuit)).not.toContain('27301112225');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/login/getroles?userId=${g.userId}`, headers: g.auth }))
        .statusCode,
    ).toBe(401);
  });
});
