import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { aNotification, attachmentPath, installNotificationsApi, SEARCH, VERIFY } from '../../../testing/notifications';
import NotificationBell from './notification-bell';
import { producerSession, renderScreen, simulation, simulatorSession } from '@portal/shared/testing';

const bell = () => screen.getByRole('button', { name: /^Notificaciones/ });

async function openDropdown(user: ReturnType<typeof userEvent.setup>) {
  await user.click(bell());
  return screen.findByRole('dialog', { name: 'Notificaciones' });
}

function savedFiles() {
  const names: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:x');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

afterEach(() => jest.restoreAllMocks());

describe('NotificationBell', () => {
  it("shows on the badge how many new notifications the producer has, asking only for the new ones with the producer's CUIT", async () => {
    const api = installNotificationsApi([
      aNotification(1),
      aNotification(2),
      aNotification(3),
      aNotification(4, { Verified: true }),
    ]);
    renderScreen(<NotificationBell />);
    await waitFor(() => expect(within(bell()).getByText('3')).toBeInTheDocument());
    const [search] = api.callsTo(SEARCH);
    expect(Object.fromEntries(search.query)).toEqual({
      CUIT: producerSession.cuit,
      Nuevos: 'true',
      WebUse: 'true',
      MailUse: 'false',
    });
  });

  it("hides the badge and shows 'Sin notificaciones pendientes' when there is nothing new", async () => {
    const api = installNotificationsApi([]);
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationBell />);
    await waitFor(() => expect(api.callsTo(SEARCH)).toHaveLength(1));
    const dropdown = await openDropdown(user);
    expect(await within(dropdown).findByText('Sin notificaciones pendientes')).toBeInTheDocument();
    expect(document.querySelector('.MuiBadge-badge')).toHaveClass('MuiBadge-invisible');
  });

  it('cuts titles longer than 45 characters and keeps the whole title as its tooltip', async () => {
    const long = 'Vencimiento de la presentación de la documentación anual';
    installNotificationsApi([aNotification(1, { WebTitle: long }), aNotification(2, { WebTitle: 'Título corto' })]);
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationBell />);
    const dropdown = await openDropdown(user);
    const cut = await within(dropdown).findByText(`${long.slice(0, 45)}…`);
    expect(cut).toHaveAttribute('title', long);
    expect(within(dropdown).queryByText(long)).not.toBeInTheDocument();
    expect(within(dropdown).getByText('Título corto')).toBeInTheDocument();
  });

  it("shows 4 notifications, 4 more on each 'Ver más', and no 'Ver más' once all are shown", async () => {
    installNotificationsApi(Array.from({ length: 10 }, (_, i) => aNotification(i + 1)));
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationBell />);
    const dropdown = await openDropdown(user);
    await waitFor(() => expect(within(dropdown).getAllByRole('article')).toHaveLength(4));
    expect(
      within(dropdown)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Notificación 1', 'Notificación 2', 'Notificación 3', 'Notificación 4']);
    await user.click(within(dropdown).getByRole('button', { name: 'Ver más' }));
    expect(within(dropdown).getAllByRole('article')).toHaveLength(8);
    await user.click(within(dropdown).getByRole('button', { name: 'Ver más' }));
    expect(within(dropdown).getAllByRole('article')).toHaveLength(10);
    expect(within(dropdown).queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it('shows the body, sanitized, only when the notification is expanded', async () => {
    installNotificationsApi([
      aNotification(1, {
        WebText:
          '<p>Hola <b>productor</b></p><script>window.hacked = true</script><img src="x.png" onerror="window.hacked = true">',
      }),
    ]);
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationBell />);
    const dropdown = await openDropdown(user);
    const item = await within(dropdown).findByRole('article', { name: 'Notificación 1' });
    expect(within(item).queryByText('productor')).not.toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Ver mensaje' }));
    expect(within(item).getByText('productor').tagName).toBe('B');
    expect(item.querySelector('script')).toBeNull();
    expect(item.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('marks one as seen: a spinner while the server answers, then the change callback and a reload that no longer lists it', async () => {
    let answer!: () => void;
    const api = installNotificationsApi([aNotification(1), aNotification(2)], {
      verifyAnswered: new Promise<void>((resolve) => (answer = resolve)),
    });
    const onChange = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationBell onChange={onChange} />);
    await waitFor(() => expect(within(bell()).getByText('2')).toBeInTheDocument());
    const dropdown = await openDropdown(user);
    const item = await within(dropdown).findByRole('article', { name: 'Notificación 2' });
    await user.click(within(item).getByRole('button', { name: 'Marcar como vista' }));

    expect(within(item).getByRole('progressbar')).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo(VERIFY)[0].query)).toEqual({ CUIT: producerSession.cuit, id: '2' });
    expect(onChange).not.toHaveBeenCalled();

    await act(async () => answer());
    await waitFor(() =>
      expect(within(dropdown).queryByRole('article', { name: 'Notificación 2' })).not.toBeInTheDocument(),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(api.callsTo(SEARCH)).toHaveLength(2);
    expect(within(dropdown).getByRole('article', { name: 'Notificación 1' })).toBeInTheDocument();
    expect(document.querySelector('.MuiBadge-badge')).toHaveTextContent('1');
  });

  it("downloads the attachment from FileRepository/Download/NotificationAttach/{id} under the server's name, or Notificacion_{id}", async () => {
    const saved = savedFiles();
    const api = installNotificationsApi(
      [aNotification(7, { WebLink: true }), aNotification(8, { WebLink: true }), aNotification(9)],
      {
        handlers: {
          [attachmentPath(7)]: () => ({ blob: new Blob(['%PDF']), fileName: 'Circular.pdf' }),
          [attachmentPath(8)]: () => ({ blob: new Blob(['%PDF']) }),
        },
      },
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationBell />);
    const dropdown = await openDropdown(user);
    const withAttachment = await within(dropdown).findByRole('article', { name: 'Notificación 7' });
    expect(within(dropdown).getByRole('article', { name: 'Notificación 9' })).not.toHaveTextContent(
      'Ver archivo adjunto',
    );

    await user.click(within(withAttachment).getByRole('button', { name: 'Ver archivo adjunto' }));
    await waitFor(() => expect(saved).toEqual(['Circular.pdf']));
    await user.click(
      within(within(dropdown).getByRole('article', { name: 'Notificación 8' })).getByRole('button', {
        name: 'Ver archivo adjunto',
      }),
    );
    await waitFor(() => expect(saved).toEqual(['Circular.pdf', 'Notificacion_8']));
    expect(api.callsTo(attachmentPath(7))).toHaveLength(1);
  });

  it("says 'Error procesando solicitud' and lists nothing when the search fails", async () => {
    installNotificationsApi([aNotification(1)], {
      handlers: { [SEARCH]: () => ({ status: 500, json: { success: false, businessExceptions: [] } }) },
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationBell />);
    const dropdown = await openDropdown(user);
    // The shared client retries a 5xx twice before giving up.
    const alert = await within(dropdown).findByRole('alert', {}, { timeout: 8000 });
    expect(alert).toHaveTextContent('Error procesando solicitud: Internal Server Error');
    expect(within(dropdown).queryByRole('article')).not.toBeInTheDocument();
  });

  it("links to the user dashboard with 'Ver todas' and to the history with 'Ver historial'", async () => {
    installNotificationsApi([aNotification(1)]);
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationBell />);
    const dropdown = await openDropdown(user);
    expect(within(dropdown).getByRole('link', { name: 'Ver todas' })).toHaveAttribute(
      'href',
      '/user-dashboard-notifications',
    );
    expect(within(dropdown).getByRole('link', { name: 'Ver historial' })).toHaveAttribute(
      'href',
      '/historialnotificaciones',
    );
  });

  it('shows nothing and asks nothing for a simulator who has not chosen a producer', async () => {
    const api = installNotificationsApi([aNotification(1)]);
    renderScreen(<NotificationBell />, { session: simulatorSession });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /^Notificaciones/ })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it("asks with the simulated producer's CUIT while simulating", async () => {
    const api = installNotificationsApi([aNotification(1)]);
    renderScreen(<NotificationBell />, {
      session: simulatorSession,
      simulation: { ...simulation, cuitProducer: '20333444551' },
    });
    await waitFor(() => expect(within(bell()).getByText('1')).toBeInTheDocument());
    expect(api.callsTo(SEARCH)[0].query.get('CUIT')).toBe('20333444551');
  });
});
