// Writes the host's host/src/app/remotes/mui-provided.ts in its build: one lazy import per MUI file the host provides
// to the remotes (shared-modules.cjs MUI_SHARED). A file the shell already loaded resolves at once, with no request.
const { MUI_SHARED } = require('./shared-modules.cjs');

module.exports = function muiProvidedLoader() {
  const entries = Object.entries(MUI_SHARED).map(
    ([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`,
  );
  return `export const muiProvided = {\n${entries.join('\n')}\n};\n`;
};
