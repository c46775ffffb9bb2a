import { create } from 'zustand';
import type { DelegateScope } from '../routes/delegate-scopes';
import { expiringStorage } from './expiring-storage';

export type UserType = 1 | 2 | 3;
export const USER_TYPE = { producer: 1, simulator: 2, administrator: 3 } as const;

/** The non-secret session fields of 000 §3, kept in storage. Tokens are not here (docs/adr/0009-no-secrets-in-the-browser.md). */
export interface SessionData {
  userId: number;
  cuit: string;
  reportTo: string | null;
  userAvatar: string | null;
  userName: string;
  user: string;
  userType: UserType;
  userEmailConfirmed: boolean;
  userEmail: string;
  userCode: string | null;
  rol: string | null;
  cantidadFacturasPendientes: number;
  cantidadFacturasPendientesPermitidas: number;
  descripcionTipoDePago: string | null;
  emails: string[];
  rememberMe: boolean;
  active: boolean;
  /** The server asks for a new password before anything else (a new simulator, 002 §4). */
  mustChangePassword?: boolean;
  /**
   * Whether the user is asked to select a producer (000 §2.3), as the sign-in answered: a simulator is,
   * internal staff (user type 2 with permissions of its own, 002 §6) are not. Absent: decided by the type.
   */
  selectsProducer?: boolean;
  /** A delegate's menu areas as the sign-in answered (issue 40 §4): its other screens are refused. Absent: not limited. */
  delegateAreas?: DelegateScope[];
}

/** A simulator's chosen producer (000 §3 "While simulating"). */
export interface Simulation {
  userIdProducer: number;
  userNameProducer: string;
  cuitProducer: string;
}

export interface SessionState {
  session: SessionData | null;
  simulation: Simulation | null;
  /**
   * A simulator opened the advanced options ('Avanzado', 002 §2): 'Editar perfil' is hidden (000 §2.6) and
   * the audit is not limited to the simulated producer (002 §6). Choosing a producer turns it off.
   */
  menuAdvanced: boolean;
  /** Short-lived access token, in memory only: a reload gets a new one through the refresh cookie. */
  accessToken: string | null;
  permissions: string[];
  /** Whether the permission list of the current user (and simulation) has been fetched. */
  permissionsLoaded: boolean;
  signIn: (session: SessionData, accessToken: string) => void;
  setAccessToken: (token: string | null) => void;
  setSimulation: (simulation: Simulation | null) => void;
  setMenuAdvanced: (on: boolean) => void;
  setPermissions: (permissions: string[]) => void;
  /** Replaces the stored session fields (e.g. after a profile edit), keeping the token. */
  updateSession: (changes: Partial<SessionData>) => void;
  /** Clears the session; with remember-me only the user id goes (000 §4). */
  signOut: () => void;
}

/** The store's data with nobody signed in: after a sign-out, and a test's clean start. */
export const SIGNED_OUT = {
  session: null,
  simulation: null,
  menuAdvanced: false,
  accessToken: null,
  permissions: [],
  permissionsLoaded: false,
} satisfies Partial<SessionState>;

const SESSION_KEY = 'portal.session';
const SIMULATION_KEY = 'portal.simulation';
const MENU_ADVANCED_KEY = 'portal.menuAdvanced';
const SIGN_IN_PATH_KEY = 'portal.signInPath';

export const useSessionStore = create<SessionState>((set, get) => ({
  session: expiringStorage.get<SessionData>(SESSION_KEY),
  simulation: expiringStorage.get<Simulation>(SIMULATION_KEY),
  menuAdvanced: expiringStorage.get<boolean>(MENU_ADVANCED_KEY) ?? false,
  accessToken: null,
  permissions: [],
  permissionsLoaded: false,
  signIn: (session, accessToken) => {
    expiringStorage.set(SESSION_KEY, session);
    expiringStorage.remove(SIGN_IN_PATH_KEY);
    set({ session, accessToken, permissions: [], permissionsLoaded: false });
  },
  setAccessToken: (accessToken) => set({ accessToken }),
  setSimulation: (simulation) => {
    if (simulation) {
      expiringStorage.set(SIMULATION_KEY, simulation);
      expiringStorage.remove(MENU_ADVANCED_KEY);
    } else expiringStorage.remove(SIMULATION_KEY);
    set({ simulation, permissions: [], permissionsLoaded: false, ...(simulation && { menuAdvanced: false }) });
  },
  setMenuAdvanced: (menuAdvanced) => {
    if (menuAdvanced) expiringStorage.set(MENU_ADVANCED_KEY, true);
    else expiringStorage.remove(MENU_ADVANCED_KEY);
    set({ menuAdvanced });
  },
  setPermissions: (permissions) => set({ permissions, permissionsLoaded: true }),
  updateSession: (changes) => {
    const { session } = get();
    if (!session) return;
    const next = { ...session, ...changes };
    expiringStorage.set(SESSION_KEY, next);
    set({ session: next });
  },
  signOut: () => {
    const { session } = get();
    if (session) expiringStorage.set(SIGN_IN_PATH_KEY, signInPathFor(session.userType));
    expiringStorage.remove(SIMULATION_KEY);
    expiringStorage.remove(MENU_ADVANCED_KEY);
    if (session?.rememberMe) expiringStorage.set(SESSION_KEY, { ...session, userId: 0 });
    else expiringStorage.remove(SESSION_KEY);
    set(SIGNED_OUT);
  },
}));

/** Signed in = a user id is stored (000 §4). */
export function isSignedIn(state: Pick<SessionState, 'session'>): boolean {
  return Boolean(state.session && state.session.userId > 0);
}

/** Where an unauthenticated visitor is sent: /admin when the last user to sign out was a simulator or an administrator. */
export function signedOutPath(): '/admin' | '/login' {
  return expiringStorage.get<'/admin' | '/login'>(SIGN_IN_PATH_KEY) ?? '/login';
}

/** Simulators and administrators return to /admin after sign-out or a 401; everyone else to /login. */
export function signInPathFor(userType: UserType | undefined): '/admin' | '/login' {
  return userType === USER_TYPE.simulator || userType === USER_TYPE.administrator ? '/admin' : '/login';
}
