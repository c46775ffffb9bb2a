import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteRoutes, warmRemoteRoutes } from './register-remotes';

const load = loadRemote as jest.Mock;

describe('warmRemoteRoutes', () => {
  afterEach(() => load.mockReset());

  it('starts loading the routes of the remote that owns a deep link, and the screen then reuses that load', async () => {
    load.mockResolvedValue({ default: [{ path: '/cartera' }] });
    warmRemoteRoutes('/Cartera/');
    expect(load).toHaveBeenCalledWith('remote_cartera/routes');
    await expect(loadRemoteRoutes('remote-cartera')).resolves.toEqual([{ path: '/cartera' }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('knows a remote screen by its alias too', () => {
    load.mockResolvedValue({ default: [] });
    warmRemoteRoutes('/certificadosRetencion');
    expect(load).toHaveBeenCalledWith('remote_cuenta_corriente/routes');
  });

  it("loads nothing for the shell's own screens or a path no screen has", () => {
    warmRemoteRoutes('/home');
    warmRemoteRoutes('/login');
    warmRemoteRoutes('/no-existe');
    expect(load).not.toHaveBeenCalled();
  });

  it('forgets a failed warm-up, so the screen tries again', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce({ default: [] });
    warmRemoteRoutes('/rechazos');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadRemoteRoutes('remote-cobranzas')).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
