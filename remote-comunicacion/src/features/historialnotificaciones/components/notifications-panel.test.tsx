import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { aNotification, installNotificationsApi, SEARCH, VERIFY } from '../../../testing/notifications';
import NotificationsPanel from './notifications-panel';
import { producerSession, renderScreen } from '@portal/shared/testing';

const panel = () => screen.getByRole('region', { name: 'Notificaciones' });

describe('NotificationsPanel', () => {
  it("shows the new notifications as tiles, 4 at first and 4 more on each 'Ver más'", async () => {
    const api = installNotificationsApi(Array.from({ length: 6 }, (_, i) => aNotification(i + 1)));
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationsPanel />);
    await waitFor(() => expect(within(panel()).getAllByRole('article')).toHaveLength(4));
    expect(api.callsTo(SEARCH)[0].query.get('Nuevos')).toBe('true');
    await user.click(within(panel()).getByRole('button', { name: 'Ver más' }));
    expect(within(panel()).getAllByRole('article')).toHaveLength(6);
    expect(within(panel()).queryByRole('button', { name: 'Ver más' })).not.toBeInTheDocument();
  });

  it("says 'Sin notificaciones pendientes' when there is nothing new, and links to the history", async () => {
    installNotificationsApi([aNotification(1, { Verified: true })]);
    renderScreen(<NotificationsPanel />);
    expect(await within(panel()).findByText('Sin notificaciones pendientes')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Ver historial' })).toHaveAttribute(
      'href',
      '/historialnotificaciones',
    );
    // The panel is the dashboard itself: no link back to it.
    expect(within(panel()).queryByRole('link', { name: 'Ver todas' })).not.toBeInTheDocument();
  });

  it('shows the date of each notification as DD/MM/YYYY HH:mm:ss', async () => {
    installNotificationsApi([aNotification(1, { CreateDate: '2024-03-05T14:07:09' })]);
    renderScreen(<NotificationsPanel />);
    expect(await within(panel()).findByText('05/03/2024 14:07:09')).toBeInTheDocument();
  });

  it('takes a tile away once it is marked as seen and calls the change callback', async () => {
    const api = installNotificationsApi([aNotification(1), aNotification(2)]);
    const onChange = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderScreen(<NotificationsPanel onChange={onChange} />);
    const tile = await within(panel()).findByRole('article', { name: 'Notificación 1' });
    await user.click(within(tile).getByRole('button', { name: 'Marcar como vista' }));
    await waitFor(() => expect(within(panel()).getAllByRole('article')).toHaveLength(1));
    expect(Object.fromEntries(api.callsTo(VERIFY)[0].query)).toEqual({ CUIT: producerSession.cuit, id: '1' });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
