// Dates in tests render in the portal's own time zone, whatever the machine running them uses.
process.env.TZ = 'America/Argentina/Buenos_Aires';

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: './build/jest-environment.cjs',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  // The apps' setup (shared/build/jest.cjs): the same matchers and async timeout, so a first lazy load of the
  // data grid on a loaded machine does not fail findBy* after the default 1 s.
  setupFilesAfterEnv: ['./build/jest.setup.ts'],
  // The data grid's tests render a whole MUI grid: on a loaded machine they take tens of seconds.
  testTimeout: 60_000,
};
