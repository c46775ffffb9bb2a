const base = require('@portal/shared/build/jest.cjs').createJestConfig(__dirname);

module.exports = {
  ...base,
  testEnvironment: '<rootDir>/jest.environment.cjs',
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/testing/setup.ts'],
};
