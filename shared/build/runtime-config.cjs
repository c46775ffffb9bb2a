// The host's /config.json: where each remote's manifest lives, the api base URLs and feature flags.
// One file per environment, so a remote moves or upgrades without rebuilding the host (docs/adr/0001-runtime-only-host.md).
// Values come from the environment, with the local defaults of `pnpm start`.
const fs = require('node:fs');
const { remotes } = require('./apps.cjs');

function runtimeConfig(env = process.env) {
  if (env.PORTAL_CONFIG_FILE) return JSON.parse(fs.readFileSync(env.PORTAL_CONFIG_FILE, 'utf8'));
  const host = env.PORTAL_PUBLIC_HOST || 'localhost';
  const remoteUrls = {};
  for (const r of remotes) {
    const key = `REMOTE_${r.name.replace(/^remote_/, '').toUpperCase()}_URL`;
    remoteUrls[r.name] = env[key] || `http://${host}:${r.port}/mf-manifest.json`;
  }
  return {
    remotes: remoteUrls,
    // Same origin by default: the host's server proxies /api and /security to the api.
    apiBaseUrl: env.API_BASE_URL || '/api',
    securityBaseUrl: env.SECURITY_BASE_URL || '/security',
    // 001 §9: the scheduler button appears only when this text equals 'true'.
    schedulerEnabled: env.SCHEDULER_ENABLED === 'true' ? 'true' : 'false',
    environment: env.PORTAL_ENVIRONMENT || 'Producción',
  };
}

function sendRuntimeConfig(res, config = runtimeConfig()) {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(JSON.stringify(config));
}

module.exports = { runtimeConfig, sendRuntimeConfig };
