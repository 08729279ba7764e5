import type { Browser, Page } from '@playwright/test';
import { ADMIN, expect, signIn, test } from './journey';
import { newestLinkInOutbox } from './outbox';

/**
 * The admin's password reset as she uses it without JavaScript, and acting the moment the page
 * shows (render/README.md, Forms): asking for the link, following it from the outbox, setting the
 * new password, then signing in with it. The link's token goes in the form's body, never in an
 * address the form asks for; no address carries what was typed (the journey fixture checks every
 * request of every test).
 */

/** A password of her own for this journey, which the journey gives back afterwards. */
const NEW_PASSWORD = 'a-password-set-without-javascript';

/** Opens a page without waiting for it to be live: with JavaScript off it never is. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
}

/** The newest reset link sent after `since`, once it is there: `/password-reset?token=…`. */
async function resetLink(since: number): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(() => (link = newestLinkInOutbox({ key: 'password-reset', path: '/password-reset', since })), { timeout: 20_000 })
    .not.toBeNull();
  return link!;
}

/** Every POST the page sends: where to, and whether its body names the link's token. */
function posts(page: Page): { url: string; body: string }[] {
  const sent: { url: string; body: string }[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push({ url: request.url(), body: request.postData() ?? '' });
  });
  return sent;
}

/** Asks for a link at /password-reset; the page says it is on its way. */
async function askForLink(page: Page) {
  await open(page, '/password-reset');
  const card = page.getByTestId('admin-reset-request');
  await card.getByLabel('Email').fill(ADMIN.email);
  await card.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByTestId('admin-reset-success')).toHaveText('Password reset link has been sent to your email address.');
}

/** Sets `password` at the link's page; the page says it is done. */
async function setPassword(page: Page, link: string, password: string) {
  await open(page, link);
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm New Password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('admin-reset-success')).toHaveText(
    'Password has been reset successfully. You can now sign in with your new password.',
  );
}

/** Signs in with `password` (the dashboard needs JavaScript), then gives her the journeys' own password back. */
async function signInThenRestore(browser: Browser, baseURL: string, password: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const admin = await context.newPage();
  await signIn(admin, { email: ADMIN.email, password });
  const restored = await admin.request.post('/api/admin/account/password', {
    data: { currentPassword: password, newPassword: ADMIN.password },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(restored.status()).toBe(200);
  await context.close();
}

// A render process just started loads each remote's server code with its first page, which may
// miss the page's deadline (it then renders in the browser): the page is asked for once first.
test.beforeAll(async ({ request }) => {
  await expect.poll(async () => (await request.get('/password-reset')).text(), { timeout: 20_000 }).toContain('id="page-data"');
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('she asks for a link, follows it from the outbox, sets a new password and signs in with it', async ({ page, browser, baseURL }) => {
    test.setTimeout(60_000);
    const sent = posts(page);
    const requestedAt = Date.now() - 1000;
    await askForLink(page);
    await expect(page).toHaveURL(/\/password-reset$/);
    // A reload neither sends it again nor says it again.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    await expect(page.getByTestId('admin-reset-success')).toHaveCount(0);

    const link = await resetLink(requestedAt);
    const token = new URL(link, 'http://site').searchParams.get('token')!;
    await setPassword(page, link, NEW_PASSWORD);
    // The answer is at /password-reset: the token is in no address after the e-mailed link's own.
    await expect(page).toHaveURL(/\/password-reset$/);
    await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin-login');
    expect(sent.map(({ url }) => new URL(url).pathname + new URL(url).search)).toEqual(['/password-reset', '/password-reset']);
    expect(sent[1]!.body).toContain(`token=${token}`);
    // The browser that reset it is now one of hers: strangers' failed sign-ins cannot keep it out.
    expect(await page.context().cookies()).toContainEqual(
      expect.objectContaining({ name: 'atelier_device', path: '/api/admin/login', httpOnly: true }),
    );

    await signInThenRestore(browser, baseURL!, NEW_PASSWORD);
  });

  test('a missing or short password comes back with the error beside its field, and the link still works', async ({ page }) => {
    await open(page, '/password-reset?token=not-a-real-token');
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await expect(page.locator('#admin-new-password-error')).toHaveText('Password must be at least 12 characters long.');
    await expect(page.locator('#admin-confirm-password-error')).toHaveText('Passwords do not match.');
    // No password is written back into the page; the link's token is still in the form.
    await expect(page.getByLabel('New Password', { exact: true })).toHaveValue('');
    await expect(page.locator('input[name="token"]')).toHaveValue('not-a-real-token');

    // Then the service's own answer: this link is not valid.
    await page.getByLabel('New Password', { exact: true }).fill('long-enough-password');
    await page.getByLabel('Confirm New Password').fill('long-enough-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByTestId('admin-reset-error')).toHaveText(
      'This password reset link is invalid or has expired. Please request a new one.',
    );

    await open(page, '/password-reset');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.locator('#admin-reset-email-error')).toHaveText('Email is required');
  });
});

test.describe('acting the moment the page shows, before it is live', () => {
  test('the link asked for and the password set at once are taken, by the server or the script', async ({ page }) => {
    test.setTimeout(60_000);
    // A slow network: the page's scripts arrive well after its content.
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const requestedAt = Date.now() - 1000;
    await askForLink(page);
    const link = await resetLink(requestedAt);
    // The journeys' own password: the other journeys sign in with it.
    await setPassword(page, link, ADMIN.password);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const admin = await page.context().newPage();
    await signIn(admin);
  });
});
