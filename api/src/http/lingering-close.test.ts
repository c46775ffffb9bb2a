import Fastify, { type FastifyInstance } from 'fastify';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { lingerOnEarlyAnswers } from './lingering-close';

/** A server with a 1 KiB body limit, listening for real: what happens on the socket is what is under test. */
async function server(linger: boolean): Promise<FastifyInstance> {
  const app = Fastify({ bodyLimit: 1024 });
  if (linger) lingerOnEarlyAnswers(app);
  app.post('/echo', async () => ({ ok: true }));
  app.get('/ping', async () => 'pong');
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/**
 * A client that sends a 2 MB body, reads the early answer once the first 64 KiB are out, then sends the rest and
 * a second request on the same connection: what it read, and whether the connection took it all.
 */
function earlyAnswerThenMore(port: number): Promise<{ received: string; failed?: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let failed: string | undefined;
    const total = 2 * 1024 * 1024;
    socket.on('error', (e) => (failed = (e as NodeJS.ErrnoException).code ?? e.message));
    socket.on('close', () => resolve({ received, failed }));
    socket.on('data', (d) => {
      const first = received === '';
      received += d.toString('latin1');
      if (first) {
        const rest = Buffer.alloc(total - 65_536, 'a');
        socket.write(rest, () => socket.write('GET /ping HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'));
      }
    });
    socket.write(
      `POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${total}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(65_536, 'a'));
    setTimeout(() => socket.destroy(), 10_000).unref();
  });
}

describe('an answer given before the body was read', () => {
  it('keeps the connection while the rest arrives: the client sends it all and its next request is answered', async () => {
    const app = await server(true);
    try {
      const { received, failed } = await earlyAnswerThenMore((app.server.address() as AddressInfo).port);
      expect(received).toMatch(/^HTTP\/1.1 413/);
      expect(received.split('\r\n\r\n')[0]).not.toMatch(/connection: close/i);
      expect(received).toMatch(/HTTP\/1.1 200[\s\S]*pong$/);
      expect(failed).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('without it, Fastify closes at once and the rest of the request is lost (what the hook corrects)', async () => {
    const app = await server(false);
    try {
      const { received } = await earlyAnswerThenMore((app.server.address() as AddressInfo).port);
      expect(received).toMatch(/^HTTP\/1.1 413/);
      expect(received).not.toMatch(/pong/);
    } finally {
      await app.close();
    }
  });
});
