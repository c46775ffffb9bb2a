import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { aNotification, attachmentPath, installNotificationsApi, SEARCH, VERIFY } from '../../../testing/notifications';
import NotificationHistoryScreen from './notification-history-screen';
import { producerSession, renderScreen, simulatorSession } from '@portal/shared/testing';

const table = () => screen.findByRole('table', { name: 'Historial de Notificaciones' });
const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

afterEach(() => jest.restoreAllMocks());

describe('/historialnotificaciones', () => {
  it('lists every notification of the producer, new and seen, with its date, title and state', async () => {
    const api = installNotificationsApi([
      aNotification(1, { WebTitle: 'Nueva tabla de comisiones', CreateDate: '2024-05-03T14:05:09' }),
      aNotification(2, { WebTitle: 'Cierre de ejercicio', CreateDate: '2024-04-30T08:00:00', Verified: true }),
    ]);
    renderScreen(<NotificationHistoryScreen />);
    const rows = within(await table()).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Título', 'Estado', 'Acciones']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['03/05/2024 14:05:09', 'Nueva tabla de comisiones', 'Nueva']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .slice(0, 3)
        .map((c) => c.textContent),
    ).toEqual(['30/04/2024 08:00:00', 'Cierre de ejercicio', 'Vista']);
    expect(Object.fromEntries(api.callsTo(SEARCH)[0].query)).toEqual({
      CUIT: producerSession.cuit,
      Nuevos: 'false',
      WebUse: 'true',
      MailUse: 'false',
    });
  });

  it("opens a notification in a modal with its title, its sanitized body and 'Ver archivo adjunto', which downloads the attachment", async () => {
    const saved: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    installNotificationsApi(
      [
        aNotification(5, {
          WebTitle: 'Circular 12',
          WebText: '<p>Leer <em>con atención</em></p><script>window.hacked = 1</script>',
          WebLink: true,
          Verified: true,
        }),
      ],
      { handlers: { [attachmentPath(5)]: () => ({ blob: new Blob(['%PDF']), fileName: 'Circular12.pdf' }) } },
    );
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationHistoryScreen />);
    await table();
    await user.click(within(rowOf('Circular 12')).getByRole('button', { name: 'Ver notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Circular 12' });
    expect(within(dialog).getByText('con atención').tagName).toBe('EM');
    expect(dialog.querySelector('script')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ver archivo adjunto' }));
    await waitFor(() => expect(saved).toEqual(['Circular12.pdf']));
  });

  it("shows no 'Ver archivo adjunto' for a notification without attachment, and does not mark a seen one again", async () => {
    const api = installNotificationsApi([aNotification(3, { WebTitle: 'Aviso', Verified: true })]);
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationHistoryScreen />);
    await table();
    await user.click(within(rowOf('Aviso')).getByRole('button', { name: 'Ver notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aviso' });
    expect(within(dialog).getByText('Texto de la notificación 3')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Ver archivo adjunto' })).not.toBeInTheDocument();
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('marks a new notification as seen when it is opened, with a spinner on its icon, then reloads the list', async () => {
    let answer!: () => void;
    const api = installNotificationsApi([aNotification(9, { WebTitle: 'Nuevo reglamento' })], {
      verifyAnswered: new Promise<void>((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationHistoryScreen />);
    await table();
    expect(rowOf('Nuevo reglamento')).toHaveTextContent('Nueva');
    await user.click(within(rowOf('Nuevo reglamento')).getByRole('button', { name: 'Ver notificación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo reglamento' });
    expect(Object.fromEntries(api.callsTo(VERIFY)[0].query)).toEqual({ CUIT: producerSession.cuit, id: '9' });

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(rowOf('Nuevo reglamento')).getByRole('progressbar')).toBeInTheDocument();

    await act(async () => answer());
    await waitFor(() => expect(api.callsTo(SEARCH)).toHaveLength(2));
    await waitFor(() => expect(rowOf('Nuevo reglamento')).toHaveTextContent('Vista'));
    expect(within(rowOf('Nuevo reglamento')).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows 10 notifications a page, with paging under the table', async () => {
    installNotificationsApi(Array.from({ length: 12 }, (_, i) => aNotification(i + 1)));
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationHistoryScreen />);
    const list = await table();
    expect(within(list).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(within(list).getAllByRole('row')).toHaveLength(3);
    expect(within(list).getByText('Notificación 12')).toBeInTheDocument();
  });

  it("says 'No se encontraron datos.' when the producer has no notifications", async () => {
    installNotificationsApi([]);
    renderScreen(<NotificationHistoryScreen />);
    expect(await within(await table()).findByText('No se encontraron datos.')).toBeInTheDocument();
  });

  it("shows 'Error procesando solicitud' with the table hidden when the list fails", async () => {
    installNotificationsApi([], {
      handlers: { [SEARCH]: () => ({ status: 500, json: { success: false, businessExceptions: [] } }) },
    });
    renderScreen(<NotificationHistoryScreen />);
    // The shared client retries a 5xx twice before giving up.
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'Error procesando solicitud: Internal Server Error',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks nothing for a simulator who has not chosen a producer', async () => {
    const api = installNotificationsApi([aNotification(1)]);
    renderScreen(<NotificationHistoryScreen />, { session: simulatorSession });
    expect(
      await screen.findByText('Primero debés elegir un productor de la selección de Productores'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
