import { waitFor } from '@testing-library/react';
import { loadRemote, registerRemotes } from './federation';
import { loadRemoteRoutes, registerPortalRemotes, warmRemoteRoutes } from './register-remotes';

const load = loadRemote as jest.Mock;

describe('warmRemoteRoutes', () => {
  afterEach(() => load.mockReset());

  it('starts loading the routes of the remote that owns a deep link, and the screen then reuses that load', async () => {
    const remotes = { remote_cartera: 'http://127.0.0.1:8081/mf-manifest.json' };
    registerPortalRemotes({
      remotes,
      apiBaseUrl: '',
      securityBaseUrl: '',
      schedulerEnabled: 'false',
      environment: 'test',
    });
    load.mockResolvedValue({ default: [{ path: '/cartera' }] });
    warmRemoteRoutes('/Cartera/');
    await waitFor(() => expect(load).toHaveBeenCalledWith('remote_cartera/routes'));
    // The federation runtime, loaded with this first remote, learnt the remotes of /config.json before loading it.
    expect(registerRemotes).toHaveBeenCalledWith(remotes);
    expect((registerRemotes as jest.Mock).mock.invocationCallOrder[0]).toBeLessThan(load.mock.invocationCallOrder[0]);
    await expect(loadRemoteRoutes('remote-cartera')).resolves.toEqual([{ path: '/cartera' }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('knows a remote screen by its alias too', async () => {
    load.mockResolvedValue({ default: [] });
    warmRemoteRoutes('/certificadosRetencion');
    await waitFor(() => expect(load).toHaveBeenCalledWith('remote_cuenta_corriente/routes'));
  });

  it("loads nothing for the shell's own screens or a path no screen has", async () => {
    warmRemoteRoutes('/home');
    warmRemoteRoutes('/login');
    warmRemoteRoutes('/no-existe');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
  });

  it('forgets a failed warm-up, so the screen tries again', async () => {
    load.mockRejectedValueOnce(new Error('RUNTIME-008')).mockResolvedValueOnce({ default: [] });
    warmRemoteRoutes('/rechazos');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loadRemoteRoutes('remote-cobranzas')).resolves.toEqual([]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
