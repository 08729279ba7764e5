import { expect, publicPaintings, test, waitForImageVariants } from './visitor-fixtures';

const SEARCH = 'Search paintings, medium, or location...';

test('the collection shows 9 of the 12 paintings, newest first, without prices, and loads the rest', async ({ page, request }) => {
  const paintings = await publicPaintings(request);
  await page.goto('/collection');

  await expect(page.getByRole('heading', { level: 1, name: 'The Glenorchy Collection' })).toBeVisible();
  await expect(page.getByTestId('collection-count')).toHaveText('12 paintings found');
  const cards = page.getByTestId('collection-card');
  await expect(cards).toHaveCount(9);
  await expect(cards.locator('h3')).toHaveText(paintings.slice(0, 9).map((painting) => painting.title));
  await expect(page.getByTestId('collection-card').filter({ hasText: /\$|NZD|USD/ })).toHaveCount(0);

  await page.getByRole('link', { name: 'Load More Paintings (3 remaining)' }).click();
  await expect(cards).toHaveCount(12);
  await expect(page.getByRole('link', { name: /Load More Paintings/ })).toHaveCount(0);
});

test('search matches title, medium and location, ignoring case', async ({ page }) => {
  await page.goto('/collection');
  const search = page.getByPlaceholder(SEARCH);

  await search.fill('WAIPU');
  await expect(page.getByTestId('collection-count')).toHaveText('3 paintings found for "WAIPU"');
  await expect(page.getByTestId('collection-card').locator('h3')).toHaveText([
    'Hen and Chickens at Sunset',
    'Bream Head from the Estuary',
    'Waipu Cove Morning',
  ]);

  await search.fill('dart');
  await expect(page.getByTestId('collection-count')).toHaveText('1 painting found for "dart"');

  await search.fill('oil on linen');
  await expect(page.getByTestId('collection-count')).toHaveText('12 paintings found for "oil on linen"');
  await expect(page.getByRole('link', { name: 'Load More Paintings (3 remaining)' })).toBeVisible();
});

test('an unmatched search says so and Clear search brings everything back', async ({ page }) => {
  await page.goto('/collection');
  await page.getByPlaceholder(SEARCH).fill('volcano');

  await expect(page.getByText('No paintings found matching "volcano".')).toBeVisible();
  await expect(page.getByTestId('collection-card')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByPlaceholder(SEARCH)).toHaveValue('');
  await expect(page.getByTestId('collection-count')).toHaveText('12 paintings found');
});

test('sorts Newest First, Oldest First and Title A-Z', async ({ page, request }) => {
  const paintings = await publicPaintings(request);
  await page.goto('/collection');
  const titles = page.getByTestId('collection-card').locator('h3');
  await expect(titles.first()).toHaveText(paintings[0]!.title);

  await page.getByTestId('collection-sort').selectOption({ label: 'Oldest First' });
  await expect(titles.first()).toHaveText('Dawn over Lake Wakatipu');
  await expect(titles).toHaveText(
    [...paintings]
      .reverse()
      .slice(0, 9)
      .map((painting) => painting.title),
  );

  await page.getByTestId('collection-sort').selectOption({ label: 'Title A-Z' });
  const alphabetical = paintings.map((painting) => painting.title).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  await expect(titles).toHaveText(alphabetical.slice(0, 9));

  // Search and sort are kept in the address: Back from a painting restores them.
  await page.getByPlaceholder(SEARCH).fill('glenorchy');
  await titles.first().click();
  await expect(page).toHaveURL(/\/painting\/\d+$/);
  await page.goBack();
  await expect(page.getByPlaceholder(SEARCH)).toHaveValue('glenorchy');
  await expect(page.getByTestId('collection-sort')).toHaveValue('title');
});

test('/paintings is the same page, and a failing API shows the error text', async ({ page }) => {
  await page.goto('/paintings');
  await expect(page.getByRole('heading', { level: 1, name: 'The Glenorchy Collection' })).toBeVisible();
  await expect(page.getByTestId('collection-card')).toHaveCount(9);

  // Reached in the browser (its HTML came with the home page), the collection asks the API itself.
  await page.route('**/api/paintings', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }));
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Paintings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Glenorchy Collection' })).toBeVisible();
  await expect(page.getByText('Failed to load paintings. Please try again later.')).toBeVisible();
  await expect(page.getByTestId('collection-card')).toHaveCount(0);
});

test('cards load their image lazily as a responsive picture with its size reserved @phone', async ({ page, request }) => {
  await waitForImageVariants(request);
  await page.goto('/collection');
  const last = page.getByTestId('collection-card').nth(8);
  // Far below the fold: only the placeholder until it comes near.
  await expect(last.getByTestId('image-placeholder')).toBeAttached();
  await expect(last.locator('img')).toHaveCount(0);

  await last.scrollIntoViewIfNeeded();
  const img = last.locator('img');
  await expect(img).toHaveAttribute('width', /\d+/);
  await expect(img).toHaveAttribute('height', /\d+/);
  await expect(img).toHaveAttribute('srcset', /-400\.jpg 400w/);
  await expect(last.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 400w/);
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  await expect(last.getByTestId('image-placeholder')).toHaveCount(0);
  await expect(img).toHaveClass(/opacity-100/);
});

test("sold paintings say 'Sold' on their cards and can be left out", async ({ page, request }) => {
  const paintings = await publicPaintings(request);
  const sold = paintings.filter((painting) => painting.sold || !painting.available);
  expect(sold.length).toBeGreaterThan(0);
  await page.goto('/collection');
  await page.getByRole('link', { name: /Load More Paintings/ }).click();

  const soldCards = page.getByTestId('collection-card').filter({ has: page.getByTestId('collection-card-sold') });
  await expect(soldCards.locator('h3')).toHaveText(sold.map((painting) => painting.title));
  await expect(soldCards.getByTestId('collection-card-sold').first()).toHaveText('Sold');

  await page.getByRole('checkbox', { name: 'Available works only' }).check();
  await expect(page).toHaveURL(/\/collection\?available=1$/);
  const available = paintings.length - sold.length;
  await expect(page.getByTestId('collection-count')).toHaveText(`${available} ${available === 1 ? 'painting' : 'paintings'} found`);
  await expect(page.getByTestId('collection-card-sold')).toHaveCount(0);

  // The choice is in the address: Back from a painting keeps it.
  await page.getByTestId('collection-card').first().click();
  await page.goBack();
  await expect(page.getByRole('checkbox', { name: 'Available works only' })).toBeChecked();
});
