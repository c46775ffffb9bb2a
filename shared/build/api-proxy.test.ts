/** @jest-environment node */
// The host's proxy (api-proxy.cjs) against a stand-in api on a real port: what matters here is how sockets end,
// which only real connections show.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const CHUNK = Buffer.alloc(64 * 1024, 'a');
const CHUNKS = 24;

type Outcome = { status: number; body: string } | { failure: string };

/**
 * A client that sends its body in pieces, as a browser on a slow link does, and reads whatever comes back. Its
 * outcome is known once it has sent everything and read the answer: a connection cut under it is a failure even
 * when the answer came first.
 */
function post(port: number, pathname: string, abortAfter?: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: pathname,
      headers: { 'content-type': 'application/json', 'content-length': CHUNK.length * CHUNKS },
    });
    let answer: Outcome | undefined;
    let sentAll = false;
    const settle = () => answer && sentAll && resolve(answer);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => ((answer = { status: res.statusCode ?? 0, body }), settle()));
    });
    req.on('finish', () => ((sentAll = true), settle()));
    req.on('error', (e) => resolve({ failure: e.message }));
    let sent = 0;
    const next = () => {
      if (sent === abortAfter) {
        req.destroy();
        return resolve({ failure: 'aborted by the test' });
      }
      if (sent++ < CHUNKS) {
        req.write(CHUNK);
        setTimeout(next, 3);
      } else req.end();
    };
    next();
  });
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/**
 * A client on a bare socket that sends the headers and a first piece of its body, waits for the answer, then sends
 * the rest: how a browser uploading a large file meets an early 413. The server must let it finish (and discard
 * it) rather than reset the connection under it, which loses the answer for a client that reads late.
 */
function earlyAnswerThenRest(port: number): Promise<{ answer: string; rest: 'sent' | string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let rest: 'sent' | string | undefined;
    socket.on('error', (e) => (rest ??= (e as NodeJS.ErrnoException).code ?? e.message));
    socket.on('close', () => resolve({ answer: answer.split('\r\n')[0], rest: rest ?? 'closed before the rest' }));
    socket.write(
      `POST /api/early HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${CHUNK.length * CHUNKS}\r\n\r\n`,
    );
    socket.write(CHUNK);
    socket.once('data', async (c: Buffer) => {
      answer = c.toString('latin1');
      for (let i = 1; i < CHUNKS && !socket.destroyed; i++) {
        await new Promise((r) => setTimeout(r, 3));
        socket.write(CHUNK);
      }
      await new Promise((r) => setTimeout(r, 50));
      if (!socket.destroyed) rest ??= 'sent';
      socket.end();
    });
  });
}

let api: http.Server;
let host: ChildProcess;
let hostPort: number;
let bodiesCutAtTheApi = 0;

beforeAll(async () => {
  // The stand-in api answers /api/early before reading the body (as its 413 over the body limit, or a 403, does),
  // and reads the whole body of anything else before answering with its length.
  api = http.createServer((req, res) => {
    req.on('close', () => {
      if (!req.complete) bodiesCutAtTheApi++;
    });
    if (req.url === '/api/early') {
      res.writeHead(413, { 'content-type': 'application/json' });
      return res.end('{"message":"El archivo es demasiado grande."}');
    }
    let length = 0;
    req.on('data', (c: Buffer) => (length += c.length));
    req.on('end', () => res.end(JSON.stringify({ length })));
  });
  const apiPort = await listen(api);
  // The front server as production runs it, in its own process (its static plugin is ESM, which jest cannot load).
  const app = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'front-')), 'host');
  fs.mkdirSync(path.join(app, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(app, 'dist', 'index.html'), '<!doctype html>');
  const probe = http.createServer();
  hostPort = await listen(probe);
  await new Promise((r) => probe.close(r));
  host = spawn(process.execPath, [path.join(__dirname, 'serve.cjs'), app, String(hostPort)], {
    env: { ...process.env, API_URL: `http://127.0.0.1:${apiPort}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    host.stdout!.on('data', (c: Buffer) => c.toString().includes('→') && resolve());
    host.once('exit', (code) => reject(new Error(`the front server ended (${code})`)));
  });
});

afterAll(async () => {
  host.kill();
  api.closeAllConnections();
  await new Promise((r) => api.close(r));
});

test('an answer the api gives before reading the body reaches a client still sending it, every time', async () => {
  const outcomes = await Promise.all(Array.from({ length: 20 }, () => post(hostPort, '/api/early')));
  // Before the fix, the host destroyed the client's connection with the body it handed undici: 'write EPIPE'.
  expect(outcomes).toEqual(
    Array.from({ length: 20 }, () => ({ status: 413, body: '{"message":"El archivo es demasiado grande."}' })),
  );
});

test('after an early answer, the client may send the rest of its body: its connection is not reset under it', async () => {
  // Before the fix, the host destroyed the client's connection along with the body it handed undici.
  expect(await earlyAnswerThenRest(hostPort)).toEqual({ answer: 'HTTP/1.1 413 Payload Too Large', rest: 'sent' });
});

test('a body the api reads goes through whole', async () => {
  expect(await post(hostPort, '/api/echo')).toEqual({
    status: 200,
    body: JSON.stringify({ length: CHUNK.length * CHUNKS }),
  });
});

test('a client that gives up mid-body ends the forwarded request too, so the api does not wait for the rest', async () => {
  const before = bodiesCutAtTheApi;
  expect(await post(hostPort, '/api/echo', 5)).toEqual({ failure: 'aborted by the test' });
  for (let i = 0; i < 50 && bodiesCutAtTheApi === before; i++) await new Promise((r) => setTimeout(r, 20));
  expect(bodiesCutAtTheApi).toBe(before + 1);
});
