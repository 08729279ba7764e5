import { PortalScopeProvider } from '@atelier/ui/dialog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aPainting } from '../../../testing/paintings';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { PaintingDialog } from './PaintingDialog';

jest.mock('./LocationMap', () => ({
  __esModule: true,
  default: ({ onPick }: { onPick: (point: { lat: number; lng: number }) => void }) => (
    <button type="button" data-testid="admin-location-map" onClick={() => onPick({ lat: -44.9, lng: 168.35123456 })}>
      map
    </button>
  ),
}));

afterEach(cleanup);

function renderDialog(painting: ReturnType<typeof aPainting> | null, onClose = jest.fn()) {
  renderPage(
    <PortalScopeProvider name="admin">
      <PaintingDialog initialPainting={painting} onClose={onClose} />
    </PortalScopeProvider>,
  );
  return onClose;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });

describe(PaintingDialog.name, () => {
  it("starts 'Add New Painting' with the SPEC defaults, types and steps", async () => {
    mockApi({ 'GET /api/admin/paintings/all': { body: [] } });
    renderDialog(null);

    expect(screen.getByRole('dialog', { name: 'Add New Painting' })).toBeTruthy();
    expect(input('Medium').value).toBe('Oil on Linen');
    expect(input('Frame Info').value).toBe('The frame is New Zealand timber hand crafted by the artist.');
    expect(input('Location').value).toBe('Glenorchy, Otago, New Zealand');
    expect(input('Year').value).toBe(String(new Date().getFullYear()));
    expect(input('Year').type).toBe('number');
    expect([input('Width (inches)').step, input('Height (inches)').step, input('Price').step]).toEqual(['0.1', '0.1', '0.01']);
    const currency = screen.getByLabelText('Currency') as HTMLSelectElement;
    expect(currency.value).toBe('NZD');
    expect(Array.from(currency.options).map((option) => option.value)).toEqual(['NZD', 'USD', 'EUR', 'GBP']);
    expect(screen.getByRole('switch', { name: 'Featured' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Available' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByPlaceholderText('Search for location (e.g., Lake Wakatipu, Glenorchy)')).toBeTruthy();
    expect(screen.getByTestId('admin-images-after-create').textContent).toBe('Images can be uploaded after the painting is created.');
    expect(await screen.findByTestId('admin-location-map')).toBeTruthy();
  });

  it('suggests a price from the size and applies it only on request', async () => {
    mockApi({ 'GET /api/admin/paintings/all': { body: [] } });
    renderDialog(null);

    type('Width (inches)', '16');
    expect(screen.queryByTestId('admin-suggested-price')).toBeNull();
    type('Height (inches)', '20');
    const suggestion = await screen.findByTestId('admin-suggested-price');
    expect(suggestion.textContent).toContain('$12,800 NZD');
    expect(input('Price').value).toBe('');

    type('Price', '9500');
    type('Width (inches)', '20');
    await waitFor(() => expect(screen.getByTestId('admin-suggested-price').textContent).toContain('$16,000 NZD'));
    expect(input('Price').value).toBe('9500');

    fireEvent.click(screen.getByRole('button', { name: 'Use suggested price' }));
    await waitFor(() => expect(input('Price').value).toBe('16000'));
    expect(screen.queryByRole('button', { name: 'Use suggested price' })).toBeNull();
  });

  it('creates the painting, then stays open to edit it and add images', async () => {
    const created = aPainting({ id: 42, title: 'Lake Sylvan', width: '16.00', height: '20.00', price: '12800.00', year: null });
    const calls = mockApi({
      'GET /api/admin/paintings/all': { body: [] },
      'POST /api/admin/paintings': { status: 201, body: created },
    });
    const onClose = renderDialog(null);

    type('Title', 'Lake Sylvan');
    type('Width (inches)', '16');
    type('Height (inches)', '20');
    type('Price', '12800');
    type('Year', '');
    fireEvent.click(await screen.findByTestId('admin-location-map'));
    fireEvent.click(screen.getByRole('switch', { name: 'Featured' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Painting' }));

    expect(await screen.findByText('Painting created! You can now add images.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Painting' })).toBeTruthy();
    expect(screen.getByText('No images uploaded yet')).toBeTruthy();
    expect(screen.getByText('Click "Add Image" to upload the first image')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Lake Sylvan',
      medium: 'Oil on Linen',
      description: null,
      frameInfo: 'The frame is New Zealand timber hand crafted by the artist.',
      width: 16,
      height: 20,
      year: null,
      price: 12800,
      currency: 'NZD',
      location: 'Glenorchy, Otago, New Zealand',
      gpsLatitude: -44.9,
      gpsLongitude: 168.351235,
      available: true,
      featured: true,
    });
  });

  it('shows the required-field messages and sends nothing', async () => {
    const calls = mockApi({ 'GET /api/admin/paintings/all': { body: [] } });
    renderDialog(null);
    type('Medium', '');
    fireEvent.click(screen.getByRole('button', { name: 'Create Painting' }));

    for (const message of ['Title is required', 'Medium is required', 'Width is required', 'Height is required', 'Price is required']) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('updates an existing painting and closes', async () => {
    const painting = aPainting({ id: 7, gpsLatitude: '-44.85', gpsLongitude: '168.39' });
    const calls = mockApi({
      'GET /api/admin/paintings/all': { body: [painting] },
      'PATCH /api/admin/paintings/7': { body: { ...painting, title: 'Dart River Evening' } },
    });
    const onClose = renderDialog(painting);

    expect(screen.getByRole('dialog', { name: 'Edit Painting' })).toBeTruthy();
    expect(input('Latitude').value).toBe('-44.85');
    type('Title', 'Dart River Evening');
    fireEvent.click(screen.getByRole('button', { name: 'Update Painting' }));

    expect(await screen.findByText('Painting updated successfully')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.url).toBe('/api/admin/paintings/7');
    expect(patch.body).toMatchObject({ title: 'Dart River Evening', width: 16, height: 20, price: 4200, gpsLatitude: -44.85 });
  });

  it("shows 'Error' with the message when saving fails", async () => {
    mockApi({
      'GET /api/admin/paintings/all': { body: [] },
      'POST /api/admin/paintings': { status: 400, body: { statusCode: 400, message: 'Currency must be one of NZD, USD, EUR, GBP' } },
    });
    renderDialog(null);
    type('Title', 'x');
    type('Width (inches)', '1');
    type('Height (inches)', '1');
    type('Price', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Create Painting' }));

    // The toast sits outside the modal dialog, so it is hidden from the accessibility tree meanwhile: find it by text.
    const message = await screen.findByText('Currency must be one of NZD, USD, EUR, GBP');
    expect(message.closest('[role=status], [role=alert]')!.textContent).toContain('Error');
    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Add New Painting' })).toBeTruthy();
  });
});
