import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { HOST } from './topology';

// Debian's Chromium; Playwright never downloads a browser here (docs/adr/0014-toolchain-pins.md).
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * `pnpm test:cluster` (after `pnpm build`): two api replicas on PostgreSQL behind nginx (deploy/nginx.conf),
 * started and stopped by cluster.spec.ts itself, since its tests kill and restart the replicas.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'cluster.spec.ts',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  outputDir: path.join(__dirname, '../test-results/cluster'),
  use: {
    baseURL: HOST,
    locale: 'es-AR',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
});
