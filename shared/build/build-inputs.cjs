// Issue 13 §4: `npm start` rebuilds only the packages whose inputs changed since their last build.
// A package's inputs: its own sources, package.json and build config, @portal/shared's sources and
// build files (every app bundles them), the lockfile, and for the host the shared map it provides
// (which lists what every app imports from MUI, the router and zod). The digest is written beside
// the output (dist/.build-inputs) after a successful build; webpack's persistent cache then makes
// the builds that do run incremental.
const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');

const ROOT = path.resolve(__dirname, '../..');
const STAMP = '.build-inputs';

function hashTree(hash, dir) {
  if (!fs.existsSync(dir)) return;
  const entries = fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (['node_modules', 'dist', 'data', 'coverage', 'test-results'].includes(entry.name) || entry.name.startsWith('.'))
      continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else {
      hash.update(path.relative(ROOT, full));
      hash.update(fs.readFileSync(full));
    }
  }
}

/** The packages `pnpm build` builds, with their folder, dist and digest of inputs. */
function buildPackages() {
  const shared = createHash('sha256');
  hashTree(shared, path.join(ROOT, 'shared/src'));
  hashTree(shared, path.join(ROOT, 'shared/build'));
  shared.update(fs.readFileSync(path.join(ROOT, 'shared/package.json')));
  shared.update(fs.readFileSync(path.join(ROOT, 'pnpm-lock.yaml')));
  const sharedDigest = shared.digest('hex');
  const dirs = [
    'api',
    'host',
    'remote-cartera',
    'remote-cuenta-corriente',
    'remote-cobranzas',
    'remote-admin',
    'remote-comunicacion',
  ];
  return dirs.map((dir) => {
    const hash = createHash('sha256').update(sharedDigest);
    const pkgDir = path.join(ROOT, dir);
    for (const f of fs.readdirSync(pkgDir)) {
      const full = path.join(pkgDir, f);
      if (fs.statSync(full).isFile() && !f.startsWith('.')) hash.update(f).update(fs.readFileSync(full));
    }
    hashTree(hash, path.join(pkgDir, 'src'));
    if (dir === 'host') {
      const { sharedModules } = require('./shared-modules.cjs');
      hash.update(JSON.stringify(sharedModules(require(path.join(pkgDir, 'package.json')), { isHost: true })));
    }
    const name = require(path.join(pkgDir, 'package.json')).name;
    return { dir, name, dist: path.join(pkgDir, 'dist'), digest: hash.digest('hex') };
  });
}

function isUpToDate(pkg) {
  try {
    return fs.readFileSync(path.join(pkg.dist, STAMP), 'utf8') === pkg.digest;
  } catch {
    return false;
  }
}

function markBuilt(pkg) {
  fs.writeFileSync(path.join(pkg.dist, STAMP), pkg.digest);
}

module.exports = { buildPackages, isUpToDate, markBuilt };
