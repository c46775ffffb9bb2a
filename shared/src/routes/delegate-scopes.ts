import type { Area } from '../contract/define';
import { routeTable, type RouteEntry, type RouteOwner } from './route-table';

/*
 * A delegate's (Gestor's) menu areas (issue 40 §4): one rule for its menu, its routes and its calls, read by
 * the host and the api alike. A screen belongs to the area of the remote that owns it (the route table); a
 * menu permission to the area of the screens it opens; a call (contract/delegates.ts) to its permission's
 * area, or, without a permission, to its contract area. Without zod, so the shell's first page can read it.
 */

/** The menu areas a delegate may be given. The first three are also their menu groups' permission names. */
export const DELEGATE_SCOPES = ['Cartera', 'CuentaCorriente', 'Cobranzas', 'Comunicaciones'] as const;
export type DelegateScope = (typeof DELEGATE_SCOPES)[number];

/** The areas as the menu names them. */
export const DELEGATE_SCOPE_LABELS: Record<DelegateScope, string> = {
  Cartera: 'Cartera',
  CuentaCorriente: 'Cuenta Corriente',
  Cobranzas: 'Cobranzas',
  Comunicaciones: 'Comunicaciones',
};

const SCOPE_OF_OWNER: Partial<Record<RouteOwner, DelegateScope>> = {
  'remote-cartera': 'Cartera',
  'remote-cuenta-corriente': 'CuentaCorriente',
  'remote-cobranzas': 'Cobranzas',
  'remote-comunicacion': 'Comunicaciones',
};

const SCOPE_OF_AREA: Partial<Record<Area, DelegateScope>> = {
  cartera: 'Cartera',
  'cuenta-corriente': 'CuentaCorriente',
  cobranzas: 'Cobranzas',
  comunicacion: 'Comunicaciones',
};

/**
 * The area of a screen (or of a component a remote exposes): its owner remote's. The shell's and the
 * administration's belong to none, nor does a screen open to visitors not signed in (the tutorials): it has
 * nothing to keep from a delegate.
 */
export function scopeOfRoute(
  route: Pick<RouteEntry, 'owner'> & Partial<Pick<RouteEntry, 'visitors'>>,
): DelegateScope | null {
  return route.visitors ? null : (SCOPE_OF_OWNER[route.owner] ?? null);
}

/** The area of a menu permission: that of the screens it opens; a menu group's own permission is its area. */
export function scopeOfPermission(permission: string): DelegateScope | null {
  if ((DELEGATE_SCOPES as readonly string[]).includes(permission)) return permission as DelegateScope;
  const route = routeTable.find((r) => r.permission === permission);
  return route ? scopeOfRoute(route) : null;
}

/** The area of a contract area's calls that name no permission. */
export function scopeOfArea(area: Area): DelegateScope | null {
  return SCOPE_OF_AREA[area] ?? null;
}

/** Whether a user limited to `scopes` (null or absent: not limited) may use something of area `scope` (null: of none). */
export function scopeAllowed(
  scopes: readonly DelegateScope[] | null | undefined,
  scope: DelegateScope | null,
): boolean {
  return !scopes || !scope || scopes.includes(scope);
}
