import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import type { Adventure } from '@atelier/contracts';
import { expect, pageDataIn, signIn, signUpForNewsletter, test, toast } from '../tests/journey';
import { pickFreeDay } from '../tests/visitor-fixtures';

/**
 * What a visitor and the artist do first on a new compose deployment, through its published
 * gateway. What it made is written to COMPOSE_STATE_FILE, for the restart, persistence and
 * backup checks that follow (scripts/ci/compose-stack.mjs).
 */
const env = (name: string) =>
  process.env[name] ??
  (() => {
    throw new Error(`${name} is not set`);
  })();
const ADMIN = { email: env('COMPOSE_ADMIN_EMAIL'), password: env('COMPOSE_ADMIN_PASSWORD') };
const MAILPIT = env('COMPOSE_MAILPIT_URL');
const made: Record<string, unknown> = {};

test.describe.configure({ mode: 'serial' });
test.afterAll(() => writeFileSync(env('COMPOSE_STATE_FILE'), JSON.stringify(made, null, 2)));

test('the artist signs in and adds a painting with an uploaded image', async ({ page }) => {
  await signIn(page, ADMIN);
  const title = `First Light, Glenorchy ${Date.now()}`;
  await page.getByRole('button', { name: 'Add Painting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Painting' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Width (inches)').fill('12');
  await dialog.getByLabel('Height (inches)').fill('16');
  await dialog.getByRole('button', { name: 'Use suggested price' }).click();
  await dialog.getByRole('button', { name: 'Create Painting' }).click();
  await expect(toast(page, 'Painting created! You can now add images.')).toBeVisible();

  const editDialog = page.getByRole('dialog', { name: 'Edit Painting' });
  await editDialog.getByRole('button', { name: 'Add Image' }).click();
  const addImage = page.getByRole('dialog', { name: 'Add Image' });
  const image = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 190, g: 120, b: 70 } } })
    .jpeg()
    .toBuffer();
  await addImage.getByTestId('admin-image-files').setInputFiles([{ name: 'first-light.jpg', mimeType: 'image/jpeg', buffer: image }]);
  await addImage.getByRole('button', { name: 'Upload Image' }).click();
  await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
  await expect(editDialog.getByTestId('admin-image-card')).toHaveCount(1);
  made.title = title;
});

test('a visitor finds it on the home page, in the collection and on its own page, its image from /media/', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Painted En Plein Air');

  await page.goto('/collection');
  const card = page.getByTestId('collection-card').filter({ hasText: made.title as string });
  await expect(card).toBeVisible();
  const cardImage = card.locator('img');
  await expect(cardImage).toHaveAttribute('src', /^\/media\/paintings\/\d+\//);
  await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  await card.click();
  await expect(page).toHaveURL(/\/painting\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: made.title as string })).toBeVisible();
  made.paintingPath = new URL(page.url()).pathname;
  const image = page.locator('main img[src^="/media/"]').first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  made.imagePath = await image.getAttribute('src');

  // The render container rendered its page: the first HTML has the painting and the data it hydrates from.
  const first = await (await page.request.get(made.paintingPath as string)).text();
  expect(first).toContain(`<title>${made.title as string} |`);
  expect(first).toMatch(/<div id="root">.*<h1[^>]*>/s);
  expect(pageDataIn(first)?.remotes).toContain('shop/PaintingDetailPage');
});

test('a visitor books an adventure and the artist sees it', async ({ page }) => {
  const adventures = (await (await page.request.get('/api/adventures')).json()) as Adventure[];
  expect(adventures.length).toBeGreaterThan(0);
  const email = `guest.${Date.now()}@example.nz`;
  await page.goto('/booking');
  await page.getByLabel('Adventure', { exact: true }).selectOption(String(adventures[0]!.id));
  made.bookingDate = await pickFreeDay(page.getByTestId('booking-calendar'), 2);
  await page.getByLabel('First Name', { exact: true }).fill('Aroha');
  await page.getByLabel('Last Name', { exact: true }).fill('Ngata');
  await page.getByText('1 Guest', { exact: true }).click();
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Book Your Adventure!' }).click();
  await expect(toast(page, 'Booking Created')).toBeVisible();
  made.bookingEmail = email;

  await signIn(page, ADMIN);
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await expect(page.getByTestId('admin-bookings-row').filter({ hasText: email })).toBeVisible();
});

test('an enquiry reaches the artist through the mail catcher, and a visitor joins the newsletter', async ({ page, request }) => {
  const subject = `Winter workshops ${Date.now()}`;
  await page.goto('/#contact-form');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('First Name').fill('Mere');
  await form.getByLabel('Last Name').fill('Ngata');
  await form.getByLabel('Email').fill('mere@example.nz');
  await form.getByLabel('Inquiry Type').selectOption({ label: 'General Inquiry' });
  await form.getByLabel('Message').fill(subject);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page)).toContainText('Message Sent');
  await expect
    .poll(
      async () => {
        const inbox = (await (await request.get(`${MAILPIT}/api/v1/messages`)).json()) as { messages: { To: { Address: string }[] }[] };
        return inbox.messages.flatMap((message) => message.To.map((to) => to.Address));
      },
      { timeout: 30_000 },
    )
    .toContain(env('COMPOSE_ARTIST_EMAIL'));

  const subscriber = `reader.${Date.now()}@example.nz`;
  await signUpForNewsletter(page, subscriber, ['Hine', 'Walker']);
  await expect(toast(page)).toContainText('Success!');
  made.subscriberEmail = subscriber;
});

test('a path no page has answers 404 with the not-found page, which reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const answer = await page.goto('/any/unknown/path');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await context.close();
});
