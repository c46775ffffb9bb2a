import { and, eq } from 'drizzle-orm';
import { notificationRuns, notifications, outbox, producers, schedulerProcesses } from '../../../db/schema';
import { createMailer } from '../../../lib/mailer';
import { createTestApp, type TestApp } from '../../../testing/app';
import { testDrivers } from '../../../testing/database';
import { DEMO, signIn, type SignedIn } from '../../../testing/session';
import type { AppContext } from '../../../http/context';
import { contentSessions } from '../testing';
import { latestSlot, runDueExecutions, runExecution } from './generation';

const OWN = '20172543597';
const OTHER = '20334445551';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function multipart(name: string, content: Buffer) {
  const boundary = '----portal-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDrivers())('notification definitions on %s', (driver) => {
  let t: TestApp;
  let admin: SignedIn;
  let refused: [string, SignedIn][];
  let ctx: AppContext;
  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ admin, refused } = await contentSessions(t.app));
    ctx = { database: t.database, mailer: createMailer({ from: 'test@portal.local', log: t.app.log }) } as AppContext;
  });
  afterAll(() => t?.dispose());

  const call = (method: 'GET' | 'POST', url: string, who: SignedIn | null = admin, payload?: object) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });
  const definition = {
    id: 0,
    description: 'Aviso de cierre',
    editMessage: true,
    editDestination: true,
    editScheduler: true,
    webUse: true,
    webTitle: 'Cierre de producción',
    webText: '<p>El cierre es el <b>28</b>.</p><script>alert(1)</script>',
    webLink: null,
    mailUse: false,
    mailSubject: 'Asunto que se borra',
    mailBody: null,
    enabled: false,
  };
  const create = async (over: object = {}) => {
    const res = await call('POST', '/api/notification/savenotificationdefinition', admin, { ...definition, ...over });
    expect(res.statusCode).toBe(200);
    return res.json() as number;
  };
  const enable = async (id: number, over: object = {}) =>
    expect(
      (
        await call('POST', '/api/notification/savenotificationdefinition', admin, {
          ...definition,
          ...over,
          id,
          enabled: true,
        })
      ).statusCode,
    ).toBe(200);
  const daily = (definitionId: number, hours = ['00:00']) => ({
    id: 0,
    Period: 0,
    Enabled: true,
    Filters: JSON.stringify({ NotificationDefinitionId: definitionId }),
    Executions: hours.map((Hora) => ({ Hora, DiaSemana: 0, DiaMes: 1, DiaFijo: null })),
  });
  const bell = async (cuit: string, title: string) =>
    (
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.cuit, cuit), eq(notifications.webTitle, title)))
    ).length;

  describe('definitions', () => {
    it('creates a definition disabled, sanitized, with the mail fields cleared when mail is off and the link as ""', async () => {
      const id = await create();
      const got = (await call('GET', `/api/notification/getnotificationdefinition?Id=${id}`)).json();
      expect(got).toMatchObject({
        id,
        enabled: false,
        webLink: '',
        mailSubject: null,
        mailBody: null,
        webTitle: 'Cierre de producción',
      });
      expect(got.webText).toBe('<p>El cierre es el <b>28</b>.</p>');
      expect(
        (await call('GET', '/api/notification/SearchNotificationDefinition')).json().map((d: { id: number }) => d.id),
      ).toContain(id);
      await enable(id, { webUse: false });
      expect((await call('GET', `/api/notification/getnotificationdefinition?Id=${id}`)).json()).toMatchObject({
        enabled: true,
        webTitle: null,
        webText: null,
        webLink: null,
      });
    });

    it.each([
      ['description', { description: ' ' }, 'Debe completar la descripción'],
      ['webTitle', { webTitle: '' }, 'Debe completar el título y texto web'],
      ['webText', { webText: null }, 'Debe completar el título y texto web'],
      ['mailSubject', { mailUse: true, mailSubject: '', mailBody: 'x' }, 'Debe completar el asunto y cuerpo del mail'],
      ['mailBody', { mailUse: true, mailBody: '' }, 'Debe completar el asunto y cuerpo del mail'],
      ['description', { description: 'x'.repeat(1001) }, 'El campo debe poseer como máximo 1000 caracteres'],
      ['webTitle', { webTitle: 'x'.repeat(1001) }, 'El campo debe poseer como máximo 1000 caracteres'],
      ['webText', { webText: 'x'.repeat(1001) }, 'El campo debe poseer como máximo 1000 caracteres'],
      ['webLink', { webLink: 'x'.repeat(1001) }, 'El campo debe poseer como máximo 1000 caracteres'],
      [
        'mailSubject',
        { mailUse: true, mailSubject: 'x'.repeat(1001), mailBody: 'b' },
        'El campo debe poseer como máximo 1000 caracteres',
      ],
      [
        'mailBody',
        { mailUse: true, mailSubject: 's', mailBody: 'x'.repeat(1001) },
        'El campo debe poseer como máximo 1000 caracteres',
      ],
    ])('refuses a bad %s with the spec’s message and saves nothing', async (field, change, message) => {
      const before = (await call('GET', '/api/notification/SearchNotificationDefinition')).json().length;
      const res = await call('POST', '/api/notification/savenotificationdefinition', admin, {
        ...definition,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path: field, message });
      expect((await call('GET', '/api/notification/SearchNotificationDefinition')).json()).toHaveLength(before);
    });

    it('takes a pdf, jpg or png attachment checked by its content, and refuses anything else', async () => {
      const id = await create();
      const upload = (name: string, content: Buffer) => {
        const { payload, headers } = multipart(name, content);
        return t.app.inject({
          method: 'POST',
          url: `/api/FileRepository/Upload/NotificationAttach/${id}`,
          headers: { ...admin.auth, ...headers },
          payload,
        });
      };
      const bad = await upload('virus.pdf', Buffer.from('MZ not a pdf'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().businessExceptions[0].message).toBe('No es compatible con la extensión de archivo');
      const big = await upload('grande.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
      expect(big.statusCode).toBe(400);
      expect(big.json().businessExceptions[0].message).toBe('El tamaño del archivo es demasiado grande');
      const ok = await upload('Circular.pdf', PDF);
      expect(ok.json()).toEqual({ success: true, webLink: 'Circular.pdf' });
      expect((await call('GET', `/api/notification/getnotificationdefinition?Id=${id}`)).json().webLink).toBe(
        'Circular.pdf',
      );
      expect(
        (await upload('x.pdf', PDF).then(() => call('GET', '/api/notification/getnotificationdefinition?Id=999999')))
          .statusCode,
      ).toBe(404);
    });

    it('deletes a definition with its processes and destinations', async () => {
      const id = await create();
      await call('POST', '/api/scheduler/SaveSchedulerProcess', admin, daily(id));
      expect((await call('GET', `/api/notification/DeleteNotificationDefinition?Id=${id}`)).json()).toEqual({
        success: true,
      });
      expect((await call('GET', `/api/notification/getnotificationdefinition?Id=${id}`)).statusCode).toBe(404);
      expect(
        await t.database.db.select().from(schedulerProcesses).where(eq(schedulerProcesses.definitionId, id)),
      ).toEqual([]);
    });
  });

  describe('scheduler processes and destinations', () => {
    it('saves a process with the definition in its Filters, lists, reads and removes it', async () => {
      const id = await create();
      const saved = (
        await call('POST', '/api/scheduler/SaveSchedulerProcess', admin, daily(id, ['08:00', '20:00']))
      ).json();
      expect(saved).toMatchObject({
        Period: 0,
        Type: 'NotificationGeneration',
        Filters: `{"NotificationDefinitionId":${id}}`,
        UserId: admin.userId,
      });
      expect(saved.Executions.map((e: { Hora: string }) => e.Hora)).toEqual(['08:00', '20:00']);
      expect((await call('GET', `/api/notification/SearchSchedulerProcess?id=${id}`)).json()).toEqual([saved]);
      expect((await call('GET', `/api/notification/GetSchedulerProcess?id=${saved.id}`)).json()).toEqual(saved);
      // The period is locked once executions exist.
      const again = (
        await call('POST', '/api/scheduler/SaveSchedulerProcess', admin, { ...daily(id), id: saved.id, Period: 1 })
      ).json();
      expect(again.Period).toBe(0);
      expect((await call('GET', `/api/scheduler/DeleteSchedulerProcess?id=${saved.id}`)).json()).toEqual({
        success: true,
      });
      expect((await call('GET', `/api/notification/SearchSchedulerProcess?id=${id}`)).json()).toEqual([]);
    });

    it('refuses a fixed-date process without its date, a bad hour and no executions', async () => {
      const id = await create();
      const fixed = { ...daily(id), Period: 3 };
      const res = await call('POST', '/api/scheduler/SaveSchedulerProcess', admin, fixed);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({
        path: 'Executions.0.DiaFijo',
        message: 'Debe seleccionar la fecha de ejecución',
      });
      expect(
        (await call('POST', '/api/scheduler/SaveSchedulerProcess', admin, { ...daily(id), Executions: [] })).statusCode,
      ).toBe(400);
      expect((await call('POST', '/api/scheduler/SaveSchedulerProcess', admin, daily(id, ['8:30']))).statusCode).toBe(
        400,
      );
      expect(
        (await call('POST', '/api/scheduler/SaveSchedulerProcess', admin, { ...daily(id), Filters: '{}' })).statusCode,
      ).toBe(400);
      expect((await call('GET', `/api/notification/SearchSchedulerProcess?id=${id}`)).json()).toEqual([]);
    });

    it('keeps the calendar and the recipients of a definition that does not allow editing them', async () => {
      const id = await create({ editScheduler: false, editDestination: false });
      expect((await call('POST', '/api/scheduler/SaveSchedulerProcess', admin, daily(id))).statusCode).toBe(409);
      expect(
        (
          await call('POST', '/api/notification/SaveNotificationDefinitionDestination', admin, {
            NotificationDefinitionId: id,
            CUIT: OWN,
          })
        ).statusCode,
      ).toBe(409);
    });

    it('lists the groups and the producers (none of core EOS only), adds and removes destinations', async () => {
      const groups = (await call('GET', '/api/notification/SearchGroup?id=0')).json();
      expect(groups.map((g: { Description: string }) => g.Description)).toEqual([
        'Todos los productores',
        'Núcleo VIDA Y GENERALES (VT)',
        'Núcleo RETIRO (RVT)',
        'Ramo Vida',
        'Productores de pago directo',
      ]);
      const list = (await call('GET', '/api/notification/SearchProducers?id=0')).json();
      const all = await t.database.db.select({ id: producers.id, cuit: producers.cuit }).from(producers);
      const eosOnly = all.filter((p) => p.id % 11 === 0 && ![OWN, OTHER].includes(p.cuit));
      expect(eosOnly.length).toBeGreaterThan(0);
      expect(list).toHaveLength(all.length - eosOnly.length);
      expect(list.map((p: { CUIT: string }) => p.CUIT)).not.toContain(eosOnly[0].cuit);

      const id = await create();
      const producer = (
        await call('POST', '/api/notification/SaveNotificationDefinitionDestination', admin, {
          id: 0,
          NotificationDefinitionId: id,
          GroupId: 0,
          CUIT: '20-17254359-7',
        })
      ).json();
      expect(producer).toMatchObject({
        NotificationDefinitionId: id,
        GroupId: null,
        CUIT: OWN,
        Type: 2,
        Description: 'GÓMEZ MARTÍN (20172543597)',
      });
      const group = (
        await call('POST', '/api/notification/SaveNotificationDefinitionDestination', admin, {
          NotificationDefinitionId: id,
          GroupId: groups[3].Id,
          CUIT: '',
        })
      ).json();
      expect(group).toMatchObject({ GroupId: groups[3].Id, CUIT: null, Type: 1, Description: 'Ramo Vida' });
      expect((await call('GET', `/api/notification/SearchNotificationDefinitionDestination?id=${id}`)).json()).toEqual([
        producer,
        group,
      ]);
      expect(
        (await call('GET', `/api/notification/DeleteNotificationDefinitionDestination?id=${producer.id}`)).json(),
      ).toEqual({ success: true });
      expect((await call('GET', `/api/notification/SearchNotificationDefinitionDestination?id=${id}`)).json()).toEqual([
        group,
      ]);
    });

    it.each([
      [{ GroupId: 0, CUIT: '' }, 'Debe seleccionar un grupo o un productor'],
      [{ GroupId: 0, CUIT: 0 }, 'Debe seleccionar un grupo o un productor'],
      [{ GroupId: 1, CUIT: '20172543597' }, 'Debe seleccionar un grupo o un productor'],
    ])('saves no destination without exactly one group or producer (%j)', async (change, message) => {
      const id = await create();
      const res = await call('POST', '/api/notification/SaveNotificationDefinitionDestination', admin, {
        NotificationDefinitionId: id,
        ...change,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toContainEqual({ path: 'GroupId', message });
      expect((await call('GET', `/api/notification/SearchNotificationDefinitionDestination?id=${id}`)).json()).toEqual(
        [],
      );
    });

    it('answers 404 to an unknown producer or group', async () => {
      const id = await create();
      expect(
        (
          await call('POST', '/api/notification/SaveNotificationDefinitionDestination', admin, {
            NotificationDefinitionId: id,
            CUIT: '20000000001',
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await call('POST', '/api/notification/SaveNotificationDefinitionDestination', admin, {
            NotificationDefinitionId: id,
            GroupId: 999,
          })
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('the generation job', () => {
    it('finds the latest due slot of daily, weekly, monthly and fixed-date processes (Buenos Aires time)', () => {
      const now = new Date('2026-11-23T13:30:00Z'); // Monday 10:30 in Buenos Aires
      const e = (over: object) => [{ Hora: '09:00', DiaSemana: 0, DiaMes: 1, DiaFijo: null, ...over }];
      expect(latestSlot({ period: 0, executions: e({}) }, now)?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
      expect(latestSlot({ period: 0, executions: e({ Hora: '11:00' }) }, now)?.toISOString()).toBe(
        '2026-11-22T14:00:00.000Z',
      );
      expect(latestSlot({ period: 1, executions: e({ DiaSemana: 5 }) }, now)?.toISOString()).toBe(
        '2026-11-20T12:00:00.000Z',
      );
      expect(latestSlot({ period: 2, executions: e({ DiaMes: 25 }) }, now)?.toISOString()).toBe(
        '2026-10-25T12:00:00.000Z',
      );
      expect(latestSlot({ period: 3, executions: e({ DiaFijo: '24/11/2026' }) }, now)).toBeNull();
      expect(latestSlot({ period: 3, executions: e({ DiaFijo: '20/11/2026' }) }, now)?.toISOString()).toBe(
        '2026-11-20T12:00:00.000Z',
      );
    });

    it("puts a producer destination's notification in that producer's bell once, with the attachment, and not in another's", async () => {
      const title = 'Circular generada';
      const id = await create({ webTitle: title });
      await enable(id, { webTitle: title });
      const { payload, headers } = multipart('Circular.pdf', PDF);
      await t.app.inject({
        method: 'POST',
        url: `/api/FileRepository/Upload/NotificationAttach/${id}`,
        headers: { ...admin.auth, ...headers },
        payload,
      });
      await call('POST', '/api/notification/SaveNotificationDefinitionDestination', admin, {
        NotificationDefinitionId: id,
        CUIT: OWN,
      });
      const process = (await call('POST', '/api/scheduler/SaveSchedulerProcess', admin, daily(id, ['00:00']))).json();
      const slot = latestSlot({ period: 0, executions: process.Executions }, new Date()) as Date;

      // Two runs of one execution at once (two api processes) and one after a restart: generated once.
      const results = await Promise.all([runExecution(ctx, process.id, slot), runExecution(ctx, process.id, slot)]);
      expect(results.map((r) => r.status).sort()).toEqual(['already-ran', 'generated']);
      expect((await runExecution(ctx, process.id, slot)).status).toBe('already-ran');
      expect(await bell(OWN, title)).toBe(1);
      expect(await bell(OTHER, title)).toBe(0);

      const producer = await signIn(t.app, DEMO.producer);
      const list = (
        await call(
          'GET',
          `/api/notification/notificationsearch?CUIT=${OWN}&Nuevos=true&WebUse=true&MailUse=false`,
          producer,
        )
      ).json();
      const mine = list.find((n: { WebTitle: string }) => n.WebTitle === title);
      expect(mine).toMatchObject({ WebText: '<p>El cierre es el <b>28</b>.</p>', WebLink: true });
      const file = await call('GET', `/api/FileRepository/Download/NotificationAttach/${mine.Id}`, producer);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const other = await signIn(t.app, DEMO.producer2);
      expect((await call('GET', `/api/FileRepository/Download/NotificationAttach/${mine.Id}`, other)).statusCode).toBe(
        404,
      );
    });

    it('mails and notifies every member of a group, catches up a missed execution once, and ignores one before the process was planned', async () => {
      const title = 'Aviso a pago directo';
      const id = await create({
        webTitle: title,
        mailUse: true,
        mailSubject: 'Aviso por mail',
        mailBody: '<p>Hola</p>',
      });
      await enable(id, { webTitle: title, mailUse: true, mailSubject: 'Aviso por mail', mailBody: '<p>Hola</p>' });
      const groups = (await call('GET', '/api/notification/SearchGroup?id=0')).json();
      await call('POST', '/api/notification/SaveNotificationDefinitionDestination', admin, {
        NotificationDefinitionId: id,
        GroupId: groups[4].Id,
      });
      const process = (await call('POST', '/api/scheduler/SaveSchedulerProcess', admin, daily(id, ['03:00']))).json();

      // Planned now: today's 03:00 (or yesterday's) came before, so the sweep generates nothing.
      expect((await runDueExecutions(ctx)).filter((r) => r.status === 'generated')).toHaveLength(0);
      // Planned two days ago, with the api down since: the sweep catches up the latest execution, once.
      await t.database.db
        .update(schedulerProcesses)
        .set({ plannedAt: new Date(Date.now() - 2 * 86_400_000) })
        .where(eq(schedulerProcesses.id, process.id));
      const [first] = (await runDueExecutions(ctx)).filter((r) => r.status === 'generated');
      expect((await runDueExecutions(ctx)).filter((r) => r.status === 'generated')).toHaveLength(0);
      expect(
        await t.database.db.select().from(notificationRuns).where(eq(notificationRuns.processId, process.id)),
      ).toHaveLength(1);

      const members = (
        await t.database.db.select({ id: producers.id, email: producers.email, cuit: producers.cuit }).from(producers)
      ).filter((p) => p.id % 5 === 0 && !(p.id % 11 === 0 && ![OWN, OTHER].includes(p.cuit)));
      expect(first.notifications).toBe(members.length);
      expect(first.mails).toBe(members.filter((m) => m.email).length);
      const mailed = await t.database.db.select().from(outbox).where(eq(outbox.subject, 'Aviso por mail'));
      expect(mailed.map((m) => m.to).sort()).toEqual(
        members
          .filter((m) => m.email)
          .map((m) => m.email)
          .sort(),
      );
    });

    it('generates nothing for a disabled definition', async () => {
      const id = await create({ webTitle: 'Deshabilitada' });
      await call('POST', '/api/notification/SaveNotificationDefinitionDestination', admin, {
        NotificationDefinitionId: id,
        CUIT: OWN,
      });
      const process = (await call('POST', '/api/scheduler/SaveSchedulerProcess', admin, daily(id))).json();
      const slot = latestSlot({ period: 0, executions: process.Executions }, new Date()) as Date;
      expect((await runExecution(ctx, process.id, slot)).status).toBe('skipped');
      expect(await bell(OWN, 'Deshabilitada')).toBe(0);
    });
  });

  describe('access', () => {
    const calls: [string, 'GET' | 'POST', string, object | undefined][] = [
      ['SearchNotificationDefinition', 'GET', '/api/notification/SearchNotificationDefinition', undefined],
      ['getnotificationdefinition', 'GET', '/api/notification/getnotificationdefinition?Id=1', undefined],
      ['savenotificationdefinition', 'POST', '/api/notification/savenotificationdefinition', definition],
      ['DeleteNotificationDefinition', 'GET', '/api/notification/DeleteNotificationDefinition?Id=1', undefined],
      ['Upload/NotificationAttach', 'POST', '/api/FileRepository/Upload/NotificationAttach/1', {}],
      ['SearchSchedulerProcess', 'GET', '/api/notification/SearchSchedulerProcess?id=1', undefined],
      ['GetSchedulerProcess', 'GET', '/api/notification/GetSchedulerProcess?id=1', undefined],
      [
        'SaveSchedulerProcess',
        'POST',
        '/api/scheduler/SaveSchedulerProcess',
        { Period: 0, Filters: '{"NotificationDefinitionId":1}', Executions: [] },
      ],
      ['DeleteSchedulerProcess', 'GET', '/api/scheduler/DeleteSchedulerProcess?id=1', undefined],
      ['SearchGroup', 'GET', '/api/notification/SearchGroup?id=0', undefined],
      ['SearchProducers', 'GET', '/api/notification/SearchProducers?id=0', undefined],
      [
        'SearchNotificationDefinitionDestination',
        'GET',
        '/api/notification/SearchNotificationDefinitionDestination?id=1',
        undefined,
      ],
      [
        'SaveNotificationDefinitionDestination',
        'POST',
        '/api/notification/SaveNotificationDefinitionDestination',
        { NotificationDefinitionId: 1, CUIT: OWN },
      ],
      [
        'DeleteNotificationDefinitionDestination',
        'GET',
        '/api/notification/DeleteNotificationDefinitionDestination?id=1',
        undefined,
      ],
    ];
    it.each(calls)(
      '%s answers 401 without a session and 403 to everyone without AdminNotificaciones',
      async (_name, method, url, payload) => {
        expect((await call(method, url, null, payload)).statusCode).toBe(401);
        for (const [who, session] of refused) {
          const res = await call(method, url, session, payload);
          expect([who, res.statusCode]).toEqual([who, 403]);
        }
      },
    );

    it.each(['0x10', '1e1', '+5', ' 3 ', '', 'abc'])('answers 400 to the id %j', async (bad) => {
      const q = encodeURIComponent(bad);
      for (const url of [
        `/api/notification/getnotificationdefinition?Id=${q}`,
        `/api/notification/DeleteNotificationDefinition?Id=${q}`,
        `/api/notification/SearchSchedulerProcess?id=${q}`,
        `/api/notification/GetSchedulerProcess?id=${q}`,
        `/api/scheduler/DeleteSchedulerProcess?id=${q}`,
        `/api/notification/SearchNotificationDefinitionDestination?id=${q}`,
        `/api/notification/DeleteNotificationDefinitionDestination?id=${q}`,
      ]) {
        expect([url, (await call('GET', url)).statusCode]).toEqual([url, 400]);
      }
    });
  });
});
