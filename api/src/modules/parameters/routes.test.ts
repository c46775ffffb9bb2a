import { eq } from 'drizzle-orm';
import { parameters, ParameterKey } from '../../db/schema';
import { messages } from '../../messages';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';

describe.each(testDrivers())('parameters on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t?.dispose());

  describe('GET api/Login/GetAppVersion', () => {
    it('answers the version text from the AppVersion parameter', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/Login/GetAppVersion' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toBe('2.4.0');
    });

    it('follows the parameter when an operator changes it', async () => {
      const { db } = t.database;
      await db.update(parameters).set({ value: '2.4.1' }).where(eq(parameters.key, ParameterKey.appVersion));
      try {
        expect((await t.app.inject({ method: 'GET', url: '/api/login/getappversion' })).json()).toBe('2.4.1');
      } finally {
        await db.update(parameters).set({ value: '2.4.0' }).where(eq(parameters.key, ParameterKey.appVersion));
      }
    });
  });

  describe('GET api/Parameters/Parameters', () => {
    it('answers Key and Value of a known parameter', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/Parameters/Parameters?key=ShowDefaultHomeImg' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ Key: 'ShowDefaultHomeImg', Value: 'false' });
    });

    it('answers a business error in the spec shape for an unknown key', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/Parameters/Parameters?key=NoExiste' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        businessExceptions: [{ message: messages.parameterNotFound('NoExiste'), title: 'Error' }],
      });
    });

    it('treats a key that looks like SQL as just an unknown key', async () => {
      const url = `/api/Parameters/Parameters?key=${encodeURIComponent("x' or '1'='1")}`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    });
  });
});
