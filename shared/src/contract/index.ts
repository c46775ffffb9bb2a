import * as shell from './shell';
import type { Endpoint } from './define';

export * from './define';
export { shell };

/** Every endpoint the api serves, by area. Each later area adds its module here. */
export const contract = { shell } as const;

export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((area) => Object.values(area) as Endpoint[]);
}
