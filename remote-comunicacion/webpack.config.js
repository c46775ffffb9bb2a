const { createAppConfig } = require('@portal/shared/build/webpack.cjs');

module.exports = createAppConfig({ dir: __dirname, exposes: { './routes': './src/routes.tsx' } });
