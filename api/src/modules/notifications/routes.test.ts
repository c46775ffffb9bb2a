import { and, eq, like } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, type SignedIn, simulatorFor } from '../../testing/session';

const OWN = '20172543597';
const OTHER = '20334445551';

describe.each(testDrivers())('notifications on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(driver);
    producer = await signIn(t.app, DEMO.producer);
    other = await signIn(t.app, DEMO.producer2);
  });
  afterAll(() => t?.dispose());

  const get = (url: string, who: { auth: Record<string, string> } | null) =>
    t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
  const search = (cuit: string, nuevos: boolean, who: SignedIn = producer) =>
    get(`/api/notification/notificationsearch?CUIT=${cuit}&Nuevos=${nuevos}&WebUse=true&MailUse=false`, who);
  const idOf = async (cuit: string, title: string) =>
    (
      await t.database.db
        .select({ id: notifications.id, title: notifications.webTitle })
        .from(notifications)
        .where(eq(notifications.cuit, cuit))
    ).find((n) => n.title.startsWith(title))?.id as number;

  describe('GET api/notification/notificationsearch', () => {
    it("answers the bell the producer's unseen notifications, newest first, in the spec's fields", async () => {
      const res = await search(OWN, true);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(6);
      expect(Object.keys(list[0]).sort()).toEqual(['CreateDate', 'Id', 'Verified', 'WebLink', 'WebText', 'WebTitle']);
      expect(list[0]).toMatchObject({
        WebTitle: expect.stringMatching(/^Circular 14\/2026/),
        WebLink: true,
        Verified: false,
      });
      expect(list[0].WebText).toContain('<b>1 de diciembre</b>');
      const dates = list.map((n: { CreateDate: string }) => Date.parse(n.CreateDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(list.filter((n: { WebLink: boolean }) => n.WebLink)).toHaveLength(1);
    });

    it('answers the history all of them, seen ones included', async () => {
      const list = (await search(OWN, false)).json();
      expect(list).toHaveLength(8);
      expect(list.filter((n: { Verified: boolean }) => n.Verified)).toHaveLength(2);
    });

    it('accepts the CUIT with dashes', async () => {
      expect((await search('20-17254359-7', true)).json()).toHaveLength(6);
    });

    it("refuses another producer's CUIT with 403 and lists nothing of it", async () => {
      const res = await search(OTHER, false);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Bienvenido');
    });

    it("gives a Gestor the represented producer's notifications", async () => {
      const gestor = await signIn(t.app, DEMO.gestor);
      expect((await search(OWN, true, gestor)).json()).toHaveLength(6);
      expect((await search('27301112225', true, gestor)).statusCode).toBe(403);
    });

    it("gives a simulator the selected producer's notifications, and none without one", async () => {
      const simulator = await simulatorFor(t.app, t.database, '20-33444555-1');
      expect((await search(OTHER, false, simulator)).json().map((n: { WebTitle: string }) => n.WebTitle)).toEqual([
        'Bienvenido al Portal de Productores',
        'Recordatorio de claves',
      ]);
      expect((await search(OWN, false, simulator)).statusCode).toBe(403);
    });

    it('answers the history every notification however many there are (002 §4 "the history loads all of them")', async () => {
      const { db } = t.database;
      const many = Array.from({ length: 501 }, (_, i) => ({
        cuit: OTHER,
        webTitle: `Masiva ${i}`,
        webText: '<p>x</p>',
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
      }));
      await db.insert(notifications).values(many);
      try {
        const list = (await search(OTHER, false, other)).json();
        expect(list).toHaveLength(503);
        expect(list.filter((n: { WebTitle: string }) => n.WebTitle.startsWith('Masiva '))).toHaveLength(501);
      } finally {
        await db
          .delete(notifications)
          .where(and(eq(notifications.cuit, OTHER), like(notifications.webTitle, 'Masiva %')));
      }
    });

    it('answers 400 to a malformed CUIT and 401 without a session', async () => {
      expect((await search('123', true)).statusCode).toBe(400);
      expect((await get(`/api/notification/notificationsearch?CUIT=${OWN}&Nuevos=true`, null)).statusCode).toBe(401);
    });
  });

  describe('GET api/notification/notificationwebverify', () => {
    it('marks a notification as seen: it leaves the bell and stays in the history as seen', async () => {
      const id = await idOf(OWN, 'Reco');
      const res = await get(`/api/notification/notificationwebverify?CUIT=${OWN}&id=${id}`, producer);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect((await search(OWN, true)).json().map((n: { Id: number }) => n.Id)).not.toContain(id);
      expect((await search(OWN, false)).json().find((n: { Id: number }) => n.Id === id)).toMatchObject({
        Verified: true,
      });
      // Seeing it again changes nothing.
      expect((await get(`/api/notification/notificationwebverify?CUIT=${OWN}&id=${id}`, producer)).statusCode).toBe(
        200,
      );
    });

    it("cannot mark another producer's notification, by its CUIT or by its id", async () => {
      const theirs = await idOf(OTHER, 'Bienvenido');
      expect(
        (await get(`/api/notification/notificationwebverify?CUIT=${OTHER}&id=${theirs}`, producer)).statusCode,
      ).toBe(403);
      expect((await get(`/api/notification/notificationwebverify?CUIT=${OWN}&id=${theirs}`, producer)).statusCode).toBe(
        404,
      );
      const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, theirs));
      expect(row.verifiedAt).toBeNull();
    });
  });

  describe('GET api/FileRepository/Download/NotificationAttach/{id}', () => {
    it('downloads the attached PDF under its name', async () => {
      const id = await idOf(OWN, 'Circular 14/2026');
      const res = await get(`/api/FileRepository/Download/NotificationAttach/${id}`, producer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('Circular_14_2026.pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it("answers 404 for a notification without attachment and for another producer's", async () => {
      expect(
        (await get(`/api/FileRepository/Download/NotificationAttach/${await idOf(OWN, 'Liquidación')}`, producer))
          .statusCode,
      ).toBe(404);
      const mine = await idOf(OWN, 'Circular 14/2026');
      expect((await get(`/api/FileRepository/Download/NotificationAttach/${mine}`, other)).statusCode).toBe(404);
    });
  });
});
