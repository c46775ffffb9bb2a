import * as cartera from './cartera';
import * as comunicacion from './comunicacion';
import * as news from './news';
import * as reports from './reports';
import * as shell from './shell';
import type { Endpoint } from './define';

export * from './define';
export { cartera, comunicacion, news, reports, shell };

/** Every endpoint the api serves, by area. Each later area adds its module here. */
export const contract = { shell, cartera, reports, news, comunicacion } as const;

export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as Endpoint[]);
}
