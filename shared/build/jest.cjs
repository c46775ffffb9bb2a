// One jest setup for every front-end package: swc transform, jsdom, Testing Library matchers.
const path = require('node:path');

function createJestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: path.join(__dirname, 'jest-environment.cjs'),
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
      ],
    },
    moduleNameMapper: {
      '\\.(png|jpe?g|svg|webp|gif)$': path.join(__dirname, 'file-stub.cjs'),
      // The report kit imports the package's main entry by name (one instance of client and session).
      '^@portal/shared$': path.join(__dirname, '../src/index.ts'),
      // MUI's theme factory by its file, as the host's build aliases it (webpack.cjs); its CommonJS build here.
      '^@mui/material/styles/createTheme$': path.join(
        path.dirname(require.resolve('@mui/material/package.json', { paths: [path.join(__dirname, '..')] })),
        'styles/createTheme.js',
      ),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
    testTimeout: 60_000,
  };
}

module.exports = { createJestConfig };
