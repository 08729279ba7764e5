import { isSold, type AdventureAvailability, type Painting } from '@atelier/contracts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './journey';
import { newestLinkInOutbox } from './outbox';

/**
 * The rest of the public forms as a visitor without JavaScript uses them, and as one who acts the
 * moment the page shows (render/README.md, Forms): the commission enquiry, the booking request, the
 * buttons of the e-mailed links (a booking's and a subscription's confirmation, unsubscribing), and
 * the checkout, which says what to do instead. No address carries what was typed (the journey
 * fixture checks every request of every test).
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens a page without waiting for it to be live: with JavaScript off it never is. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
}

/** The artist's admin, signed in in a context of its own (with JavaScript), at `tab`. */
async function inAdmin(browser: Browser, baseURL: string, tab: 'Enquiries' | 'Newsletter' | 'Bookings') {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const admin = await context.newPage();
  await signIn(admin);
  await admin.getByRole('tab', { name: tab }).click();
  return { admin, close: () => context.close() };
}

/** A day nobody has booked, far enough ahead and different for each run: 'YYYY-MM-DD'. */
async function freeDay(request: APIRequestContext): Promise<string> {
  const { bookedDates, lastBookableDate } = (await (await request.get('/api/adventures/availability')).json()) as AdventureAvailability;
  for (let attempt = 0; attempt < 200; attempt++) {
    const day = new Date(Date.now() + (10 + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10);
    if (day <= lastBookableDate && !bookedDates.includes(day)) return day;
  }
  throw new Error('No free day to book');
}

/** The newest e-mailed link to `path` sent to `email`, once it is there. */
async function linkFor(key: string, email: string, path: string, since: number): Promise<string> {
  let link: string | null = null;
  await expect.poll(() => (link = newestLinkInOutbox({ key, to: email, path, since })), { timeout: 20_000 }).not.toBeNull();
  return link!;
}

// A render process just started loads each remote's server code with its first page, which may
// miss the page's deadline (it then renders in the browser): its pages are asked for once first.
test.beforeAll(async ({ request }) => {
  for (const path of ['/commissions', '/booking', '/booking/confirm', '/newsletter/confirm', '/'])
    await expect.poll(async () => (await request.get(path)).text(), { timeout: 20_000 }).toContain('id="page-data"');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the commission form posts, says it was sent, and the admin lists a commission enquiry', async ({ page, browser, baseURL }) => {
    const lastName = `Tane ${unique()}`;
    await open(page, '/commissions');
    const form = page.getByTestId('enquiry-form');
    await expect(form).toHaveAttribute('method', 'post');
    await form.getByLabel('First Name').fill('Mere');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByLabel('Email').fill('mere.tane@example.nz');
    await form.getByLabel('Message').fill('A large canvas of Lake Wanaka at dawn, please.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('enquiry-form-notice')).toContainText("Thank you for your inquiry. We'll get back to you soon!");

    const { admin, close } = await inAdmin(browser, baseURL!, 'Enquiries');
    const row = admin.getByTestId('admin-enquiries-row').filter({ hasText: lastName });
    await expect(row.getByTestId('admin-enquiries-type')).toHaveText('Commission Artwork');
    await close();
  });

  test('a booking request posts, says to confirm by e-mail, the admin lists it, and the e-mailed link confirms it', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.slow();
    const email = `hemi.${unique()}@example.nz`;
    const day = await freeDay(request);
    const since = Date.now() - 1000;
    await open(page, '/booking');
    await page.getByTestId('booking-adventure').selectOption({ index: 1 });
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.getByLabel('First Name', { exact: true }).fill('Hemi');
    await page.getByLabel('Last Name', { exact: true }).fill('Walker');
    await page.getByText('1 Guest', { exact: true }).click();
    await page.getByLabel('Email Address').fill(email);
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Book Your Adventure!' }).click();
    expect((await posted).status()).toBe(303);
    await page.waitForURL(/\/booking#booking-sent$/);
    await expect(page.getByTestId('booking-check-email')).toContainText('Please confirm your booking by e-mail');
    await expect(page.getByTestId('booking-check-email')).toContainText('Your painting adventure booking has been submitted successfully!');

    const { admin, close } = await inAdmin(browser, baseURL!, 'Bookings');
    const row = admin.getByTestId('admin-bookings-row').filter({ hasText: email });
    await expect(row.getByTestId('admin-bookings-name')).toHaveText('Hemi Walker');
    await expect(row.getByTestId('admin-bookings-status')).toHaveText('Pending');
    await expect(row.getByTestId('admin-bookings-hold')).toContainText('Not confirmed by the guest yet');

    // The e-mailed link: its page sends no Referer, and its button posts the token in the body.
    const link = await linkFor('-request', email, '/booking/confirm', since);
    await open(page, link);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    const confirmed = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Confirm my booking' }).click();
    const post = (await confirmed).request();
    expect(new URL(post.url()).search).toBe('');
    expect(post.postData()).toContain('token=');
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');

    // The guest has confirmed: the day no longer waits for them (the artist confirms it in turn).
    await admin.reload();
    await admin.getByRole('tab', { name: 'Bookings' }).click();
    await expect(row.getByTestId('admin-bookings-name')).toHaveText('Hemi Walker');
    await expect(row.getByTestId('admin-bookings-hold')).toHaveCount(0);
    await close();
  });

  test('a booking with a missing field comes back with the error beside it and what was typed', async ({ page, request }) => {
    const day = await freeDay(request);
    await open(page, '/booking');
    await page.getByTestId('booking-adventure').selectOption({ index: 1 });
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.getByLabel('First Name', { exact: true }).fill('Hemi');
    await page.getByText('2 Guests', { exact: true }).click();
    // Guest 2 shows for two guests, without a script.
    await expect(page.getByLabel('Guest 2 First Name')).toBeVisible();
    await page.getByLabel('Email Address').fill('hemi.walker@example.nz');
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Book Your Adventure!' }).click();
    expect((await posted).status()).toBe(400);
    await page.waitForLoadState('domcontentloaded');
    await expect(page.locator('#booking-last-name-error')).toHaveText('Last name must be at least 2 characters');
    await expect(page.getByLabel('Last Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Hemi');
    await expect(page.getByLabel('Email Address')).toHaveValue('hemi.walker@example.nz');
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(day);
    await expect(page.locator('#booking-guest2-first-name-error')).toHaveText(
      'Guest 2 first and last names are required when booking for 2 guests',
    );
    expect(new URL(page.url()).search).toBe('');
  });

  test('the newsletter confirmation and unsubscribe buttons post their token, and the admin sees the subscriber active', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const email = `kiri.${unique()}@example.nz`;
    const since = Date.now() - 1000;
    await open(page, '/');
    const form = page.getByTestId('newsletter-form');
    await form.getByLabel('First name').fill('Kiri');
    await form.getByLabel('Last name').fill('Te Kanawa');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('newsletter-notice')).toContainText('Please check your inbox and confirm your subscription.');

    await open(page, await linkFor('newsletter-confirm', email, '/newsletter/confirm', since));
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByTestId('newsletter-link-done')).toHaveText("You've been subscribed to our newsletter.");
    expect(new URL(page.url()).search).toBe('');

    const { admin, close } = await inAdmin(browser, baseURL!, 'Newsletter');
    const row = admin.getByTestId('admin-newsletter-row').filter({ hasText: email });
    await expect(row.getByTestId('admin-newsletter-status')).toHaveText('Active');

    await open(page, await linkFor('newsletter-welcome', email, '/newsletter/unsubscribe', since));
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByTestId('newsletter-link-done')).toHaveText('You have been unsubscribed. We are sorry to see you go.');
    await admin.reload();
    await admin.getByRole('tab', { name: 'Newsletter' }).click();
    await expect(row.getByTestId('admin-newsletter-status')).toHaveText('Unsubscribed');
    await close();
  });

  test('a link whose token is not valid says so, and sends nothing that reaches an address', async ({ page }) => {
    await open(page, `/newsletter/confirm?token=${'x'.repeat(43)}`);
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await expect(page.getByTestId('newsletter-link-error')).toHaveText(
      'This confirmation link is not valid any more. Please sign up again from the form below.',
    );
    await open(page, `/booking/confirm?token=${'x'.repeat(43)}`);
    await page.getByRole('button', { name: 'Confirm my booking' }).click();
    await expect(page.getByTestId('booking-confirm-error')).toBeVisible();
  });

  test('the checkout says plainly that paying needs JavaScript, and how to enquire instead', async ({ page, request }) => {
    const paintings = (await (await request.get('/api/paintings')).json()) as Painting[];
    const available = paintings.find((painting) => !isSold(painting))!;
    await open(page, `/checkout/${available.id}`);
    const notice = page.getByTestId('checkout-needs-javascript');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Paying online needs JavaScript');
    await notice.getByRole('link', { name: 'contact us about this painting' }).click();
    await expect(page.getByTestId('contact-form')).toBeVisible();
  });
});

test.describe('acting the moment the page shows, before it is live', () => {
  test('the booking request filled in before the page is live is taken, by the server or the script', async ({ page, request }) => {
    const email = `early.${unique()}@example.nz`;
    const day = await freeDay(request);
    // A slow network: the page's scripts arrive well after its content.
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await open(page, '/booking');
    await page.getByTestId('booking-adventure').selectOption({ index: 1 });
    // Before the page is live the day is typed (the calendar's days act once it is).
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.getByLabel('First Name', { exact: true }).fill('Early');
    await page.getByLabel('Last Name', { exact: true }).fill('Bird');
    await page.getByText('1 Guest', { exact: true }).click();
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Book Your Adventure!' }).click();
    await expect(page.getByTestId('booking-check-email')).toContainText('Please confirm your booking by e-mail');
  });

  test('a day typed before the page is live is the day the calendar holds once it is', async ({ page, request }) => {
    const day = await freeDay(request);
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await open(page, '/booking');
    // Until then no calendar shows: its days would do nothing when pressed.
    await expect(page.getByTestId('booking-calendar')).toHaveCount(0);
    await page.getByLabel('Date', { exact: true }).fill(day);
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await expect(page.getByLabel('Date', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('booking-calendar')).toBeVisible();
    await expect(page.getByTestId('booking-selected-date')).toContainText(
      new Intl.DateTimeFormat('en-NZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${day}T00:00:00Z`),
      ),
    );
  });

  test('the commission form and the newsletter sign-up sent at once are taken', async ({ page }) => {
    await open(page, '/commissions');
    const form = page.getByTestId('enquiry-form');
    await form.getByLabel('First Name').fill('Early');
    await form.getByLabel('Last Name').fill(`Bird ${unique()}`);
    await form.getByLabel('Email').fill('early.bird@example.nz');
    await form.getByLabel('Message').fill('A commission asked for the moment the page showed.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page.getByTestId('enquiry-form-notice').or(page.locator('section[aria-label="Notifications (F8)"] [role=status]')),
    ).toContainText("Thank you for your inquiry. We'll get back to you soon!");

    await open(page, '/adventures');
    const newsletter = page.getByTestId('newsletter-form');
    await newsletter.getByLabel('First name').fill('Early');
    await newsletter.getByLabel('Last name').fill('Bird');
    await newsletter.getByLabel('Email').fill(`early.${unique()}@example.nz`);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByTestId('newsletter-notice').or(page.locator('section[aria-label="Notifications (F8)"] [role=status]')),
    ).toContainText('Please check your inbox and confirm your subscription.');
  });

  test("a painting's Enquire link, followed at once, lands on the contact form prefilled for it", async ({ page, request }) => {
    const paintings = (await (await request.get('/api/paintings')).json()) as Painting[];
    const painting = paintings.find((candidate) => !isSold(candidate))!;
    await open(page, `/painting/${painting.id}`);
    await page.getByRole('link', { name: 'Enquire About This Piece' }).click();
    await page.waitForURL(/\/\?painting=.*#contact-form$/);
    await expect(page.getByTestId('contact-form').getByLabel('Message')).toHaveValue(
      new RegExp(`I'm interested in "${painting.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
    );
  });
});
