import { currencySelect, exchangeRates, expect, paintingNamed, publicPaintings, test } from './visitor-fixtures';

test('an available painting shows its details, price with Free Shipping, purchase and enquiry', async ({ page, request }) => {
  const dart = await paintingNamed(request, 'Dart River Braids');
  await page.goto(`/painting/${dart.id}`);

  await expect(page.getByTestId('painting-title')).toHaveText('Dart River Braids');
  await expect(page.getByTestId('painting-status')).toHaveText('Available');
  await expect(page.getByTestId('painting-sold-dot')).toHaveCount(0);
  await expect(page.getByText('40 × 30 inches (102 × 76 cm)')).toBeVisible();
  await expect(page.getByText('Silver channels of the Dart River')).toBeVisible();
  await expect(page.getByText('The frame is New Zealand timber hand crafted by the artist.')).toBeVisible();
  await expect(page.getByTestId('painting-price')).toHaveText('$12,800 NZD');
  await expect(page.getByText('Free Shipping')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Purchase This Painting' })).toHaveAttribute('href', `/checkout/${dart.id}`);
  await expect(page.getByRole('link', { name: 'Back to Collection' })).toHaveAttribute('href', '/collection');
});

test('a sold painting shows SOLD with a red dot, no price, and the sold messaging', async ({ page, request }) => {
  const bream = await paintingNamed(request, 'Bream Head from the Estuary');
  await page.goto(`/painting/${bream.id}`);

  await expect(page.getByTestId('painting-status')).toHaveText('SOLD');
  await expect(page.getByTestId('painting-sold-dot')).toBeVisible();
  expect(await page.getByTestId('painting-sold-dot').evaluate((dot) => getComputedStyle(dot).backgroundColor)).toBe('rgb(162, 59, 44)');
  await expect(page.getByText('This painting has been sold.')).toBeVisible();
  await expect(page.getByTestId('painting-price')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Purchase This Painting' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Enquire About This Piece' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View Similar Paintings' })).toHaveAttribute('href', '/collection');
  await page.getByRole('link', { name: 'Commission a Painting' }).click();
  await expect(page).toHaveURL(/\/commissions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Commission Artwork' })).toBeVisible();
});

test('Previous and Next follow the collection order and are disabled at its ends', async ({ page, request }) => {
  const paintings = await publicPaintings(request);
  const first = paintings[0]!;
  const last = paintings[paintings.length - 1]!;

  await page.goto(`/painting/${first.id}`);
  await expect(page.getByTestId('painting-title')).toHaveText(first.title);
  await expect(page.getByTestId('painting-previous')).toBeDisabled();
  await expect(page.getByTestId('painting-next')).toBeEnabled();
  await page.getByTestId('painting-next').click();
  await expect(page).toHaveURL(new RegExp(`/painting/${paintings[1]!.id}$`));
  await expect(page.getByTestId('painting-title')).toHaveText(paintings[1]!.title);
  await expect(page.getByTestId('painting-previous')).toBeEnabled();
  // A new painting starts at the top of the page.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goto(`/painting/${last.id}`);
  await expect(page.getByTestId('painting-next')).toBeDisabled();
  await page.getByTestId('painting-previous').click();
  await expect(page.getByTestId('painting-title')).toHaveText(paintings[paintings.length - 2]!.title);
});

test('Enquire goes to the home contact form with painting, its id, size, converted price and currency symbol and code', async ({
  page,
  request,
}) => {
  const rates = await exchangeRates(request);
  const dart = await paintingNamed(request, 'Dart River Braids');
  await page.goto(`/painting/${dart.id}`);
  await currencySelect(page).selectOption('EUR');

  await page.getByRole('link', { name: 'Enquire About This Piece' }).click();

  await expect(page).toHaveURL(/\/\?.*#contact-form$/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    painting: 'Dart River Braids',
    paintingId: String(dart.id),
    size: '40" x 30"',
    price: String(Math.round(12800 * rates.EUR)),
    currency: '€',
    code: 'EUR',
  });
  await expect(page.locator('#contact-form')).toBeInViewport();
  await expect(page.getByTestId('contact-form').getByLabel('Message')).toHaveValue(
    new RegExp(`priced at €${Math.round(12800 * rates.EUR).toLocaleString('en-NZ')} EUR\\.`),
  );
});

test('the map shows one marker at the painting, at zoom 12, on satellite tiles', async ({ page, request, tiles }) => {
  const dart = await paintingNamed(request, 'Dart River Braids');
  await page.goto(`/painting/${dart.id}`);

  // The map starts when its section comes into view, as the visitor scrolls to it, not with the page.
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await page.getByRole('heading', { name: 'Where It Was Painted' }).scrollIntoViewIfNeeded();
  const map = page.getByTestId('painting-map');
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(map).toHaveAttribute('data-zoom', '12');
  await expect(map).toHaveAttribute('data-lat', dart.gpsLatitude!);
  expect((await map.boundingBox())!.height).toBeGreaterThanOrEqual(256);
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(tiles.every((url) => url.includes('World_Imagery/MapServer/tile/12/'))).toBe(true);
});

test("a hidden or missing painting is 'Painting Not Found' @phone", async ({ page }) => {
  for (const id of ['8', '9999']) {
    await page.goto(`/painting/${id}`);
    await expect(page.getByRole('heading', { name: 'Painting Not Found' })).toBeVisible();
    await expect(page.getByText("The painting you're looking for doesn't exist or has been removed.")).toBeVisible();
  }
  await page.getByRole('link', { name: 'View Collection' }).click();
  await expect(page).toHaveURL(/\/collection$/);
});

test.describe('full-screen viewer', () => {
  test('keys zoom within the limits, arrows change image, Escape closes', async ({ page, request }) => {
    const pig = await paintingNamed(request, 'Pig Island from Kinloch');
    await page.goto(`/painting/${pig.id}`);
    await page.getByTestId('painting-main-image').click();

    const viewer = page.getByTestId('viewer');
    const zoom = page.getByTestId('viewer-zoom');
    await expect(viewer).toBeVisible();
    await expect(page.getByTestId('viewer-title')).toHaveText('Pig Island from Kinloch');
    await expect(page.getByTestId('viewer-caption')).toHaveText('Pig Island from Kinloch, oil painting');
    await expect(zoom).toHaveText('100%');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    await page.keyboard.type('+');
    await expect(zoom).toHaveText('130%');
    await page.keyboard.type('=');
    await expect(zoom).toHaveText('169%');
    await page.keyboard.type('-');
    await expect(zoom).toHaveText('130%');
    await page.keyboard.press('0');
    await expect(zoom).toHaveText('100%');

    // The seeded images are 1600 px wide, drawn at about 1100 px here: the ceiling is the 3x floor.
    for (let i = 0; i < 8; i++) await page.keyboard.type('+');
    await expect(zoom).toHaveText('300%');
    await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    for (let i = 0; i < 12; i++) await page.keyboard.type('-');
    await expect(zoom).toHaveText('50%');
    await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('viewer-caption')).toHaveText('Pig Island from Kinloch, view 2');
    await expect(zoom).toHaveText('100%');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('viewer-caption')).toHaveText('Pig Island from Kinloch, view 4');
    await viewer.getByRole('button', { name: 'Show image 2 of 4' }).click();
    await expect(page.getByTestId('viewer-caption')).toHaveText('Pig Island from Kinloch, view 2');

    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('double click toggles 2.5x, the wheel zooms, dragging pans only when zoomed in', async ({ page, request }) => {
    const pig = await paintingNamed(request, 'Pig Island from Kinloch');
    await page.goto(`/painting/${pig.id}`);
    await page.getByTestId('painting-main-image').click();
    const stage = page.getByTestId('viewer-stage');
    const zoom = page.getByTestId('viewer-zoom');
    const image = page.getByTestId('viewer-image');
    await expect(image).toBeVisible();
    const box = (await stage.boundingBox())!;
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const imageLeft = async () => (await image.boundingBox())!.x;

    // Not zoomed: a drag moves nothing.
    const before = await imageLeft();
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 150, centre.y, { steps: 5 });
    await page.mouse.up();
    expect(await imageLeft()).toBeCloseTo(before, 0);

    await page.mouse.dblclick(centre.x, centre.y);
    await expect(zoom).toHaveText('250%');
    await page.waitForTimeout(300); // the zoom eases in
    const zoomedLeft = await imageLeft();
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    await page.mouse.move(centre.x + 150, centre.y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(imageLeft).toBeGreaterThan(zoomedLeft + 100);

    await page.mouse.dblclick(centre.x, centre.y);
    await expect(zoom).toHaveText('100%');

    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -100);
    await expect(zoom).toHaveText('110%');
    await page.mouse.wheel(0, 100);
    await expect(zoom).toHaveText('99%');
    // The page behind does not scroll.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('button', { name: 'Close viewer' }).click();
    await expect(page.getByTestId('viewer')).toHaveCount(0);
  });

  test('a double tap zooms to 2.5x on a phone @phone-only', async ({ page, request }) => {
    const pig = await paintingNamed(request, 'Pig Island from Kinloch');
    await page.goto(`/painting/${pig.id}`);
    await page.getByTestId('painting-main-image').tap();
    const stage = page.getByTestId('viewer-stage');
    const box = (await stage.boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await stage.tap({ position: { x: point.x - box.x, y: point.y - box.y } });
    await stage.tap({ position: { x: point.x - box.x, y: point.y - box.y } });
    await expect(page.getByTestId('viewer-zoom')).toHaveText('250%');
    await page.getByRole('button', { name: 'Close viewer' }).tap();
    await expect(page.getByTestId('viewer')).toHaveCount(0);
  });
});
