import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, renderScreen, simulatorSession } from '@portal/shared/testing';
import AdminnotificacionesPage from './adminnotificaciones-page';

const definition = (id: number) => ({
  id,
  urlApi: '',
  description: `Definición ${id}`,
  editMessage: true,
  editDestination: true,
  editScheduler: true,
  webUse: true,
  webTitle: 'Título',
  webText: 'Texto',
  webLink: '',
  mailUse: false,
  mailSubject: null,
  mailBody: null,
  enabled: true,
});

describe('/adminnotificaciones', () => {
  it('shows 10 definitions a page, with paging under the table', async () => {
    installFakeApi({
      'GET notification/SearchNotificationDefinition': () => ({
        json: Array.from({ length: 12 }, (_, i) => definition(i + 1)),
      }),
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<AdminnotificacionesPage />, { session: simulatorSession });
    const table = await screen.findByRole('table', { name: 'Definiciones de notificaciones' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Definición 12')).toBeInTheDocument();
  });
});
