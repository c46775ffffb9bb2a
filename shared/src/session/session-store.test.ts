import { rememberedUser } from './remembered-user';
import { producerSession } from '../testing/session-fixtures';
import { signedOutPath, useSessionStore } from './session-store';

const producer = producerSession;

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState({
    session: null,
    simulation: null,
    menuAdvanced: false,
    accessToken: null,
    permissions: [],
    permissionsLoaded: false,
  });
});

describe('session store', () => {
  it('keeps the access token in memory and only the non-secret fields in storage', () => {
    useSessionStore.getState().signIn(producer, 'secret-token');
    expect(useSessionStore.getState().accessToken).toBe('secret-token');
    expect(localStorage.getItem('portal.session')).not.toContain('secret-token');
  });

  it('marks permissions as loaded when they are set, and unloaded again when the simulation changes', () => {
    useSessionStore.getState().setPermissions(['Home']);
    expect(useSessionStore.getState().permissionsLoaded).toBe(true);
    useSessionStore.getState().setSimulation({ userIdProducer: 1, userNameProducer: 'X', cuitProducer: '1' });
    expect(useSessionStore.getState()).toMatchObject({ permissions: [], permissionsLoaded: false });
  });

  it('keeps the advanced-options flag across a reload until a producer is chosen or the user signs out', () => {
    useSessionStore.getState().signIn({ ...producer, userType: 2 }, 't');
    useSessionStore.getState().setMenuAdvanced(true);
    expect(localStorage.getItem('portal.menuAdvanced')).not.toBeNull();
    useSessionStore.getState().setSimulation({ userIdProducer: 1, userNameProducer: 'X', cuitProducer: '1' });
    expect(useSessionStore.getState().menuAdvanced).toBe(false);
    expect(localStorage.getItem('portal.menuAdvanced')).toBeNull();

    useSessionStore.getState().setMenuAdvanced(true);
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState().menuAdvanced).toBe(false);
    expect(localStorage.getItem('portal.menuAdvanced')).toBeNull();
  });

  it('sends a signed-out simulator or administrator back to /admin and a producer to /login', () => {
    expect(signedOutPath()).toBe('/login');
    useSessionStore.getState().signIn({ ...producer, userType: 2 }, 't');
    useSessionStore.getState().signOut();
    expect(signedOutPath()).toBe('/admin');
    useSessionStore.getState().signIn(producer, 't');
    useSessionStore.getState().signOut();
    expect(signedOutPath()).toBe('/login');
  });

  it('updates stored session fields without touching the token', () => {
    useSessionStore.getState().signIn(producer, 't');
    useSessionStore.getState().updateSession({ userName: 'Ana María Pérez' });
    expect(useSessionStore.getState()).toMatchObject({ accessToken: 't', session: { userName: 'Ana María Pérez' } });
    expect(localStorage.getItem('portal.session')).toContain('Ana María Pérez');
  });

  it('keeps only a remembered session without its user id after signing out with remember-me', () => {
    useSessionStore.getState().signIn({ ...producer, rememberMe: true }, 't');
    useSessionStore.getState().signOut();
    expect(useSessionStore.getState().session).toBeNull();
    expect(JSON.parse(localStorage.getItem('portal.session')!).value.userId).toBe(0);
  });
});

describe('rememberedUser', () => {
  it('remembers the user name, never a password, until cleared', () => {
    rememberedUser.save('20-17254359-7');
    expect(rememberedUser.get()).toBe('20-17254359-7');
    rememberedUser.clear();
    expect(rememberedUser.get()).toBeNull();
  });
});
