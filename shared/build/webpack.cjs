// One builder for the six apps' webpack + Module Federation config (docs/architecture.md#conventions-in-the-code).
// Each app's webpack.config.js is a few lines: its name and what it exposes.
// Tools are resolved from the calling app so the plugin instances match the webpack that runs.
const path = require('node:path');
const { createRequire } = require('node:module');
const { apps, API_PORT } = require('./apps.cjs');
const { sharedModules, hostProvides, MUI_FILES } = require('./shared-modules.cjs');
const { sendRuntimeConfig } = require('./runtime-config.cjs');
const { HostProvidedEsmPlugin } = require('./host-provided-esm-plugin.cjs');

const SHARED_SRC = path.resolve(__dirname, '../src');

/** compression-webpack-plugin's options: the files served compressed, gzip level 9 (source maps stay as they are). */
const precompression = {
  test: /\.(js|json|html|svg)$/,
  algorithm: 'gzip',
  compressionOptions: { level: 9 },
  threshold: 0,
  minRatio: 1,
};

/**
 * @param {{ dir: string, exposes?: Record<string,string> }} options
 *   dir: the app folder (__dirname of its webpack.config.js).
 */
/**
 * webpack's own minimizer plugin (the one its defaults use, resolved beside webpack) running swc's minifier instead of
 * terser: remote-cartera's production build 32 s -> 18 s, its gzipped scripts 506.2 -> 505.3 KB.
 */
function swcMinimizer(req) {
  const Minimizer = req(
    req.resolve('minimizer-webpack-plugin', { paths: [path.dirname(req.resolve('webpack/package.json'))] }),
  );
  return new Minimizer({ minify: Minimizer.swcMinify, terserOptions: { compress: { passes: 2 } } });
}

function createAppConfig({ dir, exposes = {} }) {
  const req = createRequire(path.join(dir, 'package.json'));
  const pkg = req('./package.json');
  const { ModuleFederationPlugin } = req('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = req('html-webpack-plugin');
  const CompressionPlugin = req('compression-webpack-plugin');
  const webpack = req('webpack');
  const app = apps.find((a) => a.dir === path.basename(dir));
  if (!app) throw new Error(`Unknown app folder ${dir}`);
  const isHost = app.name === 'host';

  const config = (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // Issue 13 §4: for `npm start` (PORTAL_BUILD_CACHE, set by cli.cjs), a build with no change restores every
      // module from disk instead of compiling it again; the cache is invalidated by the lockfile (node_modules)
      // and by these build files. A one-off build (`npm test`, CI) would only pay for writing it.
      cache: process.env.PORTAL_BUILD_CACHE
        ? {
            type: 'filesystem',
            name: production ? 'production' : 'development',
            cacheDirectory: path.join(dir, 'node_modules/.cache/webpack'),
            buildDependencies: {
              config: [
                __filename,
                require.resolve('./shared-modules.cjs'),
                require.resolve('./mui-shared-files.cjs'),
                require.resolve('./mui-provided-loader.cjs'),
                require.resolve('./host-provided-esm-plugin.cjs'),
                path.join(dir, 'webpack.config.js'),
              ],
            },
          }
        : false,
      output: {
        path: path.join(dir, 'dist'),
        // The host serves deep links (/cartera/...), so its chunks load from the root;
        // remotes are loaded from wherever their manifest lives.
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep stable names (the federation runtime cannot template a contenthash into them);
        // chunks are content-hashed and cached for ever (in development too: there, chunks are named after their
        // modules, and zod's facade, shared by its file, named two different chunks of a remote alike).
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: app.name,
        clean: true,
      },
      // MUI's theme factory is shared by its file (shared-modules.cjs), which MUI's exports field does not name.
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'], alias: isHost ? MUI_FILES : {} },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            include: [path.join(dir, 'src'), SHARED_SRC],
            use: {
              loader: req.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|svg|webp|gif)$/i, type: 'asset/resource' },
          // The MUI files the host provides to the remotes: the module is written from the shared list.
          ...(isHost
            ? [
                {
                  test: path.join(dir, 'src/app/remotes/mui-provided.ts'),
                  enforce: 'pre',
                  use: require.resolve('./mui-provided-loader.cjs'),
                },
              ]
            : []),
        ],
      },
      plugins: [
        // Issue 13 §1: the host is not built with the federation plugin, which puts the federation runtime (≈ 26 KiB
        // gzip) and the share scope's setup in front of every first paint, /login's included. The host loads the
        // runtime with the first remote a page needs and provides the singletons from its own modules
        // (host/src/app/remotes/federation.ts), at the versions the plugin would have given them.
        ...(isHost
          ? [
              new webpack.DefinePlugin({
                PORTAL_SHARED_VERSIONS: JSON.stringify(hostProvides(pkg, dir)),
                // What the plugin's optimization.target 'web' defines: the runtime's Node.js script loader is left out.
                ENV_TARGET: JSON.stringify('web'),
              }),
            ]
          : [
              new ModuleFederationPlugin({
                name: app.name,
                filename: 'remoteEntry.js',
                exposes,
                // Remotes are registered at runtime by the host, never at build time.
                remotes: {},
                shared: sharedModules(pkg, { production }),
                shareStrategy: 'loaded-first',
                // In production a remote uses the host's federation runtime instead of bringing its own copy in
                // remoteEntry.js (≈ 16 KiB gzip per remote on a page): the host hands it over (federation.ts). A remote's
                // own index.html then needs the host's runtime: remotes run standalone in development only (docs/architecture.md#the-five-remotes).
                // The runtime is built for browsers only (optimization.target 'web'): its Node.js script loader is left out.
                experiments: production ? { externalRuntime: true, optimization: { target: 'web' } } : undefined,
                manifest: true,
                dts: false,
              }),
              ...(production ? [new HostProvidedEsmPlugin()] : []),
            ]),
        new webpack.DefinePlugin({ 'process.env.APP_NAME': JSON.stringify(app.name) }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'Portal de Productores',
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
        // Issue 13 §1: every text file is gzipped once, at the highest level, next to itself (main.js.gz), and
        // served as is (nginx gzip_static, serve.cjs): compressing per request at nginx's default level 1 sent
        // about 10 % more JavaScript than these files (host: 563 against 511 KiB).
        ...(production ? [new CompressionPlugin(precompression)] : []),
      ],
      // The host's first-paint modules in a content-hashed file of their own, cached across deploys that leave them alone
      // (main.js keeps a stable name and is revalidated on every visit).
      optimization: {
        ...(production ? { minimizer: [swcMinimizer(req)] } : {}),
        ...(isHost && production
          ? {
              splitChunks: {
                cacheGroups: {
                  startup: {
                    chunks: 'initial',
                    name: 'startup',
                    filename: '[name].[contenthash:8].js',
                    enforce: true,
                    priority: 20,
                  },
                  // The host's texts (its messages module) in one chunk of their own, loaded with the first screen that shows
                  // them: under webpack's split threshold each lazy screen carried its own copy (two on /home: the shell's and
                  // the home screen's). Not in the startup chunk: /login shows only the sign-in texts (src/sign-in-messages.ts),
                  // and every other text cost it 4 KiB gzip (issue 41 §3).
                  messages: {
                    test: path.join(dir, 'src/messages.ts'),
                    chunks: 'all',
                    name: 'messages',
                    enforce: true,
                    priority: 20,
                  },
                },
              },
            }
          : {}),
      },
      performance: { hints: false },
      devServer: {
        port: app.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // In development the host and the api share one origin, as in production (docs/adr/0009-no-secrets-in-the-browser.md).
        proxy: [{ context: ['/api', '/security'], target: `http://127.0.0.1:${API_PORT}` }],
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({
            name: 'config-json',
            path: '/config.json',
            middleware: (_req, res) => sendRuntimeConfig(res),
          });
          return middlewares;
        },
      },
    };
  };
  // What the app exposes, also read by the one-bundle baseline (e2e/bench/one-bundle), so both builds load the same modules.
  return Object.assign(config, { exposes });
}

module.exports = { createAppConfig, precompression, swcMinimizer };
