import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProducerCommunication } from './api/get-communications';
import CommunicationsPanel from './components/communications-panel';
import HistorialComunicacionesPage from './historialcomunicaciones-page';
import { installFakeApi, producerSession, renderScreen } from '@portal/shared/testing';

const SEARCH = 'GET Communication/SearchCommunication';
const CONFIRM = 'GET Communication/ConfirmCommunication';

function aCommunication(id: number, changes: Partial<ProducerCommunication> = {}): ProducerCommunication {
  return {
    Id: id,
    Title: `Comunicación ${id}`,
    Description: `Descripción ${id}`,
    Readed: false,
    Confirmed: false,
    ConfirmationRequired: false,
    ConfirmationText: null,
    Priority: 1,
    BodyEmbedded: false,
    UrlBody: null,
    UrlLink: null,
    StartDate: '2026-11-20',
    EndDate: null,
    ...changes,
  };
}

/** The api with state: the read and confirmed marks stick, as on the server. */
function installApi(list: ProducerCommunication[]) {
  const stored = list.map((c) => ({ ...c }));
  return installFakeApi({
    [SEARCH]: () => ({ json: stored }),
    [CONFIRM]: ({ query }) => {
      const found = stored.find((c) => c.Id === Number(query.get('Id')));
      if (found)
        Object.assign(found, { Readed: true, Confirmed: found.Confirmed || query.get('Confirmated') === 'true' });
      return { json: { success: true } };
    },
  });
}

afterEach(() => jest.restoreAllMocks());

describe('/historialcomunicaciones', () => {
  it('lists the communications with date, priority, title and state, asking the current ones of the CUIT', async () => {
    const api = installApi([
      aCommunication(1, { Priority: 3, Title: 'Suscripción' }),
      aCommunication(2, { Readed: true, Confirmed: true, Priority: 2 }),
    ]);
    renderScreen(<HistorialComunicacionesPage />);
    const table = await screen.findByRole('table', { name: 'Historial de Comunicaciones' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(['20/11/2026', 'Prioridad Alta Alta', 'Suscripción', 'No leída']);
    expect(within(rows[2]).getAllByRole('cell')[3]).toHaveTextContent('Confirmada');
    expect(Object.fromEntries(api.callsTo(SEARCH)[0].query)).toEqual({
      CUIT: producerSession.cuit,
      Vigentes: 'true',
      Ultimos: 'false',
    });
  });

  it('marks an unread one read on opening; ticking the box confirms it, then the box stays checked and disabled', async () => {
    const api = installApi([
      aCommunication(7, { Title: 'Condiciones', ConfirmationRequired: true, ConfirmationText: 'Confirmo la lectura' }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderScreen(<HistorialComunicacionesPage />);
    await user.click(await screen.findByRole('button', { name: 'Ver comunicación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Condiciones' });
    expect(within(dialog).getByText('Descripción 7')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(CONFIRM).map((c) => c.query.get('Confirmated'))).toEqual(['false']));
    const box = within(dialog).getByRole('checkbox', { name: 'Confirmo la lectura' });
    await user.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await waitFor(() => expect(box).toBeDisabled());
    expect(api.callsTo(CONFIRM).map((c) => c.query.get('Confirmated'))).toEqual(['false', 'true']);
    expect(within(dialog).queryByRole('button', { name: 'Descargar documentación adjunta' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.getByRole('row', { name: /Condiciones/ })).toHaveTextContent('Confirmada'));
  });

  it('shows 10 communications a page, with paging under the table', async () => {
    installApi(Array.from({ length: 12 }, (_, i) => aCommunication(i + 1)));
    const user = userEvent.setup({ delay: null });
    renderScreen(<HistorialComunicacionesPage />);
    const table = await screen.findByRole('table', { name: 'Historial de Comunicaciones' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Comunicación 12')).toBeInTheDocument();
  });
});

describe('CommunicationsPanel', () => {
  it("shows 'En este momento usted no dispone de comunicaciones activas' when there are none", async () => {
    const api = installApi([]);
    renderScreen(<CommunicationsPanel />);
    expect(await screen.findByText('En este momento usted no dispone de comunicaciones activas')).toBeInTheDocument();
    expect(api.callsTo(SEARCH)[0].query.get('Ultimos')).toBe('true');
    expect(screen.getByRole('link', { name: 'Ver historial de comunicaciones' })).toHaveAttribute(
      'href',
      '/historialcomunicaciones',
    );
  });

  it('lists the titles with the priority icon and opens the same modal, with the attachment link', async () => {
    installApi([
      aCommunication(3, {
        Title: 'Campaña',
        Priority: 3,
        UrlLink: 'FileRepository/Download/CommunicationAttach/3',
        Readed: true,
      }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderScreen(<CommunicationsPanel />);
    const item = await screen.findByRole('button', { name: /Campaña/ });
    expect(within(item).getByTitle('Prioridad Alta')).toBeInTheDocument();
    await user.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Campaña' });
    expect(within(dialog).getByRole('button', { name: 'Descargar documentación adjunta' })).toBeInTheDocument();
  });
});
