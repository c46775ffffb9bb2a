// One lint configuration for the workspace.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const { createNodeResolver, importX } = require('eslint-plugin-import-x');
const { layerZones } = require('./eslint/layers.cjs');
const noModuleCycle = require('./eslint/no-module-cycle.cjs');

module.exports = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        __filename: 'readonly',
        Buffer: 'readonly',
        process: 'readonly',
        console: 'readonly',
        fetch: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One router instance across the apps: through the shared facade only (shared/src/router/index.ts); zod
    // likewise (shared/src/zod), cut to what the schemas use, and the query library (shared/src/query). The api
    // imports zod itself.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/index.ts', 'shared/src/query/index.ts', 'shared/src/zod/names.ts', 'api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: "Importá el router desde '@portal/shared/router' (una sola instancia compartida).",
            },
            {
              name: 'react-router',
              message: "Importá el router desde '@portal/shared/router' (una sola instancia compartida).",
            },
            {
              name: '@tanstack/react-query',
              message:
                "Importá las consultas desde '@portal/shared/query' (una sola instancia compartida, recortada a lo que usa el portal).",
            },
            {
              name: 'zod',
              message:
                "Importá z desde '@portal/shared/zod' (una sola instancia compartida, recortada a lo que usan los esquemas).",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 13 §1: a report screen's first paint does without the DataGrid, which ServerGrid loads when it is needed;
    // only the modules of that load (server-data-grid.tsx and what it imports) may bring it in.
    files: ['shared/src/report/**/*.{ts,tsx}'],
    ignores: [
      'shared/src/report/server-grid/server-data-grid.tsx',
      'shared/src/report/server-grid/expandable-rows.tsx',
      'shared/src/report/server-grid/grid-locale-text.ts',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mui/x-data-grid', '@mui/x-data-grid/*'],
              allowTypeImports: true,
              message:
                "La grilla se carga cuando hace falta (server-grid.tsx): acá sólo 'import type' de @mui/x-data-grid.",
            },
          ],
        },
      ],
    },
  },
  {
    // Hooks called in order and effects that name what they read: the two mistakes a review misses most.
    files: ['{host,shared,remote-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Layers and boundaries (docs/adr/0023-layers-and-boundaries.md): no file cycles; a remote imports neither the
    // host nor another remote; the host imports no remote; @portal/shared imports no app; a feature imports no
    // other feature; the api's lib and db import no module, and its modules import each other one way only.
    files: ['{host,shared,api,remote-*}/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, portal: { rules: { 'no-module-cycle': noModuleCycle } } },
    settings: {
      // One `eslint .` reads each file's imports once; under load a run outlasts the default 30 s cache.
      'import-x/cache': { lifetime: '∞' },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['types', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: layerZones(__dirname) }],
      'portal/no-module-cycle': ['error', { root: `${__dirname}/api/src/modules` }],
    },
  },
  {
    // A test and its helpers are nobody's dependency: they may build the whole app (api/src/testing) to exercise a
    // lower layer.
    files: ['{host,shared,api,remote-*}/src/**/*.test.{ts,tsx}', '{host,shared,api,remote-*}/src/**/testing.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: __dirname, zones: layerZones(__dirname, { tests: true }) }],
      // Nothing imports a test, so no cycle runs through one: walking its imports would only cost time.
      'import-x/no-cycle': 'off',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
