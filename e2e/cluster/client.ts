import http from 'node:http';

/** Plain HTTP clients of the portal for the cluster suite: sign-in, calls with a token, uploads, load. */

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/**
 * fetch on a new connection per request (no client keep-alive): what the SIGTERM test measures is the
 * replica's drain, not a reused client connection that nginx's reload closes under it.
 */
export const freshFetch: Fetch = (url, init = {}) => trickleFetch(url, init, 0);

/**
 * freshFetch whose body is written in ten parts spread over `ms`: a request that is still arriving when the
 * replica is told to stop (the drain must read it to the end and answer it).
 */
export const trickleFetch = async (url: string, init: RequestInit, ms: number): Promise<Response> => {
  const request = new Request(url, init);
  const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
  const headers: Record<string, string> = {};
  request.headers.forEach((value, key) => (headers[key] = value));
  return new Promise<Response>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: request.method,
        headers: { ...headers, ...(body && { 'content-length': String(body.length) }) },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve(new Response(res.statusCode === 204 ? null : Buffer.concat(chunks), { status: res.statusCode })),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (!body || ms <= 0) return req.end(body);
    const part = Math.ceil(body.length / 10);
    let sent = 0;
    const next = () => {
      const chunk = body.subarray(sent, sent + part);
      sent += chunk.length;
      if (sent >= body.length) req.end(chunk);
      else req.write(chunk, () => setTimeout(next, ms / 10));
    };
    next();
  });
};

export const PRODUCER = { username: '20172543597', password: 'Demo1234', email: 'productor@demo.com.ar' };
/** A policy of the demo producer (seed): payrolls are uploaded against it. */
export const PRODUCER_POLICY = '10000001';
export const USERS = [PRODUCER.username, '27301112225', '20334445551'];

export interface Session {
  token: string;
  userId: number;
  /** The refresh cookie (refresh_token=…), sent back by hand: each call may go to another replica. */
  refresh: string;
}

function refreshCookie(res: Response): string {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('refresh_token='));
  return cookie ? cookie.split(';')[0] : '';
}

export async function signIn(
  base: string,
  username = PRODUCER.username,
  password = PRODUCER.password,
  address?: string,
  door: 'account' | 'simulatorusers' = 'account',
): Promise<Response> {
  return fetch(`${base}/security/${door}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(address && { 'x-forwarded-for': address }) },
    body: JSON.stringify({ Username: username, Password: password, RememberMe: false, Application: 'Life' }),
  });
}

/** The demo internal staff account (contents): signs in through the staff door. */
export const STAFF = 'contenidos@demo.com.ar';

export async function session(base: string, username = PRODUCER.username): Promise<Session> {
  const res = await signIn(
    base,
    username,
    PRODUCER.password,
    undefined,
    username === STAFF ? 'simulatorusers' : 'account',
  );
  if (res.status !== 200) throw new Error(`sign-in ${username} via ${base}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { userId: number; authenticationResult: { token: string } };
  return { token: body.authenticationResult.token, userId: body.userId, refresh: refreshCookie(res) };
}

/** login/refreshtoken with the session's cookie: a new access token and a rotated cookie. */
export async function refresh(
  base: string,
  s: Pick<Session, 'refresh'>,
): Promise<{ status: number; session?: Pick<Session, 'token' | 'refresh'> }> {
  const res = await fetch(`${base}/api/login/refreshtoken`, {
    method: 'POST',
    headers: { cookie: s.refresh, 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 200) return { status: res.status };
  const body = (await res.json()) as { authenticationResult?: { token: string }; token?: string };
  const token = body.authenticationResult?.token ?? body.token ?? '';
  return { status: 200, session: { token, refresh: refreshCookie(res) } };
}

export function call(
  base: string,
  s: Pick<Session, 'token'>,
  path: string,
  body?: unknown,
  init: RequestInit = {},
  f: Fetch = fetch,
): Promise<Response> {
  return f(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...init,
    headers: {
      authorization: `Bearer ${s.token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** portfolio/SendPayroll with a small CSV payroll; `marker` goes in Observaciones to find it afterwards. */
export function uploadPayroll(
  base: string,
  s: Pick<Session, 'token'>,
  marker: string,
  content = `CUIL;Apellido;Nombre\n20-30111222-3;PÉREZ;${marker}\n`,
  f: Fetch = fetch,
): Promise<Response> {
  const form = new FormData();
  form.set('Type', 'AP');
  form.set('Policy', PRODUCER_POLICY);
  form.set('Tomador', 'Cluster');
  form.set('Observaciones', marker);
  form.set('File', new Blob([content], { type: 'text/csv' }), 'nomina.csv');
  return f(`${base}/api/portfolio/SendPayroll`, {
    method: 'POST',
    headers: { authorization: `Bearer ${s.token}` },
    body: form,
  });
}

export const PORTFOLIO_PAGE = { offset: 0, next: 10, sort: [], gridFilters: [] };

/** p-th percentile (0–100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `clients` concurrent loops of `work` for `ms`; answers the latencies of the successful ones and the failures. */
export async function load(clients: number, ms: number, work: (client: number) => Promise<Response>) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const until = Date.now() + ms;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < until) {
        const t0 = performance.now();
        let status = 0;
        try {
          const res = await work(client);
          await res.arrayBuffer();
          status = res.status;
        } catch {
          status = 0;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 200 && status < 300) latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    statuses: Object.fromEntries(statuses),
  };
}
