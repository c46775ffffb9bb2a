import fs from 'node:fs';
import path from 'node:path';
import type { Rows } from '../cluster/jobs';

/** What the load test reads of the processes it started, from /proc (Linux): memory, CPU, children. */

export interface Proc {
  name: string;
  pid: number;
}

/** Resident memory of a process, in MB (VmRSS), or null when it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

/** CPU time a process has used (user + system), in ms (100 ticks a second). */
export function cpuMs(pid: number): number | null {
  try {
    // The command name (field 2) may hold spaces: the fields counted after its closing parenthesis.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid` (nginx's workers). */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/** The machine's load averages (uptime). */
export function loadAverage(): string {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
}

/**
 * The database's connections by application (each replica names itself portal-api-a / -b), sampled every
 * second while the load runs: the most seen at once, per application and in all.
 */
export class ConnectionSampler {
  readonly peak: Record<string, number> = {};
  peakTotal = 0;
  samples = 0;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly rows: Rows,
    private readonly database: string,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (this.running) return;
      // A sample that fails (the database going away as the run ends) is skipped, not thrown.
      this.running = this.sample()
        .catch(() => undefined)
        .finally(() => (this.running = undefined));
    }, 1000);
  }

  async sample(): Promise<void> {
    const counts = await this.rows<{ app: string; n: number }>(
      `select coalesce(nullif(application_name, ''), '(otra)') as app, count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() group by 1`,
      [this.database],
    );
    this.samples++;
    let total = 0;
    for (const c of counts) {
      this.peak[c.app] = Math.max(this.peak[c.app] ?? 0, c.n);
      total += c.n;
    }
    this.peakTotal = Math.max(this.peakTotal, total);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/**
 * The functions a V8 CPU profile (node --cpu-prof) spent most of its busy time in, by self time, and the same
 * time by where the code comes from (a package of node_modules, the api's bundle, Node's own, the garbage collector).
 */
export function summarizeProfile(file: string, top = 15) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    samples: number[];
    timeDeltas: number[];
  };
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  // Shares of the time the thread was busy: (idle) is the event loop waiting, most of a replica's life at a low rate.
  const idle = [...selfUs].filter(([id]) => byId.get(id)!.callFrame.functionName === '(idle)');
  for (const [id] of idle) selfUs.delete(id);
  const idleUs = idle.reduce((a, [, us]) => a + us, 0);
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const functions = new Map<string, number>();
  const origins = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = url ? `${path.basename(url)}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anónima)'}${where ? ` ${where}` : ''}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
    origins.set(originOf(functionName, url), (origins.get(originOf(functionName, url)) ?? 0) + us);
  }
  const share = (entries: Map<string, number>, n: number) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000), percent: Math.round((1000 * us) / total) / 10 }));
  return {
    busyMs: Math.round(total / 1000),
    idleMs: Math.round(idleUs / 1000),
    functions: share(functions, top),
    origins: share(origins, 12),
  };
}

function originOf(functionName: string, url: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(V8 / nativo)';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node (internos)';
  if (url.endsWith('dist/server.js')) return 'api (dist/server.js)';
  return path.basename(url);
}
