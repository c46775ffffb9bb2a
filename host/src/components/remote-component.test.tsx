import { act, render, screen } from '@testing-library/react';
import { useSessionStore } from '@portal/shared';
import { producerSession } from '@portal/shared/testing';
import { loadRemote } from '../app/remotes/federation';
import { RemoteComponent } from './remote-component';

const load = loadRemote as jest.Mock;

describe('RemoteComponent', () => {
  afterEach(() => load.mockReset());

  it("renders the remote's exposed component, asked for by its federation name", async () => {
    load.mockResolvedValue({ default: () => <span>Campana</span> });
    render(<RemoteComponent owner="remote-comunicacion" exposed="Bell1" loading="cargando" />);
    expect(screen.getByText('cargando')).toBeInTheDocument();
    expect(await screen.findByText('Campana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote_comunicacion/Bell1');
  });

  it('shows the failure fallback, and nothing else breaks, when the remote cannot load', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockRejectedValue(new Error('RUNTIME-003'));
    render(
      <div>
        <span>Menú</span>
        <RemoteComponent owner="remote-comunicacion" exposed="Bell2" failed="sin campana" />
      </div>,
    );
    expect(await screen.findByText('sin campana')).toBeInTheDocument();
    expect(screen.getByText('Menú')).toBeInTheDocument();
  });

  it("gives a delegate without the remote's menu area nothing, not even asking for it (issue 40 §4)", async () => {
    load.mockResolvedValue({ default: () => <span>Campana</span> });
    const gestor = { ...producerSession, rol: 'Gestor', reportTo: '20334445551' };
    act(() => useSessionStore.getState().signIn({ ...gestor, delegateAreas: ['Cartera'] }, 'token'));
    const { container } = render(<RemoteComponent owner="remote-comunicacion" exposed="Bell3" />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
    act(() => useSessionStore.getState().signIn({ ...gestor, delegateAreas: ['Cartera', 'Comunicaciones'] }, 'token'));
    expect(await screen.findByText('Campana')).toBeInTheDocument();
    act(() => useSessionStore.getState().signOut());
  });
});
