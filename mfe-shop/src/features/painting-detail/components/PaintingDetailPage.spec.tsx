import { fireEvent, screen, within } from '@testing-library/react';
import { image, painting } from '../../../testing/fixtures';
import { cleanup, mockApi, renderPage, renderSettled, type Answer } from '@atelier/ui/testing';
import { PaintingDetailPage } from './PaintingDetailPage';

/** Every page with paintings asks which are held for a buyer's payment: none here. */
const NONE_RESERVED = { 'GET /api/reservations': { body: [] } };

// Leaflet needs a real layout engine; the map's own behaviour is covered by the browser journeys.
jest.mock('./LeafletMap', () => ({
  __esModule: true,
  default: ({ position, title }: { position: [number, number]; title: string }) => (
    <div data-testid="painting-map" data-position={position.join(',')} data-title={title} />
  ),
}));

const dart = painting({
  id: 3,
  title: 'Dart River Braids',
  description: 'Silver channels of the Dart River.',
  frameInfo: 'The frame is New Zealand timber hand crafted by the artist.',
  width: '40',
  height: '30.00',
  year: 2022,
  price: '12800.00',
  gpsLatitude: '-44.7',
  gpsLongitude: '168.35',
  images: [image({ id: 31, altText: 'Dart River Braids, oil painting', isPrimary: true }), image({ id: 32, altText: null })],
});
const earnslaw = painting({ id: 2, title: 'Mount Earnslaw in Winter Light', sold: true, available: false, price: '14500' });
const rees = painting({ id: 13, title: 'Rees Valley Storm Light', currency: 'USD', price: '5200.00' });
// The full list, newest first: Rees (13), Dart (3), Earnslaw (2).
const all = [rees, dart, earnslaw];

async function open(id: number | string, answers: Record<string, Answer> = {}) {
  mockApi({
    ...NONE_RESERVED,
    'GET /api/paintings': { body: all },
    ...Object.fromEntries(all.map((candidate) => [`GET /api/paintings/${candidate.id}`, { body: candidate }])),
    [`GET /api/paintings/404`]: { status: 404, body: '{"statusCode":404,"message":"Painting not found"}' },
    ...answers,
  });
  // The answers, and the map's lazily loaded code, arrive before the test looks.
  await renderSettled(<PaintingDetailPage />, { path: `/painting/${id}`, route: '/painting/:id' });
}

const location = () => screen.getByTestId('location').textContent;

afterEach(cleanup);

describe(PaintingDetailPage.name, () => {
  it('shows skeletons while loading', () => {
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings/3': () => new Promise(() => {}), 'GET /api/paintings': () => new Promise(() => {}) });
    renderPage(<PaintingDetailPage />, { path: '/painting/3', route: '/painting/:id' });
    expect(screen.getByTestId('painting-skeleton')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Collection' }).getAttribute('href')).toBe('/collection');
  });

  it('shows an available painting with every detail, its price and Free Shipping', async () => {
    await open(3);

    expect((await screen.findByTestId('painting-title')).textContent).toBe('Dart River Braids');
    expect(screen.getByTestId('painting-status').textContent).toBe('Available');
    expect(screen.queryByTestId('painting-sold-dot')).toBeNull();
    expect(screen.getByText('Oil on Linen')).toBeTruthy();
    expect(screen.getByText('2022')).toBeTruthy();
    expect(screen.getByText('40 × 30 inches (102 × 76 cm)')).toBeTruthy();
    expect(screen.getByText('Glenorchy, Otago, New Zealand')).toBeTruthy();
    expect(screen.getByText('Silver channels of the Dart River.')).toBeTruthy();
    expect(screen.getByText('The frame is New Zealand timber hand crafted by the artist.')).toBeTruthy();
    expect(screen.getByTestId('painting-price').textContent).toBe('$12,800 NZD');
    expect(screen.getByText('Free Shipping')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Purchase This Painting' }).getAttribute('href')).toBe('/checkout/3');
    expect(screen.queryByText('This painting has been sold.')).toBeNull();
  });

  it('converts the price to the saved currency', async () => {
    localStorage.setItem('selectedCurrency', '"EUR"');
    await open(13);
    // 5200 USD → 8666.67 NZD → 4766.67 EUR
    expect((await screen.findByTestId('painting-price')).textContent).toBe('€4,767 EUR');
  });

  it("shows 'Price unavailable' for a price that is not a positive number", async () => {
    const free = painting({ id: 40, title: 'Gift', price: '0' });
    mockApi({ ...NONE_RESERVED, 'GET /api/paintings': { body: [free] }, 'GET /api/paintings/40': { body: free } });
    renderPage(<PaintingDetailPage />, { path: '/painting/40', route: '/painting/:id' });
    expect((await screen.findByTestId('painting-price')).textContent).toBe('Price unavailable');
  });

  it('enquires on the home page with painting, its id, size, converted price and currency symbol and code, at the contact form', async () => {
    localStorage.setItem('selectedCurrency', '"USD"');
    await open(3);
    fireEvent.click(await screen.findByRole('link', { name: 'Enquire About This Piece' }));

    const url = new URL(location()!, 'https://site.example');
    expect(url.pathname).toBe('/');
    expect(url.hash).toBe('#contact-form');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      painting: 'Dart River Braids',
      paintingId: '3',
      size: '40" x 30"',
      price: '7680',
      currency: '$',
      code: 'USD',
    });
  });

  it('adds shipping to a painting of NZD 1,000 or less, in the visitor’s currency (requirements §9)', async () => {
    const study = painting({ id: 21, title: 'Small Study', price: '850' });
    await open(21, { 'GET /api/paintings/21': { body: study } });
    expect((await screen.findByTestId('painting-shipping')).textContent).toBe('+ $50 NZD shipping');
    expect(screen.queryByText('Free Shipping')).toBeNull();
  });

  it('shows a sold painting with a red SOLD badge and dot, no price, and sold messaging', async () => {
    await open(2);

    expect((await screen.findByTestId('painting-status')).textContent).toBe('SOLD');
    expect(screen.getByTestId('painting-status').className).toContain('text-danger');
    expect(screen.getByTestId('painting-sold-dot').className).toContain('bg-danger');
    expect(screen.getByText('This painting has been sold.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Similar Paintings' }).getAttribute('href')).toBe('/collection');
    expect(screen.getByRole('link', { name: 'Commission a Painting' }).getAttribute('href')).toBe('/commissions');
    expect(screen.queryByTestId('painting-price')).toBeNull();
    expect(screen.queryByText('Free Shipping')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Purchase This Painting' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enquire About This Piece' })).toBeNull();
  });

  it('steps through the full list in its order, with Previous and Next disabled at the ends', async () => {
    await open(13);
    await screen.findByTestId('painting-title');
    const previous = () => screen.getByTestId('painting-previous') as HTMLButtonElement;
    const next = () => screen.getByTestId('painting-next') as HTMLButtonElement;
    expect(await screen.findByText('Dart River Braids')).toBeTruthy(); // Next's title, once the list is there
    expect(previous().disabled).toBe(true);
    expect(next().disabled).toBe(false);

    fireEvent.click(next());
    expect(location()).toBe('/painting/3');
    expect((await screen.findByTestId('painting-title')).textContent).toBe('Dart River Braids');
    expect(previous().disabled).toBe(false);

    fireEvent.click(next());
    expect((await screen.findByText('This painting has been sold.')).textContent).toBeTruthy();
    expect(next().disabled).toBe(true);
    expect(previous().disabled).toBe(false);
  });

  it('shows the thumbnails in a 4-column grid with more than one image, and selects on click', async () => {
    await open(3);
    const thumbnails = await screen.findByTestId('painting-thumbnails');
    expect(thumbnails.className).toContain('grid-cols-4');
    const buttons = within(thumbnails).getAllByRole('button');
    expect(buttons).toHaveLength(2);
    expect(buttons[0]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(buttons[1]!);
    expect(buttons[1]!.getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByTestId('painting-main-image')).getByRole('img').getAttribute('alt')).toBe('Dart River Braids');
  });

  it('has no thumbnails for a single image', async () => {
    await open(2);
    await screen.findByTestId('painting-title');
    expect(screen.queryByTestId('painting-thumbnails')).toBeNull();
  });

  it('opens the full-screen viewer on the selected image', async () => {
    await open(3);
    fireEvent.click(await screen.findByRole('button', { name: 'Show image 2 of 2' }));
    fireEvent.click(screen.getByTestId('painting-main-image'));
    expect(screen.getByTestId('viewer-caption').textContent).toBe('Image 2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Close viewer' }));
    expect(screen.queryByTestId('viewer')).toBeNull();
  });

  it('links the main image to its full-size picture, which a plain click opens in the viewer instead', async () => {
    await open(3);
    const main = await screen.findByRole('link', { name: 'Open Dart River Braids full screen' });
    expect(main.getAttribute('href')).toBe(dart.images[0]!.imageUrl);
    // A click the page does not take (a new tab) follows the link.
    expect(fireEvent.click(main, { ctrlKey: true })).toBe(true);
    expect(screen.queryByTestId('viewer')).toBeNull();
    expect(fireEvent.click(main)).toBe(false);
    expect(screen.getByTestId('viewer-caption').textContent).toBe('Dart River Braids, oil painting');
  });

  it('shows the map only when both coordinates exist', async () => {
    await open(3);
    const map = await screen.findByTestId('painting-map');
    expect(map.getAttribute('data-position')).toBe('-44.7,168.35');
    expect(screen.getByRole('heading', { name: 'Where It Was Painted' })).toBeTruthy();
  });

  it('shows no map without coordinates', async () => {
    await open(2);
    await screen.findByTestId('painting-title');
    expect(screen.queryByRole('heading', { name: 'Where It Was Painted' })).toBeNull();
  });

  it.each(['404', 'abc'])("shows 'Painting Not Found' for /painting/%s", async (id) => {
    await open(id);
    expect(await screen.findByRole('heading', { name: 'Painting Not Found' })).toBeTruthy();
    expect(screen.getByText("The painting you're looking for doesn't exist or has been removed.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Collection' }).getAttribute('href')).toBe('/collection');
  });

  it("shows 'Painting Not Found' when the painting cannot be loaded", async () => {
    await open(3, { 'GET /api/paintings/3': { status: 502, body: 'Bad Gateway' }, 'GET /api/paintings': { status: 502, body: '' } });
    expect(await screen.findByRole('heading', { name: 'Painting Not Found' })).toBeTruthy();
  });
});
