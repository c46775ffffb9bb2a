import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

/**
 * The production shape of docker-compose.yml without Docker: one PostgreSQL database of the suite's own,
 * Redis for the sign-in limits, two api replicas (the production build, NODE_ENV=production) and nginx
 * running deploy/nginx.conf itself, its parameters (ports, folders, replicas) in a generated portal.d/.
 */
export const ROOT = path.resolve(__dirname, '../..');
// Ports of their own (19xxx), clear of the dev stack (8080–8085, 3000, 4000) and of the other suites.
const BASE = Number(process.env.CLUSTER_PORT_BASE ?? 19000);
export const PORTS = {
  replicas: { a: BASE + 90, b: BASE + 91 },
  /** Each replica's metrics listener (METRICS_PORT): two processes on one machine cannot share one. */
  metrics: { a: BASE + 92, b: BASE + 93 },
  host: BASE + 80,
  https: BASE + 86,
  /** Nothing listens there: a remote that is gone. */
  gone: BASE + 87,
  remotes: {
    'remote-cartera': BASE + 81,
    'remote-cuenta-corriente': BASE + 82,
    'remote-cobranzas': BASE + 83,
    'remote-admin': BASE + 84,
    'remote-comunicacion': BASE + 85,
  },
};
export const HOST = `http://localhost:${PORTS.host}`;
export const replicaUrl = (name: ReplicaName) => `http://127.0.0.1:${PORTS.replicas[name]}`;
export const metricsUrl = (name: ReplicaName) => `http://127.0.0.1:${PORTS.metrics[name]}/metrics`;
export type ReplicaName = 'a' | 'b';
export const REMOTE_NAMES: Record<keyof typeof PORTS.remotes, string> = {
  'remote-cartera': 'remote_cartera',
  'remote-cuenta-corriente': 'remote_cuenta_corriente',
  'remote-cobranzas': 'remote_cobranzas',
  'remote-admin': 'remote_admin',
  'remote-comunicacion': 'remote_comunicacion',
};

const ADMIN_URL = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const JWT_SECRET = 'cluster-suite-secret-of-at-least-32-characters';

export interface Replica {
  name: ReplicaName;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** What another user of the topology (the load test, e2e/load) changes: its database's name, the replicas' environment and Node flags. */
export interface TopologyOptions {
  /** The database's name starts with it (portal_cluster by default). */
  databasePrefix?: string;
  /** Added to every replica's environment (e.g. SEED_SCALE). */
  env?: NodeJS.ProcessEnv;
  /** How long a replica may take to answer /health (the first one seeds: minutes at the benchmark scale). */
  readyTimeoutMs?: number;
  /** Where the replicas count failed sign-ins from the start (Redis when it answers); PostgreSQL by default. */
  limitsStore?: 'redis' | 'database';
  /** Node flags of one replica (e.g. --cpu-prof). */
  nodeArgs?: Partial<Record<ReplicaName, string[]>>;
}

export class Topology {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cluster-'));
  readonly database: string;
  /** Where the replicas count failed sign-ins: Redis (REDIS_URL given) or PostgreSQL. */
  limitsStore: 'redis' | 'database' = 'database';
  redisAvailable = false;
  readonly replicas: Partial<Record<ReplicaName, Replica>> = {};
  private nginx?: ChildProcess;

  constructor(private readonly options: TopologyOptions = {}) {
    this.database = `${options.databasePrefix ?? 'portal_cluster'}_${process.pid}_${Date.now().toString(36)}`;
  }

  /** nginx's master process (its workers are its children). */
  get nginxPid(): number | undefined {
    return this.nginx?.pid;
  }

  get databaseUrl(): string {
    const url = new URL(ADMIN_URL);
    url.pathname = `/${this.database}`;
    return url.toString();
  }

  /** A connection to the suite's database (the test reads what the replicas wrote). */
  async sql(): Promise<Client> {
    const client = new Client({ connectionString: this.databaseUrl });
    await client.connect();
    return client;
  }

  log(name: string): string {
    return path.join(this.dir, `${name}.log`);
  }

  async start(): Promise<void> {
    await admin((c) => c.query(`create database ${this.database}`));
    this.redisAvailable = await reachable(REDIS_URL);
    if (!this.redisAvailable)
      console.warn(`Redis no responde en ${REDIS_URL}: los límites de ingreso se cuentan en PostgreSQL.`);
    // The limits test starts on PostgreSQL and moves the replicas to Redis (when it answers) for the rest;
    // the load test starts on Redis, as production runs.
    this.limitsStore = this.options.limitsStore === 'redis' && this.redisAvailable ? 'redis' : 'database';
    // Replica a migrates and seeds (advisory lock); b starts once a is up, as compose's depends_on would not
    // guarantee: the lock makes it safe either way, this only keeps the logs readable.
    await this.startReplica('a');
    await this.startReplica('b');
    await this.startNginx();
  }

  get redisUrl(): string | undefined {
    return this.limitsStore === 'redis' ? REDIS_URL : undefined;
  }

  /** Restarts both replicas, one after the other, counting failed sign-ins in `store`. */
  async useLimitsStore(store: 'redis' | 'database'): Promise<void> {
    if (store === this.limitsStore) return;
    this.limitsStore = store;
    // Both at once (nothing else runs meanwhile): the suite spends no time on a rolling restart here.
    await Promise.all(
      (['a', 'b'] as const).map(async (name) => {
        if (this.replicas[name]) await this.kill(name, 'SIGTERM');
        await this.startReplica(name);
      }),
    );
  }

  /** SIGSTOP / SIGCONT: a replica that is up but answers nothing and runs no job until continued. */
  pause(name: ReplicaName, paused: boolean): void {
    const replica = this.replicas[name];
    if (!replica) throw new Error(`replica ${name} is not running`);
    replica.child.kill(paused ? 'SIGSTOP' : 'SIGCONT');
  }

  async startReplica(name: ReplicaName, extraEnv: NodeJS.ProcessEnv = {}): Promise<Replica> {
    const out = fs.openSync(this.log(`api-${name}`), 'a');
    const url = new URL(this.databaseUrl);
    url.searchParams.set('application_name', `portal-api-${name}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORTS.replicas[name]),
      HOST: '127.0.0.1',
      METRICS_PORT: String(PORTS.metrics[name]),
      DATABASE_URL: url.toString(),
      JWT_SECRET,
      PUBLIC_URL: HOST,
      CORS_ORIGINS: HOST,
      OUTBOX_PAGE: 'true',
      LOG_LEVEL: 'warn',
      SIGNIN_MAX_FAILURES_PER_ADDRESS: '6',
      FILES_STORE: process.env.CLUSTER_FILES_STORE ?? 'database',
      FILES_DIR: path.join(this.dir, `files-must-stay-empty-${name}`),
      JOBS_CRON_SECONDS: '2',
      JOBS_SUPERVISE_SECONDS: '2',
      SHUTDOWN_TIMEOUT_MS: '20000',
      ...(this.redisUrl ? { REDIS_URL: this.redisUrl } : {}),
      ...this.options.env,
      ...extraEnv,
    };
    delete env.DATA_DIR;
    const child = spawn(process.execPath, [...(this.options.nodeArgs?.[name] ?? []), 'dist/server.js'], {
      cwd: path.join(ROOT, 'api'),
      env,
      stdio: ['ignore', out, out],
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    const replica = { name, child, exited };
    this.replicas[name] = replica;
    await waitFor(`${replicaUrl(name)}/health`, this.options.readyTimeoutMs ?? 120_000, exited);
    return replica;
  }

  /** kill -9 (or another signal); answers how the process ended. */
  async kill(name: ReplicaName, signal: NodeJS.Signals = 'SIGKILL') {
    const replica = this.replicas[name];
    if (!replica) throw new Error(`replica ${name} is not running`);
    replica.child.kill(signal);
    const end = await replica.exited;
    delete this.replicas[name];
    return end;
  }

  private async startNginx(): Promise<void> {
    const conf = path.join(this.dir, 'portal.d');
    fs.mkdirSync(conf, { recursive: true });
    for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
      fs.mkdirSync(path.join(this.dir, 'tmp', sub), { recursive: true });
    const remoteOrigins = Object.values(PORTS.remotes)
      .map((p) => `http://localhost:${p}`)
      .join(' ');
    const cert = path.join(this.dir, 'tls.crt');
    const key = path.join(this.dir, 'tls.key');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    this.writeUpstream();
    fs.writeFileSync(
      path.join(conf, 'host.conf'),
      [
        `listen ${PORTS.host};`,
        `listen ${PORTS.https} ssl;`,
        `ssl_certificate ${cert};`,
        `ssl_certificate_key ${key};`,
        `root ${path.join(ROOT, 'host/dist')};`,
        `set $portal_config_file ${this.configFile};`,
        `set $portal_remote_origins "${remoteOrigins}";`,
        '',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(conf, 'remotes.conf'),
      Object.values(PORTS.remotes)
        .map((p) => `listen ${p};\n`)
        .join(''),
    );
    fs.writeFileSync(
      path.join(conf, 'remote-roots.conf'),
      Object.entries(PORTS.remotes)
        .map(([dir, p]) => `${p} ${this.remoteRoot(dir)};\n`)
        .join(''),
    );
    // Each remote is served from a releases folder: the current build at its top (linked), new versions
    // in folders of their own beside it (the "deploy one remote alone" test).
    for (const dir of Object.keys(PORTS.remotes)) {
      const root = this.remoteRoot(dir);
      fs.mkdirSync(root, { recursive: true });
      for (const entry of fs.readdirSync(path.join(ROOT, dir, 'dist')))
        fs.symlinkSync(path.join(ROOT, dir, 'dist', entry), path.join(root, entry));
    }
    this.writeConfig({});
    const main = path.join(this.dir, 'nginx.conf');
    const runningAsRoot = process.getuid?.() === 0;
    fs.writeFileSync(
      main,
      [
        runningAsRoot ? 'user root;' : '',
        'worker_processes 2;',
        `pid ${path.join(this.dir, 'nginx.pid')};`,
        `error_log ${this.log('nginx-error')} notice;`,
        'events { worker_connections 2048; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        "  log_format cluster '$msec $status $request_method $uri $upstream_addr $upstream_status';",
        `  access_log ${this.log('nginx-access')} cluster;`,
        `  client_body_temp_path ${path.join(this.dir, 'tmp/body')};`,
        `  proxy_temp_path ${path.join(this.dir, 'tmp/proxy')};`,
        `  fastcgi_temp_path ${path.join(this.dir, 'tmp/fastcgi')};`,
        `  uwsgi_temp_path ${path.join(this.dir, 'tmp/uwsgi')};`,
        `  scgi_temp_path ${path.join(this.dir, 'tmp/scgi')};`,
        // deploy/nginx.conf itself, not a copy: its `include portal.d/...` read the folder beside this file.
        `  include ${path.join(ROOT, 'deploy/nginx.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    execFileSync(nginxBinary(), ['-t', '-q', '-p', this.dir, '-c', main], { stdio: 'inherit' });
    this.nginx = spawn(nginxBinary(), ['-p', this.dir, '-c', main, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitFor(`${HOST}/config.json`, 20_000);
  }

  /** The replicas nginx balances over; a replica marked down gets no new request (after a reload). */
  private writeUpstream(down: ReplicaName[] = []): void {
    const lines = (Object.entries(PORTS.replicas) as [ReplicaName, number][]).map(
      ([name, p]) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=3s${down.includes(name) ? ' down' : ''};\n`,
    );
    fs.writeFileSync(path.join(this.dir, 'portal.d', 'api-servers.conf'), lines.join(''));
  }

  /**
   * A rolling stop as nginx (without active health checks) needs it: the replica is marked `down` and
   * nginx reloaded (old workers finish their requests), so nothing new reaches it; then it may get SIGTERM.
   */
  async setDown(down: ReplicaName[]): Promise<void> {
    this.writeUpstream(down);
    const before = fs.readFileSync(this.log('nginx-error'), 'utf8').length;
    this.nginx!.kill('SIGHUP');
    const until = Date.now() + 10_000;
    while (
      Date.now() < until &&
      !fs.readFileSync(this.log('nginx-error'), 'utf8').slice(before).includes('start worker process')
    )
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
  }

  get configFile(): string {
    return path.join(this.dir, 'config.json');
  }

  remoteRoot(dir: string): string {
    return path.join(this.dir, 'srv', dir);
  }

  /** The host's /config.json (remote name → manifest URL), with some remotes moved. */
  writeConfig(overrides: Record<string, string>): void {
    const remotes = Object.fromEntries(
      Object.entries(PORTS.remotes).map(([dir, p]) => [
        REMOTE_NAMES[dir as keyof typeof PORTS.remotes],
        `http://localhost:${p}/mf-manifest.json`,
      ]),
    );
    const config = {
      remotes: { ...remotes, ...overrides },
      apiBaseUrl: '/api',
      securityBaseUrl: '/security',
      schedulerEnabled: 'true',
      environment: 'Cluster',
    };
    fs.writeFileSync(this.configFile, JSON.stringify(config, null, 2));
  }

  /** nginx's access log since `since` (ms): status and upstream per /api and /security request. */
  accessLog(since = 0): { at: number; status: number; method: string; uri: string; upstream: string }[] {
    const text = fs.existsSync(this.log('nginx-access')) ? fs.readFileSync(this.log('nginx-access'), 'utf8') : '';
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [msec, status, method, uri, upstream] = line.split(' ');
        return { at: Number(msec) * 1000, status: Number(status), method, uri, upstream };
      })
      .filter((r) => r.at >= since);
  }

  async stop(): Promise<void> {
    if (this.nginx && this.nginx.exitCode === null) {
      const ended = new Promise((r) => this.nginx!.once('exit', r));
      this.nginx.kill('SIGQUIT');
      await Promise.race([ended, new Promise((r) => setTimeout(r, 5000))]);
      if (this.nginx.exitCode === null) this.nginx.kill('SIGKILL');
    }
    for (const name of Object.keys(this.replicas) as ReplicaName[]) {
      this.replicas[name]?.child.kill('SIGCONT');
      await this.kill(name, 'SIGKILL').catch(() => undefined);
    }
    await admin((c) => c.query(`drop database if exists ${this.database} with (force)`)).catch((err) =>
      console.warn(`no se pudo borrar ${this.database}: ${err}`),
    );
    if (!process.env.CLUSTER_KEEP_LOGS) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

export function nginxBinary(): string {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].filter(
    Boolean,
  ) as string[]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('nginx no está instalado (bash .ci/run lo instala con apt-get)');
}

async function admin<T>(work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** One Redis command over RESP (the suite checks where the limits are counted without a client library). */
export function redisCommand(url: string, ...args: string[]): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const frame = `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
    let data = '';
    socket.on('data', (chunk) => {
      data += chunk.toString();
      if (data.endsWith('\r\n')) {
        socket.end();
        resolve(data);
      }
    });
    socket.once('error', reject);
    socket.write(frame);
  });
}

export async function waitFor(url: string, timeoutMs: number, exited?: Promise<unknown>): Promise<void> {
  let gone = false;
  void exited?.then(() => (gone = true));
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (gone) throw new Error(`el proceso de ${url} terminó antes de responder`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} no respondió a tiempo`);
}
