// The singletons every app shares at runtime (docs/architecture.md#the-host-and-its-runtime-only-federation). Listed once, here.
const path = require('node:path');
const sharedPkg = require('../package.json');
const { muiSharedFiles, versionOf, MUI_DIR } = require('./mui-shared-files.cjs');

/** zod's facade (src/zod): matched by the file every import resolves to, relative ones inside @portal/shared included. */
const ZOD_FACADE = path.resolve(__dirname, '../src/zod/index.ts');

const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/styled',
  'zustand',
  'dayjs',
];

/**
 * MUI is not shared whole (issue 13 §1): a shared module is never tree-shaken, so sharing `@mui/material`
 * sent its whole barrel (125 KiB gzip) to every first paint, and the components that MUI X and the icons
 * import by deep path were bundled a second time by each remote anyway. Each app bundles the components it
 * uses, but for the styling engine and the shell's components, which production remotes take from the host by
 * file (MUI_SHARED below); what must be one instance for a remote's components to follow the host's theme is shared: emotion
 * (its theme context and style cache, above) and the modules of `@mui/system` that hold a React context MUI's
 * components read — the default props of the theme's `components` (DefaultPropsProvider) and the text direction
 * (RtlProvider). The system barrel is not shared (≈ 19 KiB gzip on /login, whole): only the host renders the
 * ThemeProvider, which provides emotion's context and those two, reached by path in the host's own build,
 * so the host's instances are the shared ones. MUI's component contexts (FormControl, List, Table…) are used within
 * one app's own tree, and the date pickers' LocalizationProvider is rendered by the remote that shows them
 * (`@portal/shared/report`), so MUI X is bundled by the remotes that use it. react-hook-form likewise: a form and
 * its fields (FormProvider, useFormContext) always live in one app, so each app bundles what it uses of it.
 * Transitive dependencies of `@mui/material`: their required version is read from MUI's own package.json.
 */
const MUI_CONTEXTS = ['@mui/system/DefaultPropsProvider', '@mui/system/RtlProvider'];

/**
 * MUI's theme factory, shared by the file it resolves to: every app's components reach it through MUI's own
 * relative imports (the default theme of `styled`, `Box`, `GlobalStyles`), so without this each remote on a page
 * loaded its own copy of the whole createTheme chain (≈ 16 KiB gzip on /cartera). The host loads it before its
 * first paint (its theme), so a remote always gets the host's. It holds no state: sharing it saves bytes only.
 */
const MUI_VERSION = require(path.join(MUI_DIR, 'package.json')).version;
const MUI_FILES = { '@mui/material/styles/createTheme': path.join(MUI_DIR, 'styles/createTheme.mjs') };

/**
 * MUI's styling engine and the components the shell paints with, each shared by its file (mui-shared-files.cjs), with
 * the React contexts they read. Only in production builds, where a remote runs inside the host (it needs the host's
 * federation runtime there): the host provides them and a remote brings no copy of its own (`import: false`, so
 * webpack neither bundles nor registers one). A remote run on its own in development bundles them as before.
 */
const MUI_SHARED = muiSharedFiles([...MUI_CONTEXTS, ...Object.values(MUI_FILES)]);

/** The package a module belongs to: `react` for 'react/jsx-runtime', `@mui/system` for '@mui/system/RtlProvider'. */
function packageOf(name) {
  return name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
}

/**
 * The `shared` map for ModuleFederationPlugin (the remotes), resolving versions from the app's own package.json;
 * the host provides the same modules through the runtime (`hostProvides`).
 */
function sharedModules(appPkg, { production = false } = {}) {
  const deps = { ...appPkg.devDependencies, ...appPkg.dependencies };
  const map = {};
  for (const name of SINGLETONS) {
    map[name] = { singleton: true, requiredVersion: deps[packageOf(name)] };
  }
  for (const name of MUI_CONTEXTS) map[name] = { singleton: true };
  for (const [name, file] of Object.entries(MUI_FILES)) {
    map[name] = {
      singleton: true,
      version: MUI_VERSION,
      requiredVersion: `^${MUI_VERSION}`,
      import: file,
      request: file,
    };
  }
  for (const [name, file] of Object.entries(production ? MUI_SHARED : {})) {
    map[name] = {
      singleton: true,
      version: versionOf(file),
      requiredVersion: `^${versionOf(file)}`,
      import: false,
      request: file,
    };
  }
  // Workspace dependents say `workspace:*`, which federation cannot compare: state it explicitly.
  map['@portal/shared'] = { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` };
  // zod is shared through @portal/shared's facade, cut to the functions the schemas use (src/zod/index.ts).
  map['@portal/shared/zod'] = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: `^${sharedPkg.version}`,
    import: ZOD_FACADE,
    request: ZOD_FACADE,
  };
  // The router is shared through @portal/shared's facade, cut to what the portal uses (src/router/index.ts).
  map['@portal/shared/router'] = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: `^${sharedPkg.version}`,
  };
  // The query library likewise, through its facade (src/query/index.ts).
  map['@portal/shared/query'] = {
    singleton: true,
    version: sharedPkg.version,
    requiredVersion: `^${sharedPkg.version}`,
  };
  return map;
}

/** The version installed for `name` where `appDir` resolves it (MUI's own dependencies from MUI's folder). */
function installedVersion(name, appDir) {
  return require(require.resolve(`${packageOf(name)}/package.json`, { paths: [appDir, MUI_DIR] })).version;
}

/**
 * What the host provides to the remotes through the federation runtime it loads with the first remote
 * (issue 13 §1: the host has no federation plugin, see host/src/app/remotes/federation.ts): for each module of
 * the shared map, the version installed for the host and the range a remote's copy would accept — what the
 * federation plugin wrote in the host's manifest when it provided them.
 */
function hostProvides(appPkg, appDir) {
  return Object.fromEntries(
    Object.entries(sharedModules(appPkg, { production: true })).map(([name, options]) => {
      const version = options.version ?? installedVersion(name, appDir);
      return [name, { version, requiredVersion: options.requiredVersion ?? `^${version}` }];
    }),
  );
}

module.exports = { sharedModules, hostProvides, SINGLETONS, MUI_CONTEXTS, MUI_FILES, MUI_SHARED };
