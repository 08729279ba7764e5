import { screen, within } from '@testing-library/react';
import { painting } from '../../../testing/fixtures';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { FeaturedCollection } from './FeaturedCollection';

/** Every page with paintings asks which are held for a buyer's payment: none here. */
const NONE_RESERVED = { 'GET /api/reservations': { body: [] } };

afterEach(cleanup);

describe(FeaturedCollection.name, () => {
  it('shows 6 skeleton cards while loading', () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings/featured': () => new Promise(() => {}) });
    renderPage(<FeaturedCollection />);
    expect(screen.getAllByTestId('featured-skeleton')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Featured Collection' })).toBeTruthy();
  });

  it('shows the featured paintings as cards without price, and View Full Collection', async () => {
    mockApi({
      ...NONE_RESERVED,
      'GET /api/paintings/featured': {
        body: [
          painting({ id: 5, title: 'Routeburn Falls Morning', price: '4200' }),
          painting({ id: 3, title: 'Dart River Braids' }),
          painting({ id: 8, images: [] }),
        ],
      },
    });
    renderPage(<FeaturedCollection />);

    const cards = await screen.findAllByTestId('featured-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Routeburn Falls Morning', 'Dart River Braids']);
    expect(cards[0]!.getAttribute('href')).toBe('/painting/5');
    expect(screen.queryByText(/\$|NZD|4,200/)).toBeNull();
    expect(screen.getByRole('link', { name: 'View Full Collection' }).getAttribute('href')).toBe('/collection');
  });

  it("marks a sold featured painting 'Sold'", async () => {
    mockApi({
      ...NONE_RESERVED,
      'GET /api/paintings/featured': { body: [painting({ id: 5, title: 'Sold Peak', sold: true, available: false }), painting({ id: 3 })] },
    });
    renderPage(<FeaturedCollection />);

    const cards = await screen.findAllByTestId('featured-card');
    expect(cards.map((card) => within(card).queryByTestId('featured-card-sold')?.textContent ?? null)).toEqual(['Sold', null]);
  });

  it('keeps its heading and says, in red, when the paintings cannot be loaded', async () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings/featured': { status: 503, body: '' } });
    renderPage(<FeaturedCollection />);

    const error = await screen.findByText('Failed to load featured paintings. Please try again later.');
    expect(error.className).toContain('text-danger');
    expect(screen.getByRole('heading', { name: 'Featured Collection' })).toBeTruthy();
  });

  it('says so when nothing is featured', async () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings/featured': { body: [] } });
    renderPage(<FeaturedCollection />);
    expect(await screen.findByText('No featured paintings available at the moment.')).toBeTruthy();
  });
});
