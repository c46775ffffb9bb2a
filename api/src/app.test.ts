import { Writable } from 'node:stream';
import { allEndpoints, defineEndpoint, endpointPath } from '@portal/shared/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { registerEndpoint } from './http/register-endpoint';
import { messages } from './messages';
import { createTestApp, type TestApp } from './testing/app';
import { testDrivers } from './testing/database';

/** A POST endpoint only this test serves, to exercise body parsing (the contract has none yet). */
const echo = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'test/echo',
  area: 'shell',
  summary: 'eco',
  auth: false,
  body: z.object({ Name: z.string().min(2), Count: z.number().int() }),
  response: z.object({ Name: z.string(), Count: z.number() }),
});

/** A GET whose value reaches SQL unchecked, standing for a schema looser than its column. */
const cast = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'test/cast',
  area: 'shell',
  summary: 'conversión',
  auth: false,
  query: z.object({ value: z.string() }),
  response: z.number(),
});

describe.each(testDrivers())('api on %s', (driver) => {
  let t: TestApp;
  const logLines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    t = await createTestApp(driver, {
      logger: { level: 'info', stream },
      configure: (app, database) => {
        registerEndpoint(app, echo, async ({ body }) => body);
        registerEndpoint(app, cast, async ({ query }) => {
          await database.db.execute(sql`select ${query.value}::int`);
          return 0;
        });
      },
    });
  });
  afterAll(() => t?.dispose());

  const inject = (options: InjectOptions) => t.app.inject(options);

  describe('health', () => {
    it('reports ok, the driver and the version after asking the database', async () => {
      const res = await inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: driver, version: '2.4.0' });
    });
  });

  describe('malformed input', () => {
    it('answers 400 with the issues when a required query parameter is missing', async () => {
      const res = await inject({ method: 'GET', url: '/api/Parameters/Parameters' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        businessExceptions: [{ message: 'La información no pudo ser validada.', title: 'Error' }],
        issues: [{ path: 'key', message: expect.any(String) }],
      });
    });

    it('answers 400 when a query parameter has the wrong type (repeated into a list)', async () => {
      const res = await inject({ method: 'GET', url: '/api/Parameters/Parameters?key=a&key=b' });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('key');
    });

    it('answers 400 when a body field has the wrong type', async () => {
      const res = await inject({ method: 'POST', url: '/api/test/echo', payload: { Name: 'Ana', Count: 'tres' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'Count', message: expect.stringMatching(/número/) }]);
    });

    it('answers 400 in the same shape to a body that is not JSON', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"Name": "Ana",',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        success: false,
        businessExceptions: [{ message: messages.notValidated, title: 'Error' }],
        issues: [{ path: 'body', message: messages.invalidJson }],
      });
    });

    it('answers 400 to a missing body', async () => {
      const res = await inject({ method: 'POST', url: '/api/test/echo' });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    });

    it('answers 413 to a body over the limit', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/test/echo',
        payload: { Name: 'x'.repeat(2 * 1024 * 1024), Count: 1 },
      });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        success: false,
        businessExceptions: [{ message: messages.bodyTooLarge, title: 'Error' }],
      });
    });

    it('answers 415 to a content type it does not read', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().success).toBe(false);
    });

    it('answers 400 in the same shape to a malformed URL', async () => {
      const res = await inject({ method: 'GET', url: '/api/%E0%A4%A' });
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
    });

    it('refuses NUL characters as malformed input, since PostgreSQL cannot store them', async () => {
      const res = await inject({ method: 'GET', url: '/api/Parameters/Parameters?key=a%00b' });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'key', message: messages.invalidValue }]);
    });

    it('answers 400, not 500, when the database refuses a value the contract let through', async () => {
      const res = await inject({ method: 'GET', url: '/api/test/cast?value=doce' });
      expect(res.statusCode).toBe(400);
      expect(res.json().businessExceptions[0].message).toBe(messages.notValidated);
      expect(logLines.some((l) => l.level === 40 && l.msg === 'database refused a request value')).toBe(true);
    });

    it('never answers 5xx to odd input', async () => {
      const urls = [
        '/api/Parameters/Parameters?key=%00',
        `/api/Parameters/Parameters?key=${'k'.repeat(5000)}`,
        '/api/Parameters/Parameters?key[]=a',
        '/api/Parameters/Parameters?key=%E0%A4%A',
        "/api/Parameters/Parameters?key=' or 1=1 --",
        '/api/Login/GetAppVersion?unexpected=1',
        '/api//Login//GetAppVersion',
      ];
      for (const url of urls) {
        const res = await inject({ method: 'GET', url });
        expect({ url, clientError: res.statusCode < 500 }).toEqual({ url, clientError: true });
      }
    });

    it('logs rejected input at info level, never as an error', async () => {
      logLines.length = 0;
      await inject({ method: 'GET', url: '/api/Parameters/Parameters' });
      await inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      });
      expect(logLines.some((l) => l.level === 30 && l.msg === 'request rejected by the contract')).toBe(true);
      expect(logLines.filter((l) => l.level >= 40)).toEqual([]);
    });
  });

  describe('routing', () => {
    it('answers 404 in the spec shape to an unknown path', async () => {
      const res = await inject({ method: 'GET', url: '/api/no/existe' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        success: false,
        businessExceptions: [{ message: messages.routeNotFound, title: 'Error' }],
      });
    });

    it('matches paths whatever their case, and with a trailing slash', async () => {
      for (const url of ['/API/login/getappversion', '/api/LOGIN/GETAPPVERSION', '/api/Login/GetAppVersion/']) {
        const res = await inject({ method: 'GET', url });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
      }
    });

    it('serves every endpoint of the contract', async () => {
      for (const endpoint of allEndpoints()) {
        const url = endpointPath(endpoint).replace(/\{\w+\}/g, '1');
        const res = await inject({ method: endpoint.method, url });
        const unknownRoute =
          res.statusCode === 404 && res.json().businessExceptions?.[0]?.message === messages.routeNotFound;
        expect({ endpoint: `${endpoint.method} ${url}`, served: !unknownRoute }).toEqual({
          endpoint: `${endpoint.method} ${url}`,
          served: true,
        });
      }
    });
  });

  describe('browser-facing headers', () => {
    it('allows the dev origins with credentials and refuses others', async () => {
      const allowed = await inject({
        method: 'OPTIONS',
        url: '/api/Login/GetAppVersion',
        headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:8080');
      expect(allowed.headers['access-control-allow-credentials']).toBe('true');

      const other = await inject({
        method: 'GET',
        url: '/api/Login/GetAppVersion',
        headers: { origin: 'http://evil.test' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('sends nosniff and forbids framing', async () => {
      const res = await inject({ method: 'GET', url: '/api/Login/GetAppVersion' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    });
  });

  describe('OpenAPI document', () => {
    it('is served at /api/docs and lists every contract path', async () => {
      const res = await inject({ method: 'GET', url: '/api/docs' });
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      for (const endpoint of allEndpoints()) {
        const path = endpointPath(endpoint);
        expect({ path, operation: Boolean(doc.paths[path]?.[endpoint.method.toLowerCase()]) }).toEqual({
          path,
          operation: true,
        });
      }
    });
  });
});
