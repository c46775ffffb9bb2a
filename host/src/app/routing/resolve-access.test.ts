import type { SessionData, Simulation } from '@portal/shared';
import { producerSession } from '@portal/shared/testing';
import { resolveAccess, type AccessState } from './resolve-access';

const base: SessionData = { ...producerSession, userCode: 'ABC12345' };
const producer = base;
const administrator: SessionData = { ...base, userType: 3 };
const simulator: SessionData = { ...base, userType: 2 };
const newSimulator: SessionData = { ...simulator, userEmailConfirmed: false };
/** Internal staff (002 §6): type 2, not asked to select a producer, with permissions of its own. */
const staff: SessionData = { ...simulator, selectsProducer: false };
const STAFF_PERMISSIONS = [
  'AdminNotificaciones',
  'AdminComunicaciones',
  'AdminLeyendas',
  'VerMarketing',
  'VerAuditoriaProductor',
  'VerEstadisticas',
  'VerRepositorio',
];
const simulation: Simulation = { userIdProducer: 5, userNameProducer: 'Juan Gómez', cuitProducer: '20334445551' };

function state(overrides: Partial<AccessState> = {}): AccessState {
  return {
    session: producer,
    simulation: null,
    permissions: ['Home', 'BusquedaCartera'],
    permissionsLoaded: true,
    signInPath: '/login',
    ...overrides,
  };
}
const allow = { kind: 'allow' };
const to = (target: string) => ({ kind: 'redirect', to: target });

describe('resolveAccess — unauthenticated', () => {
  const anonymous = state({ session: null });

  it.each(['/login', '/admin', '/register', '/recover-reset', '/terminos', '/register-success'])(
    'lets anyone open the public route %s',
    (path) => {
      expect(resolveAccess(anonymous, path)).toEqual(allow);
    },
  );

  it('lets a visitor open the tutorials the sign-in screen links to', () => {
    expect(resolveAccess(anonymous, '/tutoriales')).toEqual(allow);
  });

  it.each(['/', '/home', '/cartera', '/admin-users', '/simulate-producer', '/no-existe'])(
    'sends %s to /login',
    (path) => {
      expect(resolveAccess(anonymous, path)).toEqual(to('/login'));
    },
  );

  it('sends to /admin after a simulator or administrator signed out or got a 401', () => {
    expect(resolveAccess(state({ session: null, signInPath: '/admin' }), '/home')).toEqual(to('/admin'));
  });

  it('treats a remembered session without user id as signed out', () => {
    expect(resolveAccess(state({ session: { ...producer, userId: 0 } }), '/home')).toEqual(to('/login'));
  });
});

describe('resolveAccess — administrator', () => {
  const admin = state({ session: administrator, permissions: [] });

  it('lands on /admin-users from /', () => {
    expect(resolveAccess(admin, '/')).toEqual(to('/admin-users'));
  });

  it('can open /admin-users (and its alias /simulator)', () => {
    expect(resolveAccess(admin, '/admin-users')).toEqual(allow);
    expect(resolveAccess(admin, '/simulator')).toEqual(allow);
  });

  it.each(['/home', '/cartera', '/simulate-producer', '/user-dashboard-info', '/login', '/register'])(
    'is sent from %s to /admin-users',
    (path) => {
      expect(resolveAccess(admin, path)).toEqual(to('/admin-users'));
    },
  );
});

describe('resolveAccess — simulator who must change password', () => {
  const s = state({ session: newSimulator, permissions: [] });

  it('lands on /recover-reset with the user code and simulador=true', () => {
    expect(resolveAccess(s, '/')).toEqual(to('/recover-reset?code=ABC12345&simulador=true'));
  });

  it('is also held there when the server flags the password change', () => {
    expect(resolveAccess(state({ session: { ...simulator, mustChangePassword: true } }), '/home')).toEqual(
      to('/recover-reset?code=ABC12345&simulador=true'),
    );
  });

  it('can open only /recover-reset', () => {
    expect(resolveAccess(s, '/recover-reset')).toEqual(allow);
    for (const path of ['/home', '/simulate-producer', '/avanzadas', '/login', '/terminos']) {
      expect(resolveAccess(s, path)).toEqual(to('/recover-reset?code=ABC12345&simulador=true'));
    }
  });
});

describe('resolveAccess — simulator who must select a producer', () => {
  const s = state({ session: simulator, permissions: [] });

  it('lands on /simulate-producer', () => {
    expect(resolveAccess(s, '/')).toEqual(to('/simulate-producer'));
  });

  it('can open /simulate-producer and /avanzadas, which turns the advanced menu on', () => {
    expect(resolveAccess(s, '/simulate-producer')).toEqual(allow);
    expect(resolveAccess(s, '/avanzadas')).toEqual({ kind: 'allow', enterAdvanced: true });
  });

  it("can open the advanced options' audit and statistics without a producer (002 §2)", () => {
    expect(resolveAccess(s, '/auditoria-productor')).toEqual(allow);
    expect(resolveAccess(s, '/estadisticas')).toEqual(allow);
  });

  it.each(['/home', '/cartera', '/admin-users', '/user-dashboard-info', '/login'])(
    'is sent from %s to /simulate-producer',
    (path) => {
      expect(resolveAccess(s, path)).toEqual(to('/simulate-producer'));
    },
  );
});

describe('resolveAccess — internal staff (type 2 not asked to select a producer)', () => {
  const s = state({ session: staff, permissions: STAFF_PERMISSIONS });

  it('lands on /home, not on /simulate-producer', () => {
    expect(resolveAccess(s, '/')).toEqual(to('/home'));
    expect(resolveAccess(s, '/home')).toEqual(allow);
  });

  it.each([
    '/adminnotificaciones',
    '/admincomunicaciones',
    '/adminleyendas',
    '/news',
    '/auditoria-productor',
    '/estadisticas',
    '/repositorio',
  ])('opens %s through its permission', (path) => expect(resolveAccess(s, path)).toEqual(allow));

  it.each(['/simulate-producer', '/admin-users', '/cartera', '/consulta', '/admin'])(
    'is sent from %s to /home',
    (path) => {
      expect(resolveAccess(s, path)).toEqual(to('/home'));
    },
  );

  it('still changes the password first when asked to', () => {
    expect(resolveAccess(state({ session: { ...staff, mustChangePassword: true } }), '/')).toEqual(
      to('/recover-reset?code=ABC12345&simulador=true'),
    );
  });
});

describe('resolveAccess — everyone else', () => {
  it('lands on /home', () => {
    expect(resolveAccess(state(), '/')).toEqual(to('/home'));
    expect(resolveAccess(state({ session: simulator, simulation }), '/')).toEqual(to('/home'));
  });

  it.each(['/home', '/user-dashboard-info', '/delegado', '/historialnotificaciones', '/terminos'])(
    'can open %s',
    (path) => {
      expect(resolveAccess(state(), path)).toEqual(allow);
    },
  );

  it('cannot open /admin-users or /simulate-producer as a producer', () => {
    expect(resolveAccess(state(), '/admin-users')).toEqual(to('/home'));
    expect(resolveAccess(state(), '/simulate-producer')).toEqual(to('/home'));
  });

  it('clears the simulation of a simulator who goes back to /simulate-producer', () => {
    expect(resolveAccess(state({ session: simulator, simulation }), '/simulate-producer')).toEqual({
      kind: 'allow',
      clearSimulation: true,
    });
  });

  it('lets a simulating simulator open /avanzadas, with the advanced menu on, but not a producer', () => {
    expect(resolveAccess(state({ session: simulator, simulation }), '/avanzadas')).toEqual({
      kind: 'allow',
      enterAdvanced: true,
    });
    expect(resolveAccess(state(), '/avanzadas')).toEqual(to('/home'));
  });

  it('sends a signed-in user who opens /login to the last visited path', () => {
    expect(resolveAccess(state({ visitedPaths: ['/home', '/cartera?x=1'] }), '/login')).toEqual(to('/cartera?x=1'));
  });

  it('skips visited paths the user may no longer open, and falls back to the landing page', () => {
    expect(resolveAccess(state({ visitedPaths: ['/delegado', '/admin-users'] }), '/login')).toEqual(to('/delegado'));
    expect(resolveAccess(state({ visitedPaths: [] }), '/login')).toEqual(to('/home'));
  });

  it('ignores a trailing slash and letter case of the path', () => {
    expect(resolveAccess(state(), '/Cartera/')).toEqual(allow);
  });
});

describe('resolveAccess — route permissions', () => {
  it('allows a route whose permission the user holds', () => {
    expect(resolveAccess(state(), '/cartera')).toEqual(allow);
  });

  it('sends the user home from a route whose permission is missing', () => {
    expect(resolveAccess(state(), '/rechazos')).toEqual(to('/home'));
  });

  it('waits while the permission list is loading', () => {
    expect(resolveAccess(state({ permissionsLoaded: false }), '/cartera')).toEqual({ kind: 'wait' });
  });

  it('does not need permissions for routes open to every signed-in user', () => {
    expect(resolveAccess(state({ permissions: [], permissionsLoaded: false }), '/home')).toEqual(allow);
  });

  it('counts Marketing as always granted', () => {
    expect(resolveAccess(state({ permissions: [] }), '/news')).toEqual(allow);
  });
});

describe('resolveAccess — a delegate limited to menu areas (issue 40 §4)', () => {
  const gestor: SessionData = { ...base, rol: 'Gestor', reportTo: '20172543597', delegateAreas: ['Cartera'] };
  const every = ['Home', 'BusquedaCartera', 'ComisionesPendientes', 'RechazoMotivo', 'Consultas', 'Tutoriales'];

  it.each([
    '/comisiones-pendientes',
    '/certificados-retencion',
    '/rechazos',
    '/historialnotificaciones',
    '/historialcomunicaciones',
    '/consulta',
  ])('sends it home from %s, of another area, even holding the permission', (path) => {
    expect(resolveAccess(state({ session: gestor, permissions: every }), path)).toEqual(to('/home'));
    expect(
      resolveAccess(state({ session: { ...gestor, delegateAreas: undefined }, permissions: every }), path),
    ).toEqual(allow);
  });

  it.each(['/cartera', '/home', '/delegado', '/seguridad', '/tutoriales'])(
    'lets it open %s, of its area or of none',
    (path) => {
      expect(resolveAccess(state({ session: gestor, permissions: every }), path)).toEqual(allow);
    },
  );
});
