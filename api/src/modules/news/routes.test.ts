import { news } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, type SignedIn } from '../../testing/session';

describe.each(testDrivers())('news on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(driver);
    producer = await signIn(t.app, DEMO.producer);
  });
  afterAll(() => t?.dispose());

  describe('GET api/news/NewsSearch', () => {
    it('answers the seeded current news with the spec’s field names', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/news/NewsSearch?Vigentes=true',
        headers: producer.auth,
      });
      expect(res.statusCode).toBe(200);
      const items = res.json();
      expect(items).toHaveLength(3);
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual([
          'BackgroundSize',
          'CreationDate',
          'Id',
          'Image',
          'SubTitle',
          'Text',
          'URL',
          'UntilDate',
        ]);
        expect(Date.parse(item.CreationDate)).toBeLessThanOrEqual(Date.now());
        expect(Date.parse(item.UntilDate)).toBeGreaterThanOrEqual(Date.now());
        expect(item.Image).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(['cover', 'contain']).toContain(item.BackgroundSize);
      }
      expect(items.map((i: { SubTitle: string }) => i.SubTitle)).toContain('Nuevo seguro de vida individual');
    });

    it('with Vigentes=true leaves out expired and future news', async () => {
      const { db } = t.database;
      const day = 24 * 60 * 60 * 1000;
      const common = { image: 'https://example.com/a.png', text: 'Texto', url: '', backgroundSize: 'contain' as const };
      await db.insert(news).values([
        {
          ...common,
          subTitle: 'Vencida',
          validFrom: new Date(Date.now() - 10 * day),
          validTo: new Date(Date.now() - day),
        },
        {
          ...common,
          subTitle: 'Futura',
          validFrom: new Date(Date.now() + day),
          validTo: new Date(Date.now() + 10 * day),
        },
      ]);
      const current = await t.app.inject({
        method: 'GET',
        url: '/api/news/NewsSearch?Vigentes=true',
        headers: producer.auth,
      });
      const titles = current.json().map((i: { SubTitle: string }) => i.SubTitle);
      expect(titles).toHaveLength(3);
      expect(titles).not.toContain('Vencida');
      expect(titles).not.toContain('Futura');
    });

    it('never shows a producer a future or expired notice: without Vigentes, with Vigentes=false, nor by Type', async () => {
      const day = 24 * 60 * 60 * 1000;
      const common = { image: 'https://example.com/b.png', text: 'Texto', url: '', backgroundSize: 'cover' as const };
      await t.database.db.insert(news).values([
        {
          ...common,
          subTitle: 'Ya vencida',
          validFrom: new Date(Date.now() - 20 * day),
          validTo: new Date(Date.now() - 2 * day),
        },
        {
          ...common,
          subTitle: 'Aún no publicada',
          validFrom: new Date(Date.now() + 2 * day),
          validTo: new Date(Date.now() + 20 * day),
        },
      ]);
      const titlesOf = async (query: string) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/news/NewsSearch${query}`, headers: producer.auth });
        expect(res.statusCode).toBe(200);
        return res.json().map((i: { SubTitle: string }) => i.SubTitle);
      };
      for (const query of ['', '?Vigentes=false']) {
        const titles = await titlesOf(query);
        expect(titles).toHaveLength(3);
        expect(titles).not.toContain('Ya vencida');
        expect(titles).not.toContain('Aún no publicada');
      }
      const byType = await t.app.inject({ method: 'GET', url: '/api/news/NewsSearch?Type=0', headers: producer.auth });
      expect(byType.statusCode).toBe(403);
    });

    it('refuses an unauthenticated call', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/news/NewsSearch?Vigentes=true' });
      expect(res.statusCode).toBe(401);
      expect(res.json().success).toBe(false);
    });
  });
});
