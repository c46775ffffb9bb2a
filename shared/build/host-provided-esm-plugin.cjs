// A remote's production build takes MUI's shared files from the host only (shared-modules.cjs MUI_SHARED, `import: false`).
// Without a copy of its own, webpack cannot see that such a module is an ES module and would read `import styled from`
// as CommonJS's module.exports (MUI's .mjs files import with Node's strict rules): this marks them as the ES modules
// they are, which is what webpack does for a shared module that has a copy (from the copy's build).
const { MUI_SHARED } = require('./shared-modules.cjs');

const NAME = 'HostProvidedEsmPlugin';

class HostProvidedEsmPlugin {
  apply(compiler) {
    const keys = new Set(Object.keys(MUI_SHARED));
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap({ name: NAME, stage: 10 }, (modules) => {
        for (const module of modules) {
          if (module.type !== 'consume-shared-module' || module.options.import || !keys.has(module.options.shareKey))
            continue;
          module.buildMeta = { ...module.buildMeta, exportsType: 'namespace', strictHarmonyModule: true };
          compilation.moduleGraph.getExportsInfo(module).setUnknownExportsProvided();
        }
      });
    });
  }
}

module.exports = { HostProvidedEsmPlugin };
