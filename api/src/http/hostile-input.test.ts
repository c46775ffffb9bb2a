import net from 'node:net';
import { allEndpoints, endpointPath } from '@portal/shared/contract';
import { desc } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { STAFF_PERMISSIONS } from '../seed/generate';
import { messages } from '../messages';
import { createTestApp, type TestApp } from '../testing/app';
import { testDrivers } from '../testing/database';
import { DEMO, signIn, type SignedIn } from '../testing/session';
import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body';

/** 10,000 levels of arrays inside a field: 20 KB that once cost the api a second of CPU and a 500. */
const NESTED = `{"Username":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;

/** The request as it goes on the wire, for what `inject` cannot send (oversized headers). */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function multipart(boundary: string, parts: string[]): string {
  return parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('') + `--${boundary}--\r\n`;
}

describe('json nesting', () => {
  it('measures depth without being fooled by brackets inside strings', () => {
    expect(jsonDepthExceeds('{"a":"[[[[[[[[[["}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":"\\"[[[["}', 1)).toBe(false);
    expect(jsonDepthExceeds('[[[[]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds(NESTED, MAX_JSON_DEPTH)).toBe(true);
  });
});

describe.each(testDrivers())('hostile input on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await createTestApp(driver);
    producer = await signIn(t.app, DEMO.producer);
    staff = await signIn(t.app, DEMO.staff);
  });
  afterAll(() => t?.dispose());

  it('answers deeply nested JSON 400 on every call that takes a body, signed in or not', async () => {
    const withBody = allEndpoints().filter((e) => e.method !== 'GET' && e.method !== 'DELETE' && !e.multipart);
    expect(withBody.length).toBeGreaterThan(10);
    for (const endpoint of withBody) {
      const url = endpointPath(endpoint).replace(/\{\w+\}/g, '1');
      // The permission guard answers first (403) to a caller without it: the staff's calls are sent by staff.
      const caller =
        endpoint.permission && (STAFF_PERMISSIONS as readonly string[]).includes(endpoint.permission)
          ? staff
          : producer;
      const headers = { 'content-type': 'application/json', ...(endpoint.auth && caller.auth) };
      const res = await t.app.inject({ method: endpoint.method, url, headers, payload: NESTED });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json()).toMatchObject({ success: false, issues: [{ path: 'body', message: messages.jsonTooDeep }] });
    }
  });

  it('refuses a nested sign-in body before looking at the account', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/security/account/login',
      headers: { 'content-type': 'application/json' },
      payload: NESTED,
    });
    expect(res.statusCode).toBe(400);
  });

  describe('malformed multipart on portfolio/SendPayroll', () => {
    const url = '/api/portfolio/SendPayroll';
    const boundary = 'XyZ123';
    const valid = multipart(boundary, [
      'Content-Disposition: form-data; name="Policy"\r\n\r\n1',
      'Content-Disposition: form-data; name="File"; filename="n.csv"\r\nContent-Type: text/csv\r\n\r\na;b',
    ]);
    const cases: [string, string, string][] = [
      ['garbage', `multipart/form-data; boundary=${boundary}`, 'garbage'],
      ['no boundary', 'multipart/form-data', valid],
      ['a boundary that does not match', 'multipart/form-data; boundary=other', valid],
      ['a truncated body', `multipart/form-data; boundary=${boundary}`, valid.slice(0, valid.length / 2)],
      [
        'an unterminated part',
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="Policy"\r\n\r\n1`,
      ],
    ];
    it.each(cases)('answers %s with 400 and a Spanish message', async (_name, contentType, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...producer.auth, 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        businessExceptions: [{ message: expect.stringMatching(/[a-záéíóú]/) }],
      });
    });
  });

  describe('numbers read strictly', () => {
    it.each(['0x10', '1e1', '+5', ' 3 ', ''])('refuses %j as a policy number', async (value) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/producer/GetRoles?poliza=${encodeURIComponent(value)}`,
        headers: producer.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.length).toBeGreaterThan(0);
    });

    it('mails no certificate for an empty certificate number', async () => {
      const before = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/portfolio/individualcertificate?idPoliza=1&email=a%40b.com&certificado=',
        headers: producer.auth,
      });
      expect(res.statusCode).toBe(400);
      const after = await t.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
      expect(after[0]?.id).toBe(before[0]?.id);
    });
  });

  it('answers a malformed path id 400 with its issues', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/FileRepository/Download/NotificationAttach/0x10?CUIT=20172543597',
      headers: producer.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      issues: [expect.objectContaining({ path: expect.any(String) })],
    });
  });

  it('answers a request target over 8 KB 414 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/login/GetAppVersion?x=${'a'.repeat(9000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      success: false,
      businessExceptions: [{ message: messages.urlTooLong, title: 'Error' }],
    });
  });

  it('answers oversized headers 431 in the error shape, and keeps serving', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as net.AddressInfo).port;
    const answer = await rawRequest(port, `GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      success: false,
      businessExceptions: [{ message: messages.headersTooLarge, title: 'Error' }],
    });
    const garbage = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  });
});
