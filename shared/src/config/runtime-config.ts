/** The host's `/config.json` (docs/adr/0001-runtime-only-host.md): remote manifests, api bases and feature flags. */
export interface RuntimeConfig {
  remotes: Record<string, string>;
  apiBaseUrl: string;
  securityBaseUrl: string;
  /** 001 §9: the text 'true' shows 'Programar envío'; anything else hides it. */
  schedulerEnabled: string;
  environment: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Checked by hand, not with zod: it is read before the first paint, which must not load zod (issue 13).
 * Throws on a malformed file; the optional texts take their defaults.
 */
function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const value = (raw ?? {}) as Record<string, unknown>;
  const remotes = value.remotes as Record<string, unknown> | undefined;
  if (
    typeof remotes !== 'object' ||
    remotes === null ||
    Array.isArray(remotes) ||
    !Object.values(remotes).every(isText)
  ) {
    throw new TypeError('config.json: remotes');
  }
  if (!isText(value.apiBaseUrl) || !isText(value.securityBaseUrl))
    throw new TypeError('config.json: apiBaseUrl/securityBaseUrl');
  for (const optional of ['schedulerEnabled', 'environment'] as const) {
    if (value[optional] !== undefined && !isText(value[optional])) throw new TypeError(`config.json: ${optional}`);
  }
  return {
    remotes: remotes as Record<string, string>,
    apiBaseUrl: value.apiBaseUrl,
    securityBaseUrl: value.securityBaseUrl,
    schedulerEnabled: (value.schedulerEnabled as string | undefined) ?? 'false',
    environment: (value.environment as string | undefined) ?? 'Producción',
  };
}

const defaults: RuntimeConfig = {
  remotes: {},
  apiBaseUrl: '/api',
  securityBaseUrl: '/security',
  schedulerEnabled: 'false',
  environment: 'Producción',
};

let current: RuntimeConfig = defaults;

/** Reads `/config.json` once at start. A broken file falls back to same-origin defaults. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  try {
    const res = await fetch(url, { cache: 'no-store' });
    current = parseRuntimeConfig(await res.json());
  } catch (error) {
    console.error('No se pudo leer la configuración', error);
    current = defaults;
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}
