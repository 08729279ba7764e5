import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { image, painting, variants } from '../../../testing/fixtures';
import { cleanup, hydratePage, mockApi, renderPage } from '@atelier/ui/testing';
import { CollectionPage, SEARCH_PLACEHOLDER } from './CollectionPage';

/** Every page with paintings asks which are held for a buyer's payment: none here. */
const NONE_RESERVED = { 'GET /api/reservations': { body: [] } };

/** 12 paintings with images, the newest first as the API answers, plus one without images. */
function catalog() {
  const paintings = Array.from({ length: 12 }, (_, index) =>
    painting({
      id: 12 - index,
      title: `View ${String.fromCharCode(76 - index)}`, // View L … View A
      createdAt: new Date(Date.UTC(2024, 11 - index, 1)).toISOString(),
      location: index % 3 === 0 ? 'Waipu, Northland, New Zealand' : 'Glenorchy, Otago, New Zealand',
      medium: index === 5 ? 'Watercolour' : 'Oil on Linen',
    }),
  );
  return [...paintings, painting({ id: 99, title: 'Without Images', images: [] })];
}

const titles = () => screen.getAllByTestId('collection-card').map((card) => within(card).getByRole('heading').textContent);

afterEach(cleanup);

describe(CollectionPage.name, () => {
  it('shows 9 skeleton cards while loading', () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings': () => new Promise(() => {}) });
    renderPage(<CollectionPage />, { path: '/collection' });

    expect(screen.getByRole('heading', { level: 1, name: 'The Glenorchy Collection' })).toBeTruthy();
    expect(screen.getAllByTestId('collection-skeleton')).toHaveLength(9);
  });

  it('shows the first 9 paintings with images, newest first, without prices, then 9 more per Load More', async () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings': { body: catalog() } });
    renderPage(<CollectionPage />, { path: '/collection' });

    expect((await screen.findByTestId('collection-count')).textContent).toBe('12 paintings found');
    expect(titles()).toEqual(['View L', 'View K', 'View J', 'View I', 'View H', 'View G', 'View F', 'View E', 'View D']);
    expect(screen.queryByText('Without Images')).toBeNull();
    expect(screen.queryByText(/\$|NZD|4,200|Price/)).toBeNull();
    expect(screen.getAllByTestId('collection-card')[0]!.getAttribute('href')).toBe('/painting/12');

    fireEvent.click(screen.getByRole('link', { name: 'Load More Paintings (3 remaining)' }));
    expect(titles()).toHaveLength(12);
    expect(screen.queryByRole('link', { name: /Load More/ })).toBeNull();
  });

  it("is the next page's address: Load More and the filters work before the page is live, and without JavaScript", async () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings': { body: catalog() } });
    renderPage(<CollectionPage />, { path: '/collection?sort=title' });
    const more = await screen.findByRole('link', { name: 'Load More Paintings (3 remaining)' });
    expect(more.getAttribute('href')).toBe('/collection?sort=title&page=2');
    const form = screen.getByRole('search');
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/collection']);
    expect(['q', 'available', 'sort'].map((name) => form.querySelector(`[name="${name}"]`)?.tagName)).toEqual(['INPUT', 'INPUT', 'SELECT']);

    fireEvent.click(more);
    expect(screen.getByTestId('location').textContent).toBe('/collection?sort=title&page=2');
    expect(titles()).toHaveLength(12);
    // A new sort starts again at 9.
    fireEvent.change(screen.getByTestId('collection-sort'), { target: { value: 'oldest' } });
    expect(screen.getByTestId('location').textContent).toBe('/collection?sort=oldest');
    expect(titles()).toHaveLength(9);
  });

  it('shows as many pages of cards as its address asks for', async () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings': { body: catalog() } });
    renderPage(<CollectionPage />, { path: '/collection?page=2' });
    expect(await screen.findAllByTestId('collection-card')).toHaveLength(12);
    expect(screen.queryByRole('link', { name: /Load More/ })).toBeNull();
  });

  it('searches title, medium and location, ignoring case, and says what it searched for', async () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings': { body: catalog() } });
    renderPage(<CollectionPage />, { path: '/collection' });
    const search = await screen.findByPlaceholderText(SEARCH_PLACEHOLDER);
    expect(SEARCH_PLACEHOLDER).toBe('Search paintings, medium, or location...');

    fireEvent.change(search, { target: { value: 'WAIPU' } });
    expect(screen.getByTestId('collection-count').textContent).toBe('4 paintings found for "WAIPU"');
    expect(titles()).toEqual(['View L', 'View I', 'View F', 'View C']);

    fireEvent.change(search, { target: { value: 'watercolour' } });
    expect(screen.getByTestId('collection-count').textContent).toBe('1 painting found for "watercolour"');

    fireEvent.change(search, { target: { value: 'view a' } });
    expect(titles()).toEqual(['View A']);
  });

  it('offers Clear search when nothing matches', async () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings': { body: catalog() } });
    renderPage(<CollectionPage />, { path: '/collection?q=volcano' });

    expect(await screen.findByText('No paintings found matching "volcano".')).toBeTruthy();
    expect(screen.queryByTestId('collection-count')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByTestId('collection-count').textContent).toBe('12 paintings found');
    expect((screen.getByPlaceholderText(SEARCH_PLACEHOLDER) as HTMLInputElement).value).toBe('');
  });

  it('sorts Oldest First and Title A-Z, starting again at 9', async () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings': { body: catalog() } });
    renderPage(<CollectionPage />, { path: '/collection' });
    await screen.findByTestId('collection-count');
    const sort = screen.getByTestId('collection-sort') as HTMLSelectElement;
    expect([...sort.options].map((option) => option.text)).toEqual(['Newest First', 'Oldest First', 'Title A-Z']);

    fireEvent.click(screen.getByRole('link', { name: /Load More/ }));
    fireEvent.change(sort, { target: { value: 'oldest' } });
    expect(titles()).toEqual(['View A', 'View B', 'View C', 'View D', 'View E', 'View F', 'View G', 'View H', 'View I']);

    fireEvent.change(sort, { target: { value: 'title' } });
    expect(titles()[0]).toBe('View A');
    expect(screen.getByRole('link', { name: 'Load More Paintings (3 remaining)' })).toBeTruthy();
  });

  it("marks paintings held for a buyer's payment 'Reserved' (a sold one stays 'Sold')", async () => {
    const until = new Date(Date.now() + 15 * 60_000).toISOString();
    mockApi({
      'GET /api/paintings': {
        body: [
          painting({ id: 3, title: 'Sold Ridge', sold: true }),
          painting({ id: 2, title: 'Held Lake' }),
          painting({ id: 1, title: 'Open Valley' }),
        ],
      },
      'GET /api/reservations': {
        body: [
          { paintingId: 2, until },
          { paintingId: 3, until },
        ],
      },
    });
    renderPage(<CollectionPage />, { path: '/collection' });
    await waitFor(() => expect(screen.getAllByTestId('collection-card-reserved')).toHaveLength(1));
    const marks = screen.getAllByTestId('collection-card').map((card) => {
      const mark = within(card).queryByTestId('collection-card-sold') ?? within(card).queryByTestId('collection-card-reserved');
      return mark?.textContent ?? '';
    });
    expect(marks).toEqual(['Sold', 'Reserved', '']);
  });

  it("marks sold paintings 'Sold' and, on request, shows available works only (kept in the address)", async () => {
    mockApi({
      ...NONE_RESERVED,
      'GET /api/paintings': {
        body: [
          painting({ id: 3, title: 'Sold Ridge', sold: true, available: false }),
          painting({ id: 2, title: 'Withdrawn Lake', available: false }),
          painting({ id: 1, title: 'Open Valley' }),
        ],
      },
    });
    renderPage(<CollectionPage />, { path: '/collection' });
    await screen.findByTestId('collection-count');
    const cards = screen.getAllByTestId('collection-card');
    expect(cards.map((card) => within(card).queryByTestId('collection-card-sold')?.textContent ?? '')).toEqual(['Sold', 'Sold', '']);

    const availableOnly = screen.getByRole('checkbox', { name: 'Available works only' });
    fireEvent.click(availableOnly);
    expect(titles()).toEqual(['Open Valley']);
    expect(screen.getByTestId('collection-count').textContent).toBe('1 painting found');
    expect(screen.getByTestId('location').textContent).toBe('/collection?available=1');

    fireEvent.click(availableOnly);
    expect(titles()).toEqual(['Sold Ridge', 'Withdrawn Lake', 'Open Valley']);
  });

  it('keeps a search typed, a sort picked and available works only ticked before the page hydrated', async () => {
    mockApi({
      ...NONE_RESERVED,
      'GET /api/paintings': {
        body: [
          painting({ id: 4, title: 'Lake Sold', sold: true, available: false }),
          painting({ id: 3, title: 'Lake Wakatipu' }),
          painting({ id: 2, title: 'Lake Alta' }),
          painting({ id: 1, title: 'Open Valley' }),
        ],
      },
    });
    hydratePage(<CollectionPage />, {
      path: '/collection',
      meanwhile: () => {
        fireEvent.change(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), { target: { value: 'lake' } });
        fireEvent.click(screen.getByRole('checkbox', { name: 'Available works only' }));
        fireEvent.change(screen.getByTestId('collection-sort'), { target: { value: 'title' } });
      },
    });

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/collection?q=lake&available=1&sort=title'));
    expect((await screen.findByTestId('collection-count')).textContent).toBe('2 paintings found for "lake"');
    expect(titles()).toEqual(['Lake Alta', 'Lake Wakatipu']);
    expect((screen.getByPlaceholderText(SEARCH_PLACEHOLDER) as HTMLInputElement).value).toBe('lake');
    expect((screen.getByRole('checkbox', { name: 'Available works only' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('collection-sort') as HTMLSelectElement).value).toBe('title');
  });

  it('says so when there are no paintings', async () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings': { body: [painting({ images: [] })] } });
    renderPage(<CollectionPage />, { path: '/collection' });

    expect(await screen.findByText('No paintings available at the moment.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('says so when the paintings cannot be loaded', async () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings': { status: 500, body: 'Internal Server Error' } });
    renderPage(<CollectionPage />, { path: '/collection' });

    expect(await screen.findByText('Failed to load paintings. Please try again later.')).toBeTruthy();
    expect(screen.queryByTestId('collection-card')).toBeNull();
  });

  it('draws each card from its primary image, else its first, as a responsive picture with its size', async () => {
    mockApi({
      ...NONE_RESERVED,
      'GET /api/paintings': {
        body: [
          painting({
            id: 1,
            title: 'Dart River Morning',
            images: [
              image({ id: 1, imageUrl: '/media/dart.jpg' }),
              image({
                id: 2,
                imageUrl: '/media/dart-primary.jpg',
                isPrimary: true,
                altText: 'Mist over the Dart River',
                variants: variants('/media/p/2'),
              }),
            ],
          }),
          painting({
            id: 3,
            title: 'Mount Earnslaw',
            images: [image({ id: 3, imageUrl: '/media/earnslaw.jpg', width: 1200, height: 1600 })],
          }),
        ],
      },
    });
    renderPage(<CollectionPage />, { path: '/collection' });

    const primary = await screen.findByRole('img', { name: 'Mist over the Dart River' });
    expect(primary.getAttribute('width')).toBe('1600');
    expect(primary.getAttribute('height')).toBe('1200');
    expect(primary.getAttribute('src')).toBe('/media/p/2-800.jpg');
    expect(primary.getAttribute('srcset')).toBe(
      '/media/p/2-400.jpg 400w, /media/p/2-800.jpg 800w, /media/p/2-1200.jpg 1200w, /media/p/2-1600.jpg 1600w',
    );
    const sources = primary.parentElement!.querySelectorAll('source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toContain('/media/p/2-400.avif 400w');
    expect(sources[0]!.getAttribute('sizes')).toBe(primary.getAttribute('sizes'));

    // No variants yet: the original stands in.
    const original = screen.getByRole('img', { name: 'Mount Earnslaw' });
    expect(original.getAttribute('src')).toBe('/media/earnslaw.jpg');
    expect(original.hasAttribute('srcset')).toBe(false);
    expect(original.getAttribute('width')).toBe('1200');
  });
});
