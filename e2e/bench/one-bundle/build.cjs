// Bench only (issue 13 §1): builds the one-bundle baseline (webpack.config.cjs beside this file).
const path = require('node:path');
const { createRequire } = require('node:module');

const req = createRequire(path.resolve(__dirname, '../../../host/package.json'));
const webpack = req('webpack');
const started = Date.now();
webpack(require('./webpack.config.cjs'), (err, stats) => {
  if (err || stats.hasErrors()) {
    console.error(err || stats.toString({ all: false, errors: true }));
    process.exit(1);
  }
  console.log(
    `one-bundle baseline built in ${((Date.now() - started) / 1000).toFixed(1)} s → e2e/bench/one-bundle/dist`,
  );
});
