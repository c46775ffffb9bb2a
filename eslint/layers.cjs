// The boundaries import-x/no-restricted-paths enforces (docs/adr/0023-layers-and-boundaries.md), worked out from
// the folders as they are, so a new remote or feature is covered the day it is created.
const fs = require('node:fs');
const path = require('node:path');

const SHARED_HOME = 'lo que comparten va a @portal/shared';

function foldersIn(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The api from bottom to top: each layer may import the ones before it, never the ones after. */
const API_LAYERS = [
  {
    name: 'la infraestructura (lib, db, config, errores, mensajes)',
    paths: ['api/src/lib', 'api/src/db', 'api/src/config.ts', 'api/src/errors.ts', 'api/src/messages.ts'],
  },
  { name: 'la capa http', paths: ['api/src/http'] },
  { name: 'los módulos', paths: ['api/src/modules'] },
  {
    name: 'el armado de la app',
    paths: ['api/src/app.ts', 'api/src/main.ts', 'api/src/openapi.ts', 'api/src/seed', 'api/src/testing'],
  },
];

/**
 * `tests: true` gives the zones for test files: the front-end's boundaries hold for them too, while an api test may
 * build the whole app (api/src/testing) to exercise a lower layer.
 */
function layerZones(root, { tests = false } = {}) {
  const remotes = foldersIn(root).filter((name) => name.startsWith('remote-'));
  const apps = ['host', ...remotes];
  const zones = [
    ...remotes.map((remote) => ({
      target: remote,
      from: apps.filter((app) => app !== remote),
      message: `Un remoto no importa el host ni otro remoto: ${SHARED_HOME}.`,
    })),
    {
      target: 'host',
      from: remotes,
      message: 'El host carga los remotos en tiempo de ejecución (docs/adr/0001-runtime-only-host.md), no los importa.',
    },
    {
      target: 'shared',
      from: [...apps, 'api'],
      message: '@portal/shared no importa ninguna aplicación: ellas lo importan a él.',
    },
    ...apps.flatMap((app) =>
      foldersIn(path.join(root, app, 'src/features')).map((feature) => ({
        target: `${app}/src/features/${feature}`,
        from: `${app}/src/features`,
        except: [`./${feature}`],
        message: `Una feature no importa otra: lo común va a ${app}/src/components o ${app}/src/lib, o a @portal/shared.`,
      })),
    ),
  ];
  if (!tests) {
    API_LAYERS.forEach((layer, index) => {
      const above = API_LAYERS.slice(index + 1);
      if (above.length === 0) return;
      zones.push({
        target: layer.paths,
        from: above.flatMap((upper) => upper.paths),
        message: `En la api, una capa no importa las de arriba: ${layer.name} no usa ${above.map((upper) => upper.name).join(' ni ')}.`,
      });
    });
  }
  return zones;
}

module.exports = { layerZones };
