import {
  findRouteEntry,
  scopeAllowed,
  scopeOfRoute,
  USER_TYPE,
  type SessionData,
  type Simulation,
} from '@portal/shared';
import {
  landingPath,
  mustChangePassword,
  mustSelectProducer,
  selectsProducer,
  ADMIN_ONLY,
  SELECT_PRODUCER,
  RESET,
} from '../../lib/access/landing';
import { effectivePermissions } from '../../lib/menu/permissions';

export type Access =
  /** `clearSimulation`: arriving at the producer selection; `enterAdvanced`: a simulator opening the advanced options. */
  | { kind: 'allow'; clearSimulation?: boolean; enterAdvanced?: boolean }
  | { kind: 'redirect'; to: string }
  /** The permission list is still loading; decide once it arrives. */
  | { kind: 'wait' };

export interface AccessState {
  session: SessionData | null;
  simulation: Simulation | null;
  permissions: readonly string[];
  permissionsLoaded: boolean;
  /** Where an unauthenticated visitor signs in: /admin after a simulator or administrator signed out. */
  signInPath: '/login' | '/admin';
  /** Most recent last: where a signed-in user who opens /login goes back to. */
  visitedPaths?: readonly string[];
}

/**
 * Routes outside the producer menu: all a simulator without a chosen producer may open (000 §2.3) — the
 * selection, and the advanced options with the audit and the statistics its cards lead to (002 §2).
 */
const ADVANCED = '/avanzadas';
const OUTSIDE_PRODUCER_MENU = [SELECT_PRODUCER, ADVANCED, '/auditoria-productor', '/estadisticas'];

function isSignedIn(session: SessionData | null): session is SessionData {
  return Boolean(session && session.userId > 0);
}

/**
 * The routing rules of 000 §2.3 for one path (no query string): allow it, send the user elsewhere, or
 * wait for the permission list. Pure, so every rule is tested on its own.
 */
export function resolveAccess(state: AccessState, rawPath: string): Access {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const route = findRouteEntry(path);
  const { session, simulation } = state;

  if (!isSignedIn(session)) {
    if (route?.access === 'public' || route?.visitors) return { kind: 'allow' };
    return { kind: 'redirect', to: state.signInPath };
  }

  const landing = landingPath(session, simulation);
  if (path === '/') return { kind: 'redirect', to: landing };

  if (session.userType === USER_TYPE.administrator) {
    return route?.path === ADMIN_ONLY ? { kind: 'allow' } : { kind: 'redirect', to: ADMIN_ONLY };
  }
  if (mustChangePassword(session)) {
    return path === RESET ? { kind: 'allow' } : { kind: 'redirect', to: landing };
  }
  if (mustSelectProducer(session, simulation)) {
    if (!OUTSIDE_PRODUCER_MENU.includes(path)) return { kind: 'redirect', to: SELECT_PRODUCER };
    return path === ADVANCED ? { kind: 'allow', enterAdvanced: true } : { kind: 'allow' };
  }

  // Everyone else: every route but the producer selection and the administrators' screen.
  if (path === '/login') {
    const last = [...(state.visitedPaths ?? [])]
      .reverse()
      .find((p) => resolveAccess(state, p.split('?')[0]).kind === 'allow');
    return { kind: 'redirect', to: last ?? landing };
  }
  if (path === '/admin') return { kind: 'redirect', to: landing };
  if (!route) return { kind: 'allow' }; // the not-found page
  if (route.path === SELECT_PRODUCER) {
    // A simulator who already chose a producer goes back to choosing; the choice is cleared (000 §2.3).
    // Whoever is not asked to select a producer (internal staff among them) goes to its landing page.
    return selectsProducer(session) ? { kind: 'allow', clearSimulation: true } : { kind: 'redirect', to: landing };
  }
  if (route.path === ADMIN_ONLY) return { kind: 'redirect', to: landing };
  if (route.access === 'simulator' && session.userType !== USER_TYPE.simulator)
    return { kind: 'redirect', to: landing };
  if (route.path === ADVANCED) return { kind: 'allow', enterAdvanced: true };
  // A delegate's screens outside the menu areas its producer gave it (issue 40 §4).
  if (!scopeAllowed(session.delegateAreas, scopeOfRoute(route))) return { kind: 'redirect', to: landing };
  if (route.access === 'perm' && route.permission) {
    if (!state.permissionsLoaded) return { kind: 'wait' };
    if (!effectivePermissions(state.permissions).has(route.permission)) return { kind: 'redirect', to: landing };
  }
  return { kind: 'allow' };
}
