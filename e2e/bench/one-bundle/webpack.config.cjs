// Bench only (issue 13 §1): the one-bundle baseline. The host and every remote's routes compiled as a
// single webpack application, without Module Federation, over the same sources and with the same
// loader settings as shared/build/webpack.cjs; `pnpm bench` serves it like the host and compares.
//   node e2e/bench/one-bundle/build.cjs   (output: e2e/bench/one-bundle/dist)
const path = require('node:path');
const { createRequire } = require('node:module');

const ROOT = path.resolve(__dirname, '../../..');
const HOST = path.join(ROOT, 'host');
const req = createRequire(path.join(HOST, 'package.json'));
const HtmlWebpackPlugin = req('html-webpack-plugin');
const webpack = req('webpack');
const CompressionPlugin = req('compression-webpack-plugin');
const { precompression, swcMinimizer } = require('../../../shared/build/webpack.cjs');
const APPS = [
  'host',
  'remote-cartera',
  'remote-cuenta-corriente',
  'remote-cobranzas',
  'remote-admin',
  'remote-comunicacion',
];

module.exports = {
  mode: 'production',
  context: HOST,
  entry: './src/index.ts',
  devtool: false,
  output: {
    path: path.join(__dirname, 'dist'),
    publicPath: '/',
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: {
      // The host's federation runtime (its lazy chunk) is replaced by plain lazy chunks of this one application.
      [path.join(HOST, 'src/app/remotes/federation')]: path.join(__dirname, 'federation-shim.ts'),
    },
  },
  module: {
    rules: [
      {
        test: /\.[jt]sx?$/,
        include: [...APPS.map((a) => path.join(ROOT, a, 'src')), path.join(ROOT, 'shared/src'), __dirname],
        use: {
          loader: req.resolve('swc-loader'),
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: false } },
              target: 'es2022',
            },
          },
        },
      },
      { test: /\.(png|jpe?g|svg|webp|gif)$/i, type: 'asset/resource' },
      // Every module the remotes expose, read from their webpack configs (the loader writes the TypeScript the rule above compiles).
      {
        test: path.join(__dirname, 'exposed-modules.ts'),
        enforce: 'pre',
        use: path.join(__dirname, 'exposed-modules-loader.cjs'),
      },
    ],
  },
  plugins: [
    new webpack.DefinePlugin({ 'process.env.APP_NAME': JSON.stringify('host') }),
    new HtmlWebpackPlugin({
      template: path.join(ROOT, 'shared/build/index.html'),
      title: 'Portal de Productores',
      favicon: path.join(ROOT, 'shared/build/favicon.svg'),
    }),
    // Served precompressed like the federated apps.
    new CompressionPlugin(precompression),
  ],
  // The federated apps' minifier, so the two builds differ by federation alone.
  optimization: { minimizer: [swcMinimizer(req)] },
  performance: { hints: false },
};
