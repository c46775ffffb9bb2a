// What mui-provided-loader.cjs writes for the host's build, under jest: MUI's CommonJS file beside each shared one.
const { MUI_SHARED } = require('./shared-modules.cjs');

exports.muiProvided = Object.fromEntries(
  Object.entries(MUI_SHARED).map(([name, file]) => [
    name,
    () => Promise.resolve(require(file.replace(/\.mjs$/, '.js'))),
  ]),
);
