import net from 'node:net';

/**
 * The rule for tests that need a service the machine may lack (PostgreSQL, Redis): on a developer's machine
 * they are skipped and the run says so; where CI is set (.ci/run starts both) a missing service fails the
 * run, so a green CI never means "not run".
 */
export function serviceMissing(service: string, url: string, skipped: string): void {
  const where = url.replace(/\/\/[^@]*@/, '//***@');
  if (process.env.CI) {
    throw new Error(
      `${service} is not reachable at ${where}, and CI is set: ${skipped} are not to be skipped in CI. Start ${service} (.ci/run does) or unset CI to skip them.`,
    );
  }
  console.warn(`\n${service} is not reachable at ${where}: ${skipped} are skipped (CI would fail here).`);
}

/** Whether something accepts TCP connections at the host and port of `url`. */
export function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}
