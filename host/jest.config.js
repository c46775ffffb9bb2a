const { hostProvides } = require('@portal/shared/build/shared-modules.cjs');
const base = require('@portal/shared/build/jest.cjs').createJestConfig(__dirname);

module.exports = {
  ...base,
  testEnvironment: '<rootDir>/jest.environment.cjs',
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
  // The build writes this module from the shared list (shared/build/mui-provided-loader.cjs); the same list here.
  moduleNameMapper: {
    ...base.moduleNameMapper,
    '^\\./mui-provided$': require.resolve('@portal/shared/build/mui-provided.jest.cjs'),
  },
  // What the host's build defines (shared/build/webpack.cjs): the modules it provides to the remotes, with versions.
  globals: { PORTAL_SHARED_VERSIONS: hostProvides(require('./package.json'), __dirname) },
};
