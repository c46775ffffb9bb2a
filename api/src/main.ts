import type { IncomingMessage, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createFileStore } from './lib/storage';
import { startMetricsServer } from './modules/metrics/server';
import { ensureReportSortIndexes } from './report-sort-indexes';
import { formatDemoAccounts, seedIfEmpty } from './seed';

/** On SIGTERM, how long the listening socket must go without a new connection before it closes (at most QUIET_MAX_MS). */
const QUIET_MS = 500;
const QUIET_MAX_MS = 3000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const demoAccounts = await database.exclusive(async (db) => {
    await migrate(db, database.driver);
    const seeded = await seedIfEmpty(db, {
      scale: config.seedScale,
      brokers: config.seedBrokers,
      files: createFileStore(config, db),
    });
    await ensureReportSortIndexes(db, database.driver);
    return seeded;
  });
  if (demoAccounts) process.stdout.write(formatDemoAccounts(demoAccounts));

  const app = await buildApp({
    database,
    config,
    logger: { level: config.logLevel },
    jobs: process.env.JOBS !== 'false',
    audit: process.env.AUDIT !== 'false',
  });

  /**
   * Graceful drain (SIGTERM from the supervisor, `docker stop`, a rolling deploy). The listening socket
   * closes at once, so nginx's next connection to this replica is refused and goes to the other one;
   * every connection already accepted is served to the end (its request may still be on its way: it is
   * answered, never cut or refused) and then ended; once none is left the scheduler lets its
   * running job finish (or leaves it to be retried elsewhere), the database pool closes and the process
   * exits. A drain longer than SHUTDOWN_TIMEOUT_MS exits anyway.
   */
  let stopping = false;
  // Which connections have answered a request and wait idle for the next (a client's keep-alive): those
  // are closed when the drain starts. A connection that has not sent its first request is not idle.
  const sockets = new Set<Socket>();
  const busy = new Set<Socket>();
  const served = new WeakSet<Socket>();
  let lastConnectionAt = 0;
  app.server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    busy.add(socket);
    response.once('close', () => {
      busy.delete(socket);
      served.add(socket);
      // Draining: a keep-alive connection is ended once its answer is out (Node has read the rest of the
      // request by then, so the close is a clean FIN, not a reset that would lose the answer).
      if (stopping) setImmediate(() => !busy.has(socket) && socket.end());
    });
  });
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'draining: no new connections; finishing the requests in flight');
    setTimeout(() => {
      app.log.error('drain took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      // net.Server's close, not http.Server's: the latter also drops accepted connections that have not
      // sent their request yet ("idle"), which nginx would see as a reset after sending it (a 502).
      // Until the listening socket has been quiet for QUIET_MS (the balancer stopped sending: the replica
      // was marked down), up to QUIET_MAX_MS: a connection still queued in it when it closes would be reset.
      const waitingSince = Date.now();
      while (Date.now() - lastConnectionAt < QUIET_MS && Date.now() - waitingSince < QUIET_MAX_MS)
        await new Promise((r) => setTimeout(r, 50));
      const progress = setInterval(() => {
        app.server.getConnections((_err, open) => app.log.warn({ open }, 'draining: connections still open'));
      }, 1000);
      const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(app.server, () => resolve()));
      for (const socket of sockets) if (served.has(socket) && !busy.has(socket)) socket.destroy();
      await closed;
      clearInterval(progress);
      await app.close();
      await database.close();
      app.log.info('drained; exiting');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while draining');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  // Left open until the process exits: the drain above is still worth watching.
  const metricsServer = await startMetricsServer(app.metrics.registry, {
    port: config.metricsPort,
    host: config.metricsHost,
  });
  app.log.info({ port: metricsServer.port, host: config.metricsHost }, 'metrics listening on their own port');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
