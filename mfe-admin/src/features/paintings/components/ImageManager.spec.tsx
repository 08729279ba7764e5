import { MAX_IMAGE_BYTES } from '@atelier/contracts';
import { PortalScopeProvider } from '@atelier/ui/dialog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { aPainting, anImage } from '../../../testing/paintings';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { ImageManager } from './ImageManager';

afterEach(cleanup);

const twoImages = aPainting({
  id: 5,
  images: [
    anImage({ id: 51, paintingId: 5, sortOrder: 0, isPrimary: true, imageUrl: '/media/a.jpg' }),
    anImage({ id: 52, paintingId: 5, sortOrder: 1, imageUrl: '/media/b.jpg' }),
  ],
});

function renderManager(painting = twoImages) {
  return renderPage(
    <PortalScopeProvider name="admin">
      <ImageManager painting={painting} />
    </PortalScopeProvider>,
  );
}

function openAddImage() {
  fireEvent.click(screen.getByRole('button', { name: 'Add Image' }));
  return screen.getByRole('dialog', { name: 'Add Image' });
}

function choose(dialog: HTMLElement, files: File[]) {
  fireEvent.change(within(dialog).getByTestId('admin-image-files'), { target: { files } });
}

const jpeg = (name: string, size = 3) => new File([new Uint8Array(size).fill(0xff)], name, { type: 'image/jpeg' });

describe(ImageManager.name, () => {
  it('says there are no images yet', () => {
    renderManager(aPainting({ images: [] }));

    expect(screen.getByText('No images uploaded yet')).toBeTruthy();
    expect(screen.getByText('Click "Add Image" to upload the first image')).toBeTruthy();
  });

  it("shows the images in order with their number and the 'Primary' badge", () => {
    renderManager();

    const cards = screen.getAllByTestId('admin-image-card');
    expect(cards.map((card) => within(card).getByTestId('admin-image-order').textContent)).toEqual(['1', '2']);
    expect(within(cards[0]!).getByTestId('admin-image-primary').textContent).toBe('Primary');
    expect(within(cards[1]!).queryByTestId('admin-image-primary')).toBeNull();
    expect(within(cards[0]!).queryByRole('button', { name: 'Set Primary' })).toBeNull();
    expect((within(cards[0]!).getByRole('button', { name: 'Move up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(cards[1]!).getByRole('button', { name: 'Move down' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("moves an image by swapping sort orders with its neighbour: 'Image order updated'", async () => {
    const calls = mockApi({
      'PATCH /api/admin/painting-images/52/sort-order': { status: 204 },
      'PATCH /api/admin/painting-images/51/sort-order': { status: 204 },
    });
    renderManager();
    fireEvent.click(within(screen.getAllByTestId('admin-image-card')[1]!).getByRole('button', { name: 'Move up' }));

    expect(await screen.findByText('Image order updated')).toBeTruthy();
    expect(calls.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['PATCH', '/api/admin/painting-images/52/sort-order', { sortOrder: 0 }],
      ['PATCH', '/api/admin/painting-images/51/sort-order', { sortOrder: 1 }],
    ]);
  });

  it("sets the primary image: 'Primary image updated'", async () => {
    const calls = mockApi({ 'PATCH /api/admin/painting-images/52/primary': { status: 204 } });
    renderManager();
    fireEvent.click(screen.getByRole('button', { name: 'Set Primary' }));

    expect(await screen.findByText('Primary image updated')).toBeTruthy();
    expect(calls.map(({ method, url }) => `${method} ${url}`)).toEqual(['PATCH /api/admin/painting-images/52/primary']);
  });

  it("deletes an image after asking: 'Image deleted successfully'; a failure shows 'Error' with the message", async () => {
    let status = 404;
    mockApi({
      'DELETE /api/admin/painting-images/52': () =>
        status === 404 ? { status, body: { statusCode: 404, message: 'Image not found' } } : { status },
    });
    renderManager();

    fireEvent.click(within(screen.getAllByTestId('admin-image-card')[1]!).getByRole('button', { name: 'Delete image' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    const failure = await screen.findByText('Image not found');
    expect(failure.closest('[role=status], [role=alert]')!.textContent).toContain('Error');

    status = 204;
    fireEvent.click(within(screen.getAllByTestId('admin-image-card')[1]!).getByRole('button', { name: 'Delete image' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Image deleted successfully')).toBeTruthy();
  });
});

describe('Add Image', () => {
  it('keeps Upload disabled until a file is chosen', () => {
    mockApi({});
    renderManager();
    const dialog = openAddImage();

    expect(within(dialog).getByRole('tab', { name: 'Upload File' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByText('Please select one or more files')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Upload Image' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("refuses files over 10 MB before sending: 'Files Too Large'", async () => {
    const calls = mockApi({});
    renderManager();
    const dialog = openAddImage();
    choose(dialog, [jpeg('big-1.jpg', MAX_IMAGE_BYTES + 1), jpeg('ok.jpg'), jpeg('big-2.jpg', MAX_IMAGE_BYTES + 5)]);

    const message = await screen.findByText('2 file(s) exceed 10MB limit. Please choose smaller images.');
    expect(message.closest('[role=status], [role=alert]')!.textContent).toContain('Files Too Large');
    expect((within(dialog).getByRole('button', { name: 'Upload Image' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toEqual([]);
  });

  it('uploads several files with sort order = current count + index', async () => {
    const calls = mockApi({
      'POST /api/admin/painting-images': ({ body }) => ({
        status: 201,
        body: anImage({ sortOrder: (body as { sortOrder: number }).sortOrder }),
      }),
    });
    renderManager();
    const dialog = openAddImage();
    choose(dialog, [jpeg('one.jpg'), jpeg('two.jpg')]);
    fireEvent.change(within(dialog).getByLabelText('Alt text (optional)'), { target: { value: 'Dart River at dawn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload 2 Images' }));

    expect(await screen.findByText('Image uploaded successfully')).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { paintingId: 5, imageUrl: 'data:image/jpeg;base64,////', altText: 'Dart River at dawn', sortOrder: 2 },
      { paintingId: 5, imageUrl: 'data:image/jpeg;base64,////', altText: 'Dart River at dawn', sortOrder: 3 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Image' })).toBeNull());
  });

  it("maps a too-large answer to the size message: 'Upload Failed'", async () => {
    mockApi({ 'POST /api/admin/painting-images': { status: 413, body: { statusCode: 413, message: 'Payload Too Large' } } });
    renderManager();
    const dialog = openAddImage();
    choose(dialog, [jpeg('one.jpg')]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Image' }));

    const message = await screen.findByText('Image file is too large. Please choose a smaller image (under 10MB).');
    expect(message.closest('[role=status], [role=alert]')!.textContent).toContain('Upload Failed');
    expect(screen.getByRole('dialog', { name: 'Add Image' })).toBeTruthy();
  });

  it("says 'Failed to process image(s)' when a file cannot be read, and sends nothing", async () => {
    const calls = mockApi({});
    jest.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>));
    });
    renderManager();
    const dialog = openAddImage();
    choose(dialog, [jpeg('one.jpg')]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload Image' }));

    const message = await screen.findByText('Failed to process image(s)');
    expect(message.closest('[role=status], [role=alert]')!.textContent).toContain('Error');
    expect(calls).toEqual([]);
  });

  it('adds an image from a URL; Upload stays disabled while the URL is blank', async () => {
    const calls = mockApi({ 'POST /api/admin/painting-images': { status: 201, body: anImage() } });
    renderManager();
    const dialog = openAddImage();
    fireEvent.mouseDown(within(dialog).getByRole('tab', { name: 'From URL' }));

    expect(await within(dialog).findByText('Please enter an image URL')).toBeTruthy();
    const upload = within(dialog).getByRole('button', { name: 'Upload Image' }) as HTMLButtonElement;
    fireEvent.change(within(dialog).getByLabelText('Image URL'), { target: { value: '   ' } });
    expect(upload.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Image URL'), { target: { value: ' https://example.com/lake.jpg ' } });
    expect(upload.disabled).toBe(false);
    fireEvent.click(upload);

    expect(await screen.findByText('Image uploaded successfully')).toBeTruthy();
    expect(calls.map((call) => call.body)).toEqual([{ paintingId: 5, imageUrl: 'https://example.com/lake.jpg', sortOrder: 2 }]);
  });
});
