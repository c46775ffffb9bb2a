import * as adminCommunications from './admin-communications';
import * as adminContent from './admin-content';
import * as adminOversight from './admin-oversight';
import * as apiTokens from './api-tokens';
import * as cartera from './cartera';
import * as cobranzas from './cobranzas';
import * as comunicacion from './comunicacion';
import * as cuentaCorriente from './cuenta-corriente';
import * as delegates from './delegates';
import * as dashboard from './dashboard';
import * as news from './news';
import * as quickSearch from './quick-search';
import * as reports from './reports';
import * as security from './security';
import * as shell from './shell';
import * as statement from './statement';
import * as twoStep from './two-step';
import * as uploads from './uploads';
import type { Endpoint } from './define';

export * from './define';
export {
  adminCommunications,
  adminContent,
  adminOversight,
  apiTokens,
  cartera,
  cobranzas,
  comunicacion,
  cuentaCorriente,
  dashboard,
  delegates,
  news,
  quickSearch,
  reports,
  security,
  shell,
  statement,
  twoStep,
  uploads,
};

/** Every endpoint the api serves, by area. Each later area adds its module here. */
export const contract = {
  shell,
  cartera,
  reports,
  news,
  comunicacion,
  cuentaCorriente,
  cobranzas,
  adminCommunications,
  adminContent,
  adminOversight,
  uploads,
  security,
  statement,
  apiTokens,
  twoStep,
  delegates,
  quickSearch,
  dashboard,
} as const;

export function allEndpoints(): Endpoint[] {
  // An area may also export its constants and input schemas (limits, ids) beside its endpoints.
  return Object.values(contract).flatMap((area) => (Object.values(area) as unknown[]).filter(isEndpoint));
}

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'base' in value &&
    'response' in value
  );
}
