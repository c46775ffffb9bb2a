import http from 'node:http';
import type { FuzzInput } from './inputs';

export interface Answer {
  status: number;
  contentType: string;
  body: Buffer;
  ms: number;
  /** Set when no answer came: a time-out or a connection the server dropped. */
  failure?: string;
}

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url');
}

/** The Authorization header of an input: the real session, a forged one, or garbage. */
export function authorization(input: FuzzInput, token: string): string | undefined {
  const [header, payload, signature] = token.split('.');
  switch (input.token) {
    case 'valid':
      return `Bearer ${token}`;
    case 'alg-none':
      return `Bearer ${base64url('{"alg":"none","typ":"JWT"}')}.${payload}.`;
    case 'tampered': {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
      const forged = { ...claims, sub: '1', userType: 3, exp: Math.floor(Date.now() / 1000) + 86_400 };
      return `Bearer ${header}.${base64url(JSON.stringify(forged))}.${signature}`;
    }
    case 'garbage':
      return input.garbageToken;
    default:
      return undefined;
  }
}

/** One request as it goes on the wire (raw path and query, any method with any body), with a time-out. */
export function send(
  base: string,
  method: string,
  input: FuzzInput,
  token: string,
  timeoutMs = 15_000,
): Promise<Answer> {
  const url = new URL(base);
  const headers: Record<string, string> = {};
  const auth = authorization(input, token);
  if (auth !== undefined) headers.authorization = auth;
  const body = input.body ? Buffer.from(input.body.data) : undefined;
  if (input.body?.contentType) headers['content-type'] = input.body.contentType;
  if (body) headers['content-length'] = String(body.length);
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (answer: Omit<Answer, 'ms'>) => resolve({ ...answer, ms: performance.now() - started });
    let req: http.ClientRequest;
    try {
      req = http.request({
        host: url.hostname,
        port: url.port,
        method,
        path: `${input.path}${input.query ? `?${input.query}` : ''}`,
        headers,
        timeout: timeoutMs,
      });
    } catch (error) {
      // Node itself refuses to send it (characters a path cannot carry): nothing reached the server.
      return done({
        status: 0,
        contentType: '',
        body: Buffer.alloc(0),
        failure: `no enviado: ${(error as Error).message}`,
      });
    }
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', (e) =>
        done({ status: 0, contentType: '', body: Buffer.alloc(0), failure: `respuesta cortada: ${e.message}` }),
      );
    });
    req.on('timeout', () => {
      req.destroy();
      done({ status: 0, contentType: '', body: Buffer.alloc(0), failure: `sin respuesta en ${timeoutMs} ms` });
    });
    req.on('error', (e) =>
      done({ status: 0, contentType: '', body: Buffer.alloc(0), failure: `conexión: ${e.message}` }),
    );
    req.end(body);
  });
}
