import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

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
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { apps } = require('../shared/build/apps.cjs') as { apps: { name: string; port: number }[] };
const hostUrl = `http://localhost:${apps.find((a) => a.name === 'host')!.port}`;
const dataDir = path.join(os.tmpdir(), `portal-e2e-${process.pid}`);
// The generated-input, two-replica and sustained-load suites have configs of their own (pnpm test:fuzz, test:cluster,
// test:load): no project of this one runs them.
const OWN_CONFIGS = ['fuzz/**', 'cluster/**', 'load/**'];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  testIgnore: OWN_CONFIGS,
  // A test's own time on a loaded 2-core machine, where the browser (software rendering) and the stack share it.
  // Measured 2026-11-26 with two workers: the portfolio grid's paging test took 22 s alone and 65-70 s beside another
  // spec file (each step waits for the CPU, none for a hang), past the 60 s this limit used to be.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // One spec file at a time on a 2-core machine: measured 2026-11-29, the whole suite took about 15 min with one worker
  // and 24-26 min with two (CI's e2e stage), each browser (software rendering) and the stack taking the CPU from the
  // other. E2E_WORKERS sets more on a bigger machine. Files that share server state a concurrent file could break
  // declare a test lock (support/locks.ts), so any number of workers stays correct: the demo producer's mailbox,
  // every producer's mailbox, and the oversight spec alone; the rest of a file's state is its own.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS) || 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The daily alert's spec adds a notification to the bell of every producer owing over 60 days, the demo producer's
  // among them: it runs after every other spec (a project starts once those it depends on have ended).
  projects: [
    { name: 'portal', testIgnore: ['cobranzas-alerts.spec.ts', ...OWN_CONFIGS] },
    { name: 'after-portal', testMatch: 'cobranzas-alerts.spec.ts', dependencies: ['portal'] },
  ],
  outputDir: 'test-results',
  use: {
    baseURL: hostUrl,
    locale: 'es-AR',
    // As a user who asked the system for less motion: the theme then animates nothing (shared/src/theme), so no
    // step waits for a dialog, menu or accordion to finish moving, and the browsers draw no animation frames. The
    // keyboard spec (shell.spec.ts) keeps the transitions, as most users see them.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Recording a trace of every test costs a quarter of the suite's time on a 2-core machine (measured: 11 tests
    // 119 s with it, 89 s without); CI retries a failure once, and that retry is traced.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
  // The production builds served as in production: api, host and each remote on its own origin.
  webServer: {
    command: 'node ../shared/build/cli.cjs serve',
    url: `${hostUrl}/config.json`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    // The scheduled-send button (001 §6) is on, so its spec can drive it; no spec needs it off.
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SCHEDULER_ENABLED: 'true' },
    stdout: 'pipe',
  },
});
