import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';

// The same static server and app list the stack runner uses.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serve } = require('../../shared/build/serve.cjs') as {
  serve: (o: { root: string; port: number; isHost: boolean; apiUrl: string; config?: unknown }) => Promise<Server>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { runtimeConfig } = require('../../shared/build/runtime-config.cjs') as {
  runtimeConfig: () => { remotes: Record<string, string> };
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const { apps, API_PORT } = require('../../shared/build/apps.cjs') as {
  apps: { dir: string; name: string; port: number }[];
  API_PORT: number;
};

/** Where this stack sits (PORTAL_PORT_OFFSET): tests that open their own servers move with it. */
export const portOffset = Number(process.env.PORTAL_PORT_OFFSET || 0);

const ROOT = path.resolve(__dirname, '../..');

/** Serves one app's production build on a port of the test's choosing. */
export function serveApp(dir: string, port: number, config?: unknown): Promise<Server> {
  return serve({
    root: path.join(ROOT, dir, 'dist'),
    port,
    isHost: dir === 'host',
    apiUrl: `http://127.0.0.1:${API_PORT}`,
    config,
  });
}

/** The standard /config.json with one remote's manifest moved to another address. */
export function configWithRemote(name: string, manifestUrl: string) {
  const config = runtimeConfig();
  return { ...config, remotes: { ...config.remotes, [name]: manifestUrl } };
}

/**
 * The addresses of the scripts, in every app's build, whose code contains `marker`: what a test expects a page to
 * request, or not, by address (reading a script's body back from the browser fails once Chromium has dropped it
 * from its buffer, which would make a "not loaded" check pass for the wrong reason).
 */
export function scriptsContaining(marker: string): string[] {
  return apps.flatMap((app) => {
    const dist = path.join(ROOT, app.dir, 'dist');
    return fs
      .readdirSync(dist)
      .filter((f) => f.endsWith('.js') && fs.readFileSync(path.join(dist, f), 'utf8').includes(marker))
      .map((f) => `http://localhost:${app.port}/${f}`);
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}
