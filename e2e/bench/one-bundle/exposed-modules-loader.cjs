// Bench only (issue 13 §1): writes exposed-modules.ts of the one-bundle baseline from what each remote's webpack.config.js
// exposes, so the baseline loads every module the federated host can ask for (a module added to a remote later included).
const path = require('node:path');
const { remotes } = require('../../../shared/build/apps.cjs');

const ROOT = path.resolve(__dirname, '../../..');

module.exports = function exposedModulesLoader() {
  const entries = remotes.flatMap((remote) => {
    const dir = path.join(ROOT, remote.dir);
    const config = path.join(dir, 'webpack.config.js');
    this.addDependency(config);
    const { exposes } = require(config);
    return Object.entries(exposes).map(([key, file]) => {
      const id = `${remote.name}/${key.replace(/^\.\//, '')}`;
      return `  ${JSON.stringify(id)}: () => import(${JSON.stringify(path.join(dir, file))}),`;
    });
  });
  return `export const exposed: Record<string, () => Promise<unknown>> = {\n${entries.join('\n')}\n};\n`;
};
