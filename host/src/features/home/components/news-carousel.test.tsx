import { act, screen } from '@testing-library/react';
import { producerSession } from '../../../testing/fixtures';
import { fakeApi } from '../../../testing/fake-api';
import { givenSignedIn, renderRoute, resetPortal } from '../../../testing/render-route';
import { CAROUSEL_INTERVAL_MS } from './news-carousel';

beforeEach(resetPortal);
afterEach(() => jest.useRealTimers());

const items = [
  {
    Image: 'data:image/svg+xml;base64,AAA',
    SubTitle: 'Primera',
    Text: 'Texto uno',
    URL: 'https://example.com/uno',
    BackgroundSize: 'cover',
  },
  {
    Image: 'https://example.com/dos.png',
    SubTitle: 'Segunda',
    Text: 'Texto dos',
    URL: '/tutoriales',
    BackgroundSize: 'contain',
  },
];

function server(showDefault: string, news: unknown[] = items) {
  return fakeApi({
    'GET /api/Login/GetAppVersion': { body: '2.4.0' },
    'GET /api/Parameters/Parameters': { body: { Key: 'ShowDefaultHomeImg', Value: showDefault } },
    'GET /api/news/NewsSearch': { body: news },
    'GET /api/producer/GetAccountManagerByCuit': { status: 404, body: { success: false, businessExceptions: [] } },
    'GET /api/producer/GetProducerById': { status: 404, body: { success: false, businessExceptions: [] } },
  });
}

describe('/home news carousel', () => {
  it('asks for the current news and shows the first one with its image, background size, text and link', async () => {
    const api = server('false');
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    const slide = await screen.findByTestId('news-slide');
    expect(slide).toHaveTextContent('Primera');
    expect(slide).toHaveTextContent('Texto uno');
    expect(slide).toHaveStyle({ backgroundSize: 'cover' });
    expect(slide.style.backgroundImage || getComputedStyle(slide).backgroundImage).toContain(
      'data:image/svg+xml;base64,AAA',
    );
    const link = screen.getByRole('link', { name: 'Primera' });
    expect(link).toHaveAttribute('href', 'https://example.com/uno');
    expect(link).toHaveAttribute('target', '_blank');
    expect(api.to('/api/news/NewsSearch')[0].url.searchParams.get('Vigentes')).toBe('true');
    expect(screen.queryByText('Bienvenido al Portal de Productores')).not.toBeInTheDocument();
  });

  it('moves on every 6 s and wraps to the first item', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    server('false');
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    expect(await screen.findByTestId('news-slide')).toHaveTextContent('Primera');
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 100));
    expect(screen.getByTestId('news-slide')).toHaveTextContent('Primera');
    act(() => jest.advanceTimersByTime(100));
    const second = screen.getByTestId('news-slide');
    expect(second).toHaveTextContent('Segunda');
    expect(second).toHaveStyle({ backgroundSize: 'contain' });
    expect(screen.getByRole('link', { name: 'Segunda' })).not.toHaveAttribute('target');
    act(() => jest.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(screen.getByTestId('news-slide')).toHaveTextContent('Primera');
  });

  it('shows the default image when ShowDefaultHomeImg is true', async () => {
    server('true');
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    expect(await screen.findByText('Bienvenido al Portal de Productores')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Mis datos' });
    expect(screen.queryByTestId('news-slide')).not.toBeInTheDocument();
  });

  it('shows the default image when there is no current news', async () => {
    server('false', []);
    givenSignedIn(producerSession, { permissions: ['Home'] });
    renderRoute('/home');
    expect(await screen.findByText('Bienvenido al Portal de Productores')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Mis datos' });
    expect(screen.queryByTestId('news-slide')).not.toBeInTheDocument();
  });
});
