import { PortalScopeProvider } from '@atelier/ui/dialog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aPainting, anImage } from '../../../testing/paintings';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { PaintingsTab } from './PaintingsTab';

jest.mock('./LocationMap', () => ({ __esModule: true, default: () => <div data-testid="admin-location-map" /> }));

afterEach(cleanup);

const paintings = [
  aPainting({
    id: 1,
    title: 'Dart River Morning',
    images: [anImage({ id: 11, imageUrl: '/media/first.jpg' }), anImage({ id: 12, imageUrl: '/media/primary.jpg', isPrimary: true })],
    featured: true,
  }),
  aPainting({
    id: 2,
    title: 'Mount Earnslaw',
    year: 2019,
    medium: 'Oil on Board',
    price: '12800',
    currency: 'GBP',
    location: 'Kinloch',
    description: 'Snow on the summit',
    sold: true,
    hidden: true,
    images: [anImage({ id: 21, imageUrl: '/media/only.jpg' })],
  }),
  aPainting({ id: 3, title: 'Lake Sylvan', location: 'Routeburn Road', description: null, year: null, images: [] }),
];

function renderTab() {
  return renderPage(
    <PortalScopeProvider name="admin">
      <PaintingsTab saleAction={() => null} />
    </PortalScopeProvider>,
    { path: '/admin' },
  );
}

describe(PaintingsTab.name, () => {
  it('shows 6 skeleton rows while the paintings load', () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderTab();

    expect(screen.getAllByTestId('admin-painting-skeleton')).toHaveLength(6);
  });

  it('shows each painting with its image, details, badges and dots', async () => {
    mockApi({ 'GET /api/admin/paintings/all': { body: paintings } });
    renderTab();

    const rows = await screen.findAllByTestId('admin-painting-row');
    expect(rows.map((row) => within(row).getByTestId('admin-painting-title').textContent)).toEqual([
      'Dart River Morning',
      'Mount Earnslaw',
      'Lake Sylvan',
    ]);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(first).getByTestId('admin-painting-thumbnail').getAttribute('src')).toBe('/media/primary.jpg');
    expect(within(second).getByTestId('admin-painting-thumbnail').getAttribute('src')).toBe('/media/only.jpg');
    expect(within(third).getByTestId('admin-painting-placeholder')).toBeTruthy();

    expect(first.textContent).toContain('2024 · Oil on Linen');
    expect(within(first).getByTestId('admin-painting-price').textContent).toBe('$4,200 NZD');
    expect(within(second).getByTestId('admin-painting-price').textContent).toBe('£12,800 GBP');
    expect(
      within(first)
        .getAllByTestId('admin-painting-badge')
        .map((badge) => badge.textContent),
    ).toEqual(['Available', 'Featured']);
    expect(
      within(second)
        .getAllByTestId('admin-painting-badge')
        .map((badge) => badge.textContent),
    ).toEqual(['Sold', 'Hidden']);
    expect(within(first).getByTestId('admin-dot-featured')).toBeTruthy();
    expect(within(second).getByTestId('admin-dot-sold')).toBeTruthy();
    expect(within(second).getByTestId('admin-dot-hidden')).toBeTruthy();
    expect(within(third).queryByTestId('admin-dot-hidden')).toBeNull();

    expect(within(first).getByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Show' })).toBeTruthy();
  });

  it('filters by title, medium, year, location and description', async () => {
    mockApi({ 'GET /api/admin/paintings/all': { body: paintings } });
    renderTab();
    await screen.findAllByTestId('admin-painting-row');
    const search = screen.getByPlaceholderText('Search paintings by title, medium, year...');
    const titles = () => screen.queryAllByTestId('admin-painting-title').map((title) => title.textContent);

    for (const [term, expected] of [
      ['earnslaw', ['Mount Earnslaw']],
      ['board', ['Mount Earnslaw']],
      ['2019', ['Mount Earnslaw']],
      ['routeburn', ['Lake Sylvan']],
      ['braided', ['Dart River Morning']],
    ] as const) {
      fireEvent.change(search, { target: { value: term } });
      await waitFor(() => expect(titles()).toEqual(expected));
    }
    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(await screen.findByText('No paintings match "nowhere".')).toBeTruthy();
  });

  it('hides and shows a painting', async () => {
    const calls = mockApi({
      'GET /api/admin/paintings/all': { body: paintings },
      'PATCH /api/admin/paintings/1/visibility': { body: { ...paintings[0], hidden: true } },
    });
    renderTab();
    const [first] = await screen.findAllByTestId('admin-painting-row');
    fireEvent.click(within(first!).getByRole('button', { name: 'Hide' }));

    expect(await screen.findByText('Painting visibility updated')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: '/api/admin/paintings/1/visibility',
      body: { hidden: true },
    });
  });

  it('asks before deleting, then deletes', async () => {
    const calls = mockApi({
      'GET /api/admin/paintings/all': { body: paintings },
      'DELETE /api/paintings/2': { status: 204 },
    });
    renderTab();
    const rows = await screen.findAllByTestId('admin-painting-row');
    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Delete' }));

    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to delete this painting? This action cannot be undone.');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Painting deleted successfully')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/paintings/2']);
  });

  it("shows 'Error' with the server's message when an action fails", async () => {
    mockApi({
      'GET /api/admin/paintings/all': { body: paintings },
      'PATCH /api/admin/paintings/1/visibility': { status: 404, body: { statusCode: 404, message: 'Painting not found' } },
    });
    renderTab();
    const [first] = await screen.findAllByTestId('admin-painting-row');
    fireEvent.click(within(first!).getByRole('button', { name: 'Hide' }));

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('Error');
    expect(toast.textContent).toContain('Painting not found');
  });

  it("opens 'Add New Painting' and 'Edit Painting'", async () => {
    mockApi({ 'GET /api/admin/paintings/all': { body: paintings } });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Painting' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Painting' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(screen.getAllByTestId('admin-painting-row')[1]!).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Painting' });
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Mount Earnslaw');
  });
});
