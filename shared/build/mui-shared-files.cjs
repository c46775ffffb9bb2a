// Issue 13 §1: the MUI files a remote takes from the host instead of loading its own copy, by the file they resolve to.
const fs = require('node:fs');
const path = require('node:path');
const { create } = require(require.resolve('enhanced-resolve', { paths: [path.dirname(require.resolve('webpack'))] }));

const MUI_DIR = path.dirname(require.resolve('@mui/material/package.json', { paths: [path.join(__dirname, '..')] }));

/**
 * What the shell paints with on every page (its startup chunk) and the remotes use too: MUI's styling engine and the
 * components the header, menu, home and the report screens share. Each remote on a page loaded its own copy of them
 * (≈ 150 KiB raw on /cartera: the bell's and remote-cartera's). Requests from @mui/material's folder; a file of another
 * package by its folder's entry (the package's exports) and its name.
 */
const ROOTS = [
  './styles/styled',
  '@mui/styled-engine',
  '@mui/system/createStyled/createStyled.mjs',
  '@mui/system/styleFunctionSx/styleFunctionSx.mjs',
  '@mui/system/styleFunctionSx/defaultSxConfig.mjs',
  '@mui/system/colorManipulator/colorManipulator.mjs',
  '@mui/system/spacing/spacing.mjs',
  '@mui/system/breakpoints/breakpoints.mjs',
  './Box/Box',
  './ButtonBase/ButtonBase',
  './Button/Button',
  './SvgIcon/SvgIcon',
  './Typography/Typography',
  './Paper/Paper',
  './Link/Link',
  './Breadcrumbs/Breadcrumbs',
  './Chip/Chip',
  './Toolbar/Toolbar',
  './CircularProgress/CircularProgress',
  './LinearProgress/LinearProgress',
];

// Resolved as webpack resolves them for the browser (ES modules), and to real paths (pnpm links packages).
const resolve = create.sync({
  conditionNames: ['import', 'module', 'browser', 'default'],
  extensions: ['.mjs', '.js'],
  mainFields: ['browser', 'module', 'main'],
});
const resolveReal = (from, request) => fs.realpathSync(resolve(from, request));
const resolveRoot = (request) =>
  request.endsWith('.mjs')
    ? path.join(path.dirname(resolveReal(MUI_DIR, path.dirname(request))), path.basename(request))
    : resolveReal(MUI_DIR, request);
const IMPORT = /(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?["']([^"']+)["']/g;

/** Every MUI file `files` reach through their imports (barrels included: more than webpack keeps, never less). */
function reachable(files) {
  const seen = new Map();
  const pending = [...files];
  while (pending.length) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    seen.set(file, source);
    for (const [, request] of source.matchAll(IMPORT)) {
      if (!request.startsWith('.') && !request.startsWith('@mui/')) continue;
      const target = resolveReal(path.dirname(file), request);
      if (target.includes(`${path.sep}node_modules${path.sep}@mui${path.sep}`)) pending.push(target);
    }
  }
  return seen;
}

/** `@mui/material/Button/Button.mjs` for a file of MUI's packages: its share key, the same in every app. */
const keyOf = (file) =>
  file
    .slice(file.lastIndexOf(`node_modules${path.sep}`) + 'node_modules/'.length)
    .split(path.sep)
    .join('/');

/**
 * The shared files: the roots, and every file holding a React context that they reach. A root comes from the host with
 * the files it imports, so a context one of them reads (ButtonGroup's, FormControl's…) is shared too: a remote's own
 * component reading it meets the host's instance, never a second context. `except`: what is already shared otherwise
 * (requests or files).
 * Keys are the files' paths inside node_modules; values the files.
 */
function muiSharedFiles(except = []) {
  const roots = ROOTS.map(resolveRoot);
  const contexts = [...reachable(roots)]
    .filter(([, source]) => source.includes('createContext('))
    .map(([file]) => file);
  const skip = new Set(except.map((request) => resolveReal(MUI_DIR, request)));
  return Object.fromEntries(
    [...new Set([...roots, ...contexts])].filter((f) => !skip.has(f)).map((file) => [keyOf(file), file]),
  );
}

/** The version of the package a shared file belongs to (MUI's packages move together, but each says its own). */
function versionOf(file) {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json')) || !require(path.join(dir, 'package.json')).version)
    dir = path.dirname(dir);
  return require(path.join(dir, 'package.json')).version;
}

module.exports = { muiSharedFiles, versionOf, MUI_DIR };
