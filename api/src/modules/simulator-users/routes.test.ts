import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, lastMailTo, signIn, type SignedIn, simulatorFor, userId } from '../../testing/session';

describe.each(testDrivers())('simulator users on %s', (driver) => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    // The new simulators here sign in with their password alone: their two-step set-up is two-step/routes.test.ts's.
    t = await createTestApp(driver, { config: { mfaRequiredForStaff: false } });
    admin = await signIn(t.app, DEMO.admin);
  });
  afterAll(() => t?.dispose());

  const post = (url: string, payload: object, s: SignedIn | null = admin) =>
    t.app.inject({ method: 'POST', url, payload, headers: s ? s.auth : {} });
  const list = (s: SignedIn = admin) => t.app.inject({ method: 'GET', url: '/api/Simulator/GetAll', headers: s.auth });

  it('lists the simulator users for the administrator', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual(expect.objectContaining({ UserName: DEMO.simulator, Email: DEMO.simulator }));
    expect(res.json().some((u: { UserName: string }) => u.UserName === DEMO.admin)).toBe(false);
    // Internal staff are type 2 too, but not simulators: they hold permissions of their own.
    expect(res.json().some((u: { UserName: string }) => u.UserName === DEMO.staff)).toBe(false);
  });

  it('creates a simulator, mails it a link to set its password, and lets it sign in with that password', async () => {
    const created = await post('/api/login/RegisterSimulator', {
      Email: 'Nueva.Simuladora@Demo.com.ar',
      FirstName: 'Lucía',
      LastName: 'Fernández',
      Application: 'Life',
      Rol: 'Simulador',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().Id;
    expect((await list()).json()).toContainEqual({
      Id: id,
      UserName: 'nueva.simuladora@demo.com.ar',
      FirstName: 'Lucía',
      LastName: 'Fernández',
      Email: 'nueva.simuladora@demo.com.ar',
    });
    const mail = await lastMailTo(t.database, 'nueva.simuladora@demo.com.ar');
    const code = /recover-reset\?code=([\w-]+)&simulador=true/.exec(mail.text)?.[1];
    expect(code).toBeDefined();
    const reset = await post(
      '/security/simulatorusers/changepassword',
      { Cuit: 'nueva.simuladora@demo.com.ar', Password: 'Nueva123', ConfirmPassword: 'Nueva123', Code: code! },
      null,
    );
    expect(reset.statusCode).toBe(200);
    const s = await signIn(t.app, 'nueva.simuladora@demo.com.ar', 'Nueva123');
    expect(s.body).toMatchObject({ userType: 2, mustChangePassword: false });
    expect(
      (
        await post('/api/login/RegisterSimulator', {
          Email: 'nueva.simuladora@demo.com.ar',
          FirstName: 'Otra',
          LastName: 'Vez',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('validates the new user as 002 §5 says', async () => {
    const res = await post('/api/login/RegisterSimulator', {
      Email: 'no-es-mail',
      FirstName: '',
      LastName: 'x'.repeat(51),
    });
    expect(res.statusCode).toBe(400);
    const issues = res.json().issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'Email: Ingresar una dirección de mail válida',
        'FirstName: El nombre o razón social es requerido',
        expect.stringMatching(/^LastName: /),
      ]),
    );
    expect(
      (await post('/api/login/RegisterSimulator', { Email: `${'a'.repeat(45)}@x.com`, FirstName: 'A', LastName: 'B' }))
        .statusCode,
    ).toBe(400);
  });

  it('deletes a simulator: its session ends and it can no longer sign in', async () => {
    const created = await post('/api/login/RegisterSimulator', {
      Email: 'baja@demo.com.ar',
      FirstName: 'Baja',
      LastName: 'Prueba',
    });
    const id = created.json().Id;
    const mail = await lastMailTo(t.database, 'baja@demo.com.ar');
    const code = /code=([\w-]+)/.exec(mail.text)![1];
    await post(
      '/security/account/resetpassword',
      { Cuit: 'baja@demo.com.ar', Password: 'Baja1234', ConfirmPassword: 'Baja1234', Code: code },
      null,
    );
    const s = await signIn(t.app, 'baja@demo.com.ar', 'Baja1234');
    expect((await post('/security/simulatorusers/deleteuser', { Id: id })).statusCode).toBe(200);
    expect((await list()).json().some((u: { Id: number }) => u.Id === id)).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/login/getroles?userId=${id}`, headers: s.auth })).statusCode,
    ).toBe(401);
    await expect(signIn(t.app, 'baja@demo.com.ar', 'Baja1234')).rejects.toThrow(/answered 400/);
    expect((await post('/security/simulatorusers/deleteuser', { Id: id })).statusCode).toBe(404);
  });

  it('never deletes an administrator or a producer through it (IDOR), and refuses malformed ids', async () => {
    for (const username of [DEMO.admin, '20172543597', DEMO.staff]) {
      expect(
        (await post('/security/simulatorusers/deleteuser', { Id: await userId(t.database, username) })).statusCode,
      ).toBe(404);
    }
    await signIn(t.app, DEMO.producer);
    for (const Id of ['0x10', -1, 0, 'abc', 1.5])
      expect((await post('/security/simulatorusers/deleteuser', { Id })).statusCode).toBe(400);
  });

  it('is for administrators only: 403 to simulators and producers, 401 without a session', async () => {
    const sim = await simulatorFor(t.app, t.database, DEMO.producer);
    const producer = await signIn(t.app, DEMO.producer);
    const staff = await signIn(t.app, DEMO.staff);
    const simulatorId = await userId(t.database, DEMO.simulator);
    for (const s of [sim, producer, staff]) {
      expect((await list(s)).statusCode).toBe(403);
      expect(
        (await post('/api/login/RegisterSimulator', { Email: 'x@demo.com.ar', FirstName: 'X', LastName: 'Y' }, s))
          .statusCode,
      ).toBe(403);
      expect((await post('/security/simulatorusers/deleteuser', { Id: simulatorId }, s)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/Simulator/GetAll' })).statusCode).toBe(401);
  });

  it("changes only a simulator's or administrator's password, with a valid code", async () => {
    const bad = await post(
      '/security/simulatorusers/changepassword',
      { Cuit: DEMO.producer, Password: 'Nueva123', ConfirmPassword: 'Nueva123', Code: 'x' },
      null,
    );
    expect(bad.statusCode).toBe(400);
    const wrong = await post(
      '/security/simulatorusers/changepassword',
      { Cuit: DEMO.simulator, Password: 'Nueva123', ConfirmPassword: 'Nueva123', Code: 'nope' },
      null,
    );
    expect(wrong.statusCode).toBe(400);
  });
});
