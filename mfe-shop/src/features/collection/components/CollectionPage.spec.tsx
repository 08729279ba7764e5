import type { Painting, PaintingImage } from '@atelier/contracts';
import { createQueryClient } from '@atelier/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CollectionPage } from './CollectionPage';

function image(overrides: Partial<PaintingImage> = {}): PaintingImage {
  return {
    id: 1,
    paintingId: 1,
    imageUrl: '/media/1.jpg',
    altText: null,
    sortOrder: 0,
    isPrimary: false,
    width: 1600,
    height: 1200,
    variants: [],
    ...overrides,
  };
}

function painting(id: number, title: string, images: PaintingImage[]): Painting {
  return {
    id,
    title,
    images,
    medium: 'Oil on Linen',
    description: null,
    frameInfo: null,
    width: '16',
    height: '12',
    year: 2024,
    price: '4200',
    currency: 'NZD',
    location: 'Glenorchy, Otago, New Zealand',
    gpsLatitude: null,
    gpsLongitude: null,
    available: true,
    featured: false,
    sold: false,
    hidden: false,
    soldDate: null,
    customerId: null,
    createdAt: '2024-05-01T00:00:00Z',
    videos: [],
  };
}

function answer(status: number, body: unknown) {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CollectionPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('CollectionPage', () => {
  it('shows a card for every painting with an image', async () => {
    answer(200, [
      painting(1, 'Dart River Morning', [
        image({ id: 1, imageUrl: '/media/dart.jpg' }),
        image({ id: 2, imageUrl: '/media/dart-primary.jpg', isPrimary: true, altText: 'Mist over the Dart River' }),
      ]),
      painting(2, 'Without Images', []),
      painting(3, 'Mount Earnslaw', [image({ id: 3, imageUrl: '/media/earnslaw.jpg', width: null, height: null })]),
    ]);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'The Glenorchy Collection' })).toBeTruthy();
    expect((await screen.findByTestId('collection-count')).textContent).toBe('2 paintings found');
    const cards = screen.getAllByTestId('collection-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/painting/1', '/painting/3']);
    expect(screen.queryByText('Without Images')).toBeNull();
    expect(screen.queryByText(/4200|\$/)).toBeNull();

    const primary = screen.getByRole('img', { name: 'Mist over the Dart River' });
    expect(primary.getAttribute('src')).toBe('/media/dart-primary.jpg');
    expect(primary.getAttribute('width')).toBe('1600');
    expect(primary.getAttribute('loading')).toBe('lazy');
    const untitled = screen.getByRole('img', { name: 'Mount Earnslaw' });
    expect(untitled.hasAttribute('width')).toBe(false);
    expect(cards[0]!.textContent).toContain('Oil on Linen, 2024');
    expect(cards[0]!.textContent).toContain('Glenorchy, Otago, New Zealand');
    expect(globalThis.fetch).toHaveBeenCalledWith('/api/paintings', expect.objectContaining({ credentials: 'include' }));
  });

  it('says "1 painting found" for a single painting', async () => {
    answer(200, [painting(1, 'Lake Wakatipu', [image()])]);
    renderPage();

    expect((await screen.findByTestId('collection-count')).textContent).toBe('1 painting found');
  });

  it('shows 9 skeleton cards while loading', () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderPage();

    expect(screen.getAllByTestId('collection-skeleton')).toHaveLength(9);
  });

  it('says so when there are no paintings', async () => {
    answer(200, []);
    renderPage();

    expect(await screen.findByText('No paintings available at the moment.')).toBeTruthy();
    expect(screen.queryByTestId('collection-count')).toBeNull();
  });

  it('says so when the paintings cannot be loaded', async () => {
    answer(500, 'Internal Server Error');
    renderPage();

    expect(await screen.findByText('Failed to load paintings. Please try again later.')).toBeTruthy();
    expect(screen.queryByTestId('collection-card')).toBeNull();
  });
});
