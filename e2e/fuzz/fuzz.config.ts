import { defineConfig } from '@playwright/test';
import path from 'node:path';

/**
 * `pnpm test:fuzz`: generated hostile input over every operation of the OpenAPI document, against a stack
 * of its own (started by global-setup.ts) or, with FUZZ_BASE_URL, against another portal (README).
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'fuzz.spec.ts',
  timeout: 300_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  outputDir: path.join(__dirname, '../test-results/fuzz'),
  globalSetup: require.resolve('./global-setup'),
});
