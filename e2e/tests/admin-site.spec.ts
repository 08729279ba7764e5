import type { SiteSettings } from '@atelier/contracts';
import { answerIn, expect, signIn, test } from './journey';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };
/** The site settings a page's HTML comes with (its page data). */
const settingsIn = (html: string) => answerIn<SiteSettings>(html, ['/api/site']);

/** The journeys run one after another on one site: what this one saves is put back for the next. */
let original: SiteSettings | undefined;
test.afterEach(async ({ page }) => {
  if (original) expect((await page.request.put('/api/admin/site', { data: original, headers: SAME_ORIGIN })).status()).toBe(200);
});

test('she renames herself, adds a press feature and sets the home film, and the home page and its first HTML say so', async ({ page }) => {
  await signIn(page);
  original = (await (await page.request.get('/api/site')).json()) as SiteSettings;

  await page.getByTestId('admin-tab-site').click();
  const form = page.getByTestId('admin-site-form');
  await form.getByLabel('Artist name').fill('Aroha Lane-Tūhoe');
  await form.getByRole('button', { name: 'Add Press Feature' }).click();
  const added = form.getByTestId('admin-site-press-feature').first();
  await added.getByLabel('Outlet').fill('Canvas Weekly');
  await added.getByLabel('Title').fill('Weather at the head of the lake');
  await added.getByLabel('Year').fill('2026');
  await added.getByLabel('Link (optional)').fill('https://canvas.example/weather');
  await form
    .getByTestId('admin-site-heroFilm')
    .getByLabel('YouTube link or id, or a film uploaded here')
    .fill('https://youtu.be/e2eHeroFilm');

  // A mistake is named beside its field, and nothing is saved until it is mended.
  await form.getByLabel('E-mail').fill('studio at example');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(form.getByText('Contact e-mail must be an e-mail address')).toBeVisible();
  await form.getByLabel('E-mail').fill(original.contact.email ?? '');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Site settings saved').first()).toBeVisible();
  await expect(page.getByTestId('admin-site-changes')).toContainText('Artist name, Press features, Home page film');
  await expect(page.getByTestId('admin-site-changes')).toContainText('artist@example.com');

  // The first HTML of the home page carries them (no request waits for them).
  const html = await (await page.request.get('/')).text();
  const served = settingsIn(html)!;
  expect(html).toContain('Aroha Lane-Tūhoe</span>'); // rendered, not only carried
  expect(served.artistName).toBe('Aroha Lane-Tūhoe');
  expect(served.press[0]).toEqual({
    outlet: 'Canvas Weekly',
    title: 'Weather at the head of the lake',
    year: 2026,
    url: 'https://canvas.example/weather',
  });
  expect(served.press.slice(1)).toEqual(original.press);
  expect(served.heroFilm.videoUrl).toBe('https://youtu.be/e2eHeroFilm');
  expect(html).toContain('<meta property="og:site_name" content="Aroha Lane-Tūhoe"/>');

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Aroha Lane-Tūhoe NEW ZEALAND ARTIST' })).toBeVisible();
  const press = page.locator('#about').getByRole('listitem').first();
  await expect(press).toContainText('Canvas Weekly');
  await expect(press.getByRole('link', { name: 'Weather at the head of the lake' })).toHaveAttribute(
    'href',
    'https://canvas.example/weather',
  );
  await expect(page.getByTestId('hero-background-video')).toHaveAttribute('src', /\/embed\/e2eHeroFilm\?/);
  await expect(page.getByRole('contentinfo')).toContainText('Aroha Lane-Tūhoe');
});

test("she writes the home page's headline and the commissions' process and price guide, and the pages say so, titled with her name", async ({
  page,
}) => {
  await signIn(page);
  original = (await (await page.request.get('/api/site')).json()) as SiteSettings;

  await page.getByTestId('admin-tab-site').click();
  const form = page.getByTestId('admin-site-form');
  await form.getByLabel('Headline', { exact: true }).fill('Light on the Lake');
  await form.getByLabel('Second line').fill('Painted Where It Falls');
  await form.getByLabel('Words under the headline').fill('Oil paintings of Lake Wakatipu, begun and finished outdoors.');
  const process = form.getByTestId('admin-site-commission-process');
  await process.getByLabel('Step 1', { exact: true }).fill('A Walk Together');
  const prices = form.getByTestId('admin-site-commission-prices');
  await prices.getByLabel('Size 1 from (NZD)').fill('8100');
  await form.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Site settings saved').first()).toBeVisible();
  await expect(page.getByTestId('admin-site-changes')).toContainText('Home page headline, Commissions');

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Light on the LakePainted Where It Falls');
  await expect(page.getByText('Oil paintings of Lake Wakatipu, begun and finished outdoors.')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(original.artistName));

  await page.goto('/commissions');
  await expect(page.getByTestId('commission-steps').locator('h3').first()).toHaveText('A Walk Together');
  await expect(page.getByTestId('commission-price').first()).toHaveText('$8,100 NZD');
  await expect(page).toHaveTitle(`Commission Artwork | ${original.artistName}`);
});
