// Bundles the server into dist/server.js. Packages from node_modules stay external (installed beside
// it), except @portal/shared, which is TypeScript source and so must be compiled into the bundle.
const esbuild = require('esbuild');

const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@portal/shared' || args.path.startsWith('@portal/shared/') ? undefined : { external: true },
    );
  },
};

esbuild
  .build({
    entryPoints: ['src/main.ts'],
    outfile: 'dist/server.js',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'info',
  })
  .catch(() => process.exit(1));
