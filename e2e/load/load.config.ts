import { defineConfig } from '@playwright/test';
import path from 'node:path';

/**
 * `pnpm test:load` (after `pnpm build`): the cluster suite's topology under a sustained producer mix
 * (load.spec.ts); no browser. `pnpm test:load --ci` (LOAD_PROFILE=ci) is the 60-second version CI runs.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'load.spec.ts',
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  outputDir: path.join(__dirname, '../test-results/load'),
});
