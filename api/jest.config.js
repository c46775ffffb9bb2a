/**
 * Tests run as CommonJS through @swc/jest. Two ESM traps, both handled here rather than by switching jest
 * to its ESM mode:
 * - PGlite's CommonJS build still loads parts of itself with a dynamic `import()`, which jest's VM only
 *   allows when node runs with --experimental-vm-modules: the `test` script passes that flag.
 * - Some dependencies are ESM-only (jose), or CommonJS ones `require()` one (light-my-request, behind `app.inject`,
 *   requires cookie 2). Node 20 can do that but jest's runtime cannot, so those packages are compiled to
 *   CommonJS like our own code.
 */
const os = require('node:os');

const esmOnlyPackages = ['cookie', 'jose'];

const swc = (syntax) => [
  '@swc/jest',
  // ignoreDynamic keeps `import()` native, so a test can load an ESM-only package (e.g. the OpenAPI validator).
  { jsc: { parser: { syntax }, target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: true } },
];

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: { '^.+\\.ts$': swc('typescript'), '^.+\\.m?js$': swc('ecmascript') },
  // pnpm puts a package at node_modules/.pnpm/<name>@<version>/node_modules/<name>/.
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${esmOnlyPackages.join('|')})[@/])`],
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  testTimeout: 60_000,
  // Each test file opens its own PGlite (a WebAssembly heap that is not all given back): a worker that has
  // run many of them is recycled, so a later file does not fail to allocate (a 7 MB image body did).
  workerIdleMemoryLimit: '700MB',
  // A worker ending after the last file closes its PGlite heaps first; on a loaded 2-core machine that took longer than
  // jest's default 500 ms, and jest killed it with "A worker process has failed to exit gracefully".
  workerGracefulExitTimeout: 10_000,
  // Two files at a time even on a 2-core machine (jest's default there is one): each file has databases of its own,
  // and in CI's unit stage the front-end packages, run beside this suite, end long before it, which left a core idle.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};
