import { expect, test, withHeroVideo } from './visitor-fixtures';

test('home: hero, featured collection without prices, adventures, about, contact and footer', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Glenorchy's BeautyPainted En Plein Air");
  await expect(page.getByText(/Exclusive original oil paintings of the Southern Alps/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Painting Adventures' })).toHaveAttribute('href', '/adventures');
  await expect(page.getByTestId('hero-scroll-down')).toBeVisible();

  const featured = page.locator('#collection');
  await expect(featured.getByRole('heading', { name: 'Featured Collection' })).toBeVisible();
  await expect(featured.getByTestId('featured-card')).toHaveCount(6);
  await expect(featured.getByTestId('featured-card').filter({ hasText: /\$|NZD/ })).toHaveCount(0);
  await expect(featured.getByRole('link', { name: 'View Full Collection' })).toHaveAttribute('href', '/collection');

  await expect(page.locator('#adventures').getByRole('link', { name: 'Book Adventure' })).toHaveAttribute('href', '/adventures');

  const about = page.locator('#about');
  for (const claim of ['24', 'Years Professional', '8', 'Countries Taught', '30+', 'Workshops Led', '20', 'Years Teaching']) {
    await expect(about.getByTestId('about-facts')).toContainText(claim);
  }
  await expect(about.getByRole('heading', { name: 'Press Features' })).toBeVisible();
  await expect(about.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '/collection');
  await expect(about.getByRole('link', { name: 'Commission Artwork' })).toHaveAttribute('href', '/commissions');

  const contact = page.locator('#contact');
  await expect(contact.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();
  await expect(contact.getByTestId('contact-lines')).toContainText('Waipu, Northland & Glenorchy, Otago');
  await expect(page.locator('#contact-form')).toBeAttached();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/collection',
    '/adventures',
    '/commissions',
    '/#about',
    '/#contact',
    '/privacy-policy',
    '/terms-of-service',
    '/admin/login',
  ]);
  await expect(footer.getByRole('link', { name: 'Edit Site' })).toHaveAttribute('href', '/admin/login');
  await expect(page.getByTestId('footer-newsletter-slot')).toBeAttached();
});

test("'View Collection' scrolls to the featured section", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('featured-card').first()).toBeVisible();
  await page.getByRole('link', { name: 'View Collection' }).click();
  await expect
    .poll(() => page.locator('#collection').evaluate((section) => Math.round(section.getBoundingClientRect().top)))
    .toBeLessThan(100);
  expect(new URL(page.url()).pathname).toBe('/');
});

test('navigation: section items scroll on the home page, and go home then scroll from elsewhere', async ({ page }) => {
  await page.goto('/collection');
  await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#about')).toBeInViewport();

  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).click();
  await expect(page.locator('#contact').getByRole('heading', { name: 'Get In Touch' })).toBeInViewport();

  await page.getByRole('banner').getByRole('link', { name: 'Paintings' }).click();
  await expect(page).toHaveURL(/\/collection$/);
});

test('the hero film plays muted in the background and opens in an overlay that Escape, the backdrop and the close button close', async ({
  page,
}) => {
  await withHeroVideo(page);
  await page.goto('/');

  const background = page.getByTestId('hero-background-video');
  await expect(background).toHaveAttribute('src', /\/embed\/e2eHeroFilm\?.*mute=1.*loop=1/);

  const overlay = page.getByTestId('video-overlay');
  const play = page.getByRole('button', { name: 'Play Video' });
  const pageLocked = () => page.evaluate(() => document.body.style.overflow === 'hidden');

  await play.click();
  await expect(overlay).toBeVisible();
  await expect(overlay.locator('iframe')).toHaveAttribute('src', /\/embed\/e2eHeroFilm\?autoplay=1/);
  expect(await pageLocked()).toBe(true);
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  expect(await pageLocked()).toBe(false);

  await play.click();
  await expect(overlay).toBeVisible();
  await overlay.click({ position: { x: 8, y: 8 } }); // the backdrop, outside the player
  await expect(overlay).toHaveCount(0);

  await play.click();
  await page.getByRole('button', { name: 'Close video' }).click();
  await expect(overlay).toHaveCount(0);
  expect(await pageLocked()).toBe(false);
});

test('legal pages carry the SPEC terms', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  const terms = page.locator('main');
  for (const term of [
    'that is the currency you are charged in',
    'Shipping is free worldwide for paintings priced over NZD 1,000',
    'All sales are final',
    'within 48 hours',
    '50% non-refundable deposit',
    'is by appointment',
    '2-3 weeks drying time',
  ]) {
    await expect(terms).toContainText(term);
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('any other path is Page Not Found, inside the site frame @phone', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByText('NEW ZEALAND ARTIST').first()).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Painted En Plein Air');
});

test.describe('on a phone @phone-only', () => {
  test('the menu slides in from the right, lists currencies as symbol, code and name, and closes after a choice @phone', async ({
    page,
  }) => {
    await page.goto('/commissions');
    await expect(page.getByRole('banner').getByLabel('Currency')).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    const panel = menu.locator('.animate-slide-in');
    // Measured once the slide-in animation has finished: the panel rests against the right edge.
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = (await panel.boundingBox())!;
    expect(Math.round(box.x + box.width)).toBe(page.viewportSize()!.width);
    const currencies = page.getByTestId('menu-currencies').getByRole('button');
    await expect(currencies).toHaveText([
      /\$\s*NZD\s*New Zealand Dollar/,
      /\$\s*USD\s*US Dollar/,
      /€\s*EUR\s*Euro/,
      /£\s*GBP\s*British Pound/,
      /A\$\s*AUD\s*Australian Dollar/,
      /C\$\s*CAD\s*Canadian Dollar/,
      /¥\s*JPY\s*Japanese Yen/,
    ]);

    await currencies.filter({ hasText: 'EUR' }).click();
    await expect(menu).toHaveCount(0);
    await expect(page.getByTestId('commission-price').first()).toContainText('EUR');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Paintings' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/collection$/);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('the home page fits the phone without sideways scrolling @phone', async ({ page }) => {
    for (const path of ['/', '/collection', '/commissions']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
  });
});

test('the home, collection and painting pages come with the answers their first paint shows: no request waits for them', async ({
  page,
}) => {
  let asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/site') || pathname.startsWith('/api/paintings')) asked.push(pathname);
  });

  await page.goto('/');
  await expect(page.locator('#collection').getByTestId('featured-card')).toHaveCount(6);
  await expect(page.getByRole('banner').getByRole('link', { name: /NEW ZEALAND ARTIST/ })).toBeVisible();
  expect(asked).toEqual([]);

  await page.goto('/collection');
  await expect(page.getByTestId('collection-card').first()).toBeVisible();
  expect(asked).toEqual([]);

  const href = await page.getByTestId('collection-card').first().getAttribute('href');
  expect(href).toMatch(/^\/painting\/\d+$/);
  asked = [];
  await page.goto(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The painting itself comes with the page; only the list behind Previous and Next is asked for.
  expect(asked.filter((path) => path !== '/api/paintings')).toEqual([]);
});
