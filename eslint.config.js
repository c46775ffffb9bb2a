// One lint configuration for the workspace.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');

module.exports = tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/data/**', '**/drizzle/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.cjs', '**/*.js'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', __filename: 'readonly', Buffer: 'readonly', process: 'readonly', console: 'readonly', fetch: 'readonly', URL: 'readonly', setTimeout: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // One router instance across the apps: through the shared facade only (shared/src/router/index.ts); zod
    // likewise (shared/src/zod), cut to what the schemas use, and the query library (shared/src/query). The api
    // imports zod itself.
    files: ['**/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/index.ts', 'shared/src/query/index.ts', 'shared/src/zod/names.ts', 'api/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [
        { name: 'react-router-dom', message: "Importá el router desde '@portal/shared/router' (una sola instancia compartida)." },
        { name: 'react-router', message: "Importá el router desde '@portal/shared/router' (una sola instancia compartida)." },
        { name: '@tanstack/react-query', message: "Importá las consultas desde '@portal/shared/query' (una sola instancia compartida, recortada a lo que usa el portal)." },
        { name: 'zod', message: "Importá z desde '@portal/shared/zod' (una sola instancia compartida, recortada a lo que usan los esquemas)." },
      ] }],
    },
  },
  {
    // Issue 13 §1: a report screen's first paint does without the DataGrid, which ServerGrid loads when it is needed;
    // only the modules of that load (server-data-grid.tsx and what it imports) may bring it in.
    files: ['shared/src/report/**/*.{ts,tsx}'],
    ignores: ['shared/src/report/server-grid/server-data-grid.tsx', 'shared/src/report/server-grid/expandable-rows.tsx', 'shared/src/report/server-grid/grid-locale-text.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [
        { group: ['@mui/x-data-grid', '@mui/x-data-grid/*'], allowTypeImports: true, message: "La grilla se carga cuando hace falta (server-grid.tsx): acá sólo 'import type' de @mui/x-data-grid." },
      ] }],
    },
  },
  {
    // Hooks called in order and effects that name what they read: the two mistakes a review misses most.
    files: ['{host,shared,remote-*}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
