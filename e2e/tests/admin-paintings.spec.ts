import type { Page } from '@playwright/test';
import { expect, signIn, test, toast } from './journey';
import { jpeg } from './images';

/** The satellite tiles and the geocoder are outside services: answered here, so the journey runs offline. */
async function fakeMapServices(page: Page) {
  const tile = await jpeg(74, 104, 82);
  await page.route('https://server.arcgisonline.com/**', (route) => route.fulfill({ contentType: 'image/jpeg', body: tile }));
  await page.route('https://nominatim.openstreetmap.org/search**', (route) => {
    const query = new URL(route.request().url()).searchParams;
    const found = query.get('q') === 'Lake Wakatipu' && query.get('format') === 'json';
    return route.fulfill({ json: found ? [{ lat: '-45.0312', lon: '168.6626', display_name: 'Lake Wakatipu' }] : [] });
  });
}

/**
 * Whether visitors see the painting: in the public list (`GET /api/paintings`) and as a card
 * on /collection (the newest painting comes first).
 */
async function visitorsSee(page: Page, title: string): Promise<boolean> {
  const listed = ((await (await page.request.get('/api/paintings')).json()) as { title: string }[]).some((p) => p.title === title);
  const visitor = await page.context().browser()!.newPage();
  try {
    await visitor.goto('/collection');
    await expect(visitor.getByTestId('collection-card').first()).toBeVisible();
    const cards = await visitor.getByTestId('collection-card').filter({ hasText: title }).count();
    expect(cards > 0).toBe(listed);
    return listed;
  } finally {
    await visitor.close();
  }
}

test('the artist adds a painting with a location and two images, orders them, hides, shows, edits and deletes it, then signs out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fakeMapServices(page);
  await signIn(page);
  const title = `Morning on Lake Wakatipu ${Date.now()}`;

  // Add: defaults, suggested price, location by search and by a click on the map.
  await page.getByRole('button', { name: 'Add Painting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Painting' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Medium')).toHaveValue('Oil on Linen');
  await expect(dialog.getByText('Images can be uploaded after the painting is created.')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Width (inches)').fill('12');
  await dialog.getByLabel('Height (inches)').fill('16');
  await expect(dialog.getByTestId('admin-suggested-price')).toContainText('$7,700 NZD');
  await expect(dialog.getByLabel('Price')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Use suggested price' }).click();
  await expect(dialog.getByLabel('Price')).toHaveValue('7700');

  const search = dialog.getByPlaceholder('Search for location (e.g., Lake Wakatipu, Glenorchy)');
  await search.fill('Lake Wakatipu');
  await search.press('Enter');
  await expect(dialog.getByLabel('Latitude')).toHaveValue('-45.0312');
  await expect(dialog.getByLabel('Longitude')).toHaveValue('168.6626');
  const map = dialog.getByTestId('admin-location-map');
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  expect((await map.boundingBox())!.height).toBeGreaterThanOrEqual(256);
  await map.click({ position: { x: 60, y: 60 } });
  await expect(dialog.getByLabel('Latitude')).not.toHaveValue('-45.0312');
  const latitude = Number(await dialog.getByLabel('Latitude').inputValue());
  expect(latitude).toBeGreaterThan(-45.0312);

  await dialog.getByRole('button', { name: 'Create Painting' }).click();
  await expect(toast(page, 'Painting created! You can now add images.')).toBeVisible();
  const editDialog = page.getByRole('dialog', { name: 'Edit Painting' });
  await expect(editDialog).toBeVisible();
  await expect(editDialog.getByText('No images uploaded yet')).toBeVisible();
  await expect(editDialog.getByText('Click "Add Image" to upload the first image')).toBeVisible();

  // Two uploaded images: the first becomes the primary.
  await editDialog.getByRole('button', { name: 'Add Image' }).click();
  const addImage = page.getByRole('dialog', { name: 'Add Image' });
  await expect(addImage.getByRole('button', { name: 'Upload Image' })).toBeDisabled();
  await addImage.getByTestId('admin-image-files').setInputFiles([
    { name: 'dawn.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200, 120, 80) },
    { name: 'dusk.jpg', mimeType: 'image/jpeg', buffer: await jpeg(40, 60, 140) },
  ]);
  await addImage.getByRole('button', { name: 'Upload 2 Images' }).click();
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
  await expect(addImage).toBeHidden();
  const cards = editDialog.getByTestId('admin-image-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByTestId('admin-image-primary')).toBeVisible();
  const [firstId, secondId] = await cards.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-image-id')));

  // The second becomes the primary, then moves to the front.
  await cards.nth(1).getByRole('button', { name: 'Set Primary' }).click();
  await expect(toast(page, 'Primary image updated')).toBeVisible();
  await expect(cards.nth(1).getByTestId('admin-image-primary')).toBeVisible();
  await expect(cards.nth(0).getByTestId('admin-image-primary')).toHaveCount(0);

  await cards.nth(1).getByRole('button', { name: 'Move up' }).click();
  await expect(toast(page, 'Image order updated')).toBeVisible();
  await expect(cards.nth(0)).toHaveAttribute('data-image-id', secondId!);
  await expect(cards.nth(1)).toHaveAttribute('data-image-id', firstId!);
  await expect(cards.nth(0).getByTestId('admin-image-primary')).toBeVisible();
  await expect(cards.nth(0).getByTestId('admin-image-order')).toHaveText('1');

  await editDialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(editDialog).toBeHidden();

  const row = page.getByTestId('admin-painting-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('admin-painting-price')).toHaveText('$7,700 NZD');
  await expect(row.getByTestId('admin-painting-thumbnail')).toBeVisible();
  expect(await visitorsSee(page, title)).toBe(true);

  // Hide: it leaves the public collection. Show: it is back.
  await row.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(page, 'Painting visibility updated')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Show' })).toBeVisible();
  await expect(row.getByTestId('admin-dot-hidden')).toHaveCount(1);
  expect(await visitorsSee(page, title)).toBe(false);

  await row.getByRole('button', { name: 'Show' }).click();
  await expect(toast(page, 'Painting visibility updated')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Hide' })).toBeVisible();
  expect(await visitorsSee(page, title)).toBe(true);

  // Edit: the saved values come back; a new title is saved.
  await page.getByPlaceholder('Search paintings by title, medium, year...').fill(title);
  await expect(page.getByTestId('admin-painting-row')).toHaveCount(1);
  await row.getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit Painting' });
  await expect(editing.getByLabel('Title')).toHaveValue(title);
  await expect(editing.getByLabel('Price')).toHaveValue('7700');
  await expect(editing.getByLabel('Latitude')).toHaveValue(String(latitude));
  await expect(editing.getByTestId('admin-image-card')).toHaveCount(2);
  const edited = `${title} (edited)`;
  await editing.getByLabel('Title').fill(edited);
  await editing.getByRole('switch', { name: 'Featured' }).click();
  await editing.getByRole('button', { name: 'Update Painting' }).click();
  await expect(toast(page, 'Painting updated successfully')).toBeVisible();
  await expect(editing).toBeHidden();
  await page.getByPlaceholder('Search paintings by title, medium, year...').fill(edited);
  const editedRow = page.getByTestId('admin-painting-row').filter({ hasText: edited });
  await expect(editedRow.getByTestId('admin-painting-badge').filter({ hasText: 'Featured' })).toBeVisible();

  // Delete, after the SPEC question.
  await editedRow.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this painting? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Painting deleted successfully')).toBeVisible();
  await expect(page.getByTestId('admin-painting-row')).toHaveCount(0);
  expect(await visitorsSee(page, edited)).toBe(false);

  // Sign out: home, and the dashboard is closed again.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the paintings list shows 6 skeleton rows while it loads, then every painting with its image @phone', async ({ page }) => {
  await signIn(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/paintings/all', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId('admin-painting-skeleton')).toHaveCount(6);
  release();
  // Every painting, hidden ones included (the demo content has one), as the admin API lists them.
  const all = (await (await page.request.get('/api/admin/paintings/all')).json()) as { hidden: boolean }[];
  expect(all.some((painting) => painting.hidden)).toBe(true);
  await expect(page.getByTestId('admin-painting-row')).toHaveCount(all.length);
  await expect(page.getByTestId('admin-dot-hidden')).toHaveCount(all.filter((painting) => painting.hidden).length);
  await expect(page.getByTestId('admin-painting-thumbnail').first()).toHaveJSProperty('complete', true);
});
