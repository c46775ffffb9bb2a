import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './topology';

/** The policy search tab of /cartera as released (remote-cartera/src/messages.ts, 001 §2). */
export const POLICY_TAB_LABEL = 'Filtro por Póliza';
/** The visible change of the new remote-cartera release: the policy search tab is renamed. */
export const NEW_TAB_LABEL = `${POLICY_TAB_LABEL} (nueva versión)`;

/** The next minor of a version: 2.4.0 → 2.5.0. */
export function nextMinor(version: string): string {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${minor + 1}.0`;
}

/**
 * Builds remote-cartera, with one visible change, into `outDir` (a new versioned folder beside the
 * running release), from a copy of its sources: the working tree is never touched and the host is not
 * rebuilt. The copy is built against the next minor version of the shared library @portal/shared (a copy
 * of shared/ whose package.json says so: within the host's declared range ^x.y.0, newer than what the
 * running host was built with). Answers when webpack is done.
 */
export function buildNewCarteraRelease(
  workDir: string,
  outDir: string,
  log: string,
): { done: Promise<void>; stop(): void; sharedVersion: string } {
  const copy = path.join(workDir, 'remote-cartera');
  fs.mkdirSync(path.join(copy, 'node_modules'), { recursive: true });
  fs.mkdirSync(path.join(workDir, 'shared'), { recursive: true });
  const src = path.join(ROOT, 'remote-cartera');
  for (const entry of ['src', 'package.json', 'tsconfig.json', 'webpack.config.js'])
    fs.cpSync(path.join(src, entry), path.join(copy, entry), { recursive: true });
  // The remote's node_modules, entry by entry, except @portal/shared: a copy at the next minor version.
  const modules = path.join(copy, 'node_modules');
  for (const entry of fs.readdirSync(path.join(src, 'node_modules'))) {
    if (entry === '@portal') continue;
    fs.symlinkSync(path.join(src, 'node_modules', entry), path.join(modules, entry));
  }
  const shared = path.join(workDir, 'shared');
  for (const entry of fs.readdirSync(path.join(ROOT, 'shared'))) {
    if (entry === 'node_modules') fs.symlinkSync(path.join(ROOT, 'shared', entry), path.join(shared, entry));
    else fs.cpSync(path.join(ROOT, 'shared', entry), path.join(shared, entry), { recursive: true });
  }
  const sharedPkg = JSON.parse(fs.readFileSync(path.join(shared, 'package.json'), 'utf8')) as { version: string };
  sharedPkg.version = nextMinor(sharedPkg.version);
  fs.writeFileSync(path.join(shared, 'package.json'), JSON.stringify(sharedPkg, null, 2));
  fs.mkdirSync(path.join(modules, '@portal'), { recursive: true });
  fs.symlinkSync(shared, path.join(modules, '@portal', 'shared'));
  const messages = path.join(copy, 'src/messages.ts');
  const text = fs.readFileSync(messages, 'utf8');
  const released = `tabPolicy: '${POLICY_TAB_LABEL}',`;
  if (!text.includes(released)) throw new Error(`remote-cartera/src/messages.ts ya no tiene ${released}`);
  fs.writeFileSync(messages, text.replace(released, `tabPolicy: '${NEW_TAB_LABEL}',`));
  const webpack = path.join(src, 'node_modules/.bin/webpack');
  return { ...run(webpack, copy, outDir, log), sharedVersion: sharedPkg.version };
}

function run(webpack: string, copy: string, outDir: string, log: string) {
  const out = fs.openSync(log, 'w');
  // A production build; without source maps and minification, which only lengthen the suite (minutes on a
  // loaded machine) and play no part in what the deploy test proves.
  const child = spawn(
    webpack,
    ['--mode', 'production', '--no-devtool', '--no-optimization-minimize', '--output-path', outDir],
    { cwd: copy, stdio: ['ignore', out, out] },
  );
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`webpack terminó con ${code}: ${fs.readFileSync(log, 'utf8').slice(-2000)}`)),
    );
  });
  done.catch(() => undefined);
  return { done, stop: () => void (child.exitCode === null && child.kill('SIGTERM')) };
}
