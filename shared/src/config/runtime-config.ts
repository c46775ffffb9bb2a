import { z } from 'zod';

/** The host's `/config.json` (DESIGN.md §2): remote manifests, api bases and feature flags. */
export const RuntimeConfig = z.object({
  remotes: z.record(z.string(), z.string()),
  apiBaseUrl: z.string(),
  securityBaseUrl: z.string(),
  /** 001 §9: the text 'true' shows 'Programar envío'; anything else hides it. */
  schedulerEnabled: z.string().default('false'),
  environment: z.string().default('Producción'),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

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
    current = RuntimeConfig.parse(await res.json());
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
