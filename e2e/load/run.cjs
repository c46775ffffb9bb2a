#!/usr/bin/env node
// `pnpm test:load [--ci]`: Playwright runs load.spec.ts; --ci picks the 60-second profile (LOAD_PROFILE=ci).
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const args = process.argv.slice(2);
const env = { ...process.env };
if (args.includes('--ci')) env.LOAD_PROFILE = 'ci';
const rest = args.filter((a) => a !== '--ci');
const cli = require.resolve('@playwright/test/cli', { paths: [__dirname] });
const run = spawnSync(process.execPath, [cli, 'test', '-c', path.join(__dirname, 'load.config.ts'), ...rest], {
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
