// The singletons every app shares at runtime (DESIGN.md §2). Listed once, here.
const sharedPkg = require('../package.json');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@mui/material',
  '@mui/material/styles',
  '@mui/x-data-grid',
  '@mui/x-date-pickers',
  '@emotion/react',
  '@emotion/styled',
  '@tanstack/react-query',
  'zustand',
  'dayjs',
  'react-hook-form',
  'zod',
];

/** The `shared` map for ModuleFederationPlugin, resolving versions from the app's own package.json. */
function sharedModules(appPkg) {
  const deps = { ...appPkg.devDependencies, ...appPkg.dependencies };
  const map = {};
  for (const name of SINGLETONS) {
    const root = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    map[name] = { singleton: true, requiredVersion: deps[root] };
  }
  // Workspace dependents say `workspace:*`, which federation cannot compare: state it explicitly.
  map['@portal/shared'] = { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` };
  // The router is shared through @portal/shared's facade, cut to what the portal uses (src/router/index.ts).
  map['@portal/shared/router'] = { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` };
  return map;
}

module.exports = { sharedModules, SINGLETONS };
