import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../../testing/fake-api';
import { renderRoute, resetPortal } from '../../../testing/render-route';

beforeEach(resetPortal);

describe('/terminos', () => {
  it('lists 17 numbered items naming Argentine law, Ley 25.326 and weekday phone support 9 to 18', async () => {
    fakeApi({ 'GET /api/Login/GetAppVersion': { body: '2.4.0' } });
    renderRoute('/terminos');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(17);
    expect(list).toHaveTextContent('República Argentina');
    expect(list).toHaveTextContent('Ley 25.326');
    expect(list).toHaveTextContent('de lunes a viernes hábiles de 9 a 18 horas');
  });
});
