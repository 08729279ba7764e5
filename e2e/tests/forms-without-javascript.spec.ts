import type { Browser, Page } from '@playwright/test';
import { expect, signIn, test } from './journey';

/**
 * The public forms as a visitor without JavaScript uses them (blocked, failed, a reader mode), and
 * as one who acts the moment the page shows, before it is live: the form posts to the server,
 * which answers by post/redirect/get (render/README.md, Forms). What was typed never goes into an
 * address, and is never lost.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens a page without waiting for it to be live: with JavaScript off it never is. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForLoadState('domcontentloaded');
}

/** Every address the page asks for, to check none carries what the visitor typed. */
function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** A row of the admin's tab that names `text`, seen by the artist signed in elsewhere. */
async function inAdmin(browser: Browser, baseURL: string, tab: 'Enquiries' | 'Newsletter') {
  // Contexts made in a test take the file's options: the admin needs JavaScript.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const admin = await context.newPage();
  await signIn(admin);
  await admin.getByRole('tab', { name: tab }).click();
  return { admin, close: () => context.close() };
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form posts, the page says it was sent, and the admin lists the enquiry', async ({ page, browser, baseURL }) => {
    const urls = requestedUrls(page);
    const lastName = `Ngata ${unique()}`;
    const message = 'Do you run painting days in winter as well?';
    await open(page, '/#contact-form');
    const form = page.getByTestId('contact-form');
    await expect(form).toHaveAttribute('method', 'post');
    await form.getByLabel('First Name').fill('Aroha');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByLabel('Email').fill('aroha@example.nz');
    await form.getByLabel('Inquiry Type').selectOption({ label: 'General Inquiry' });
    await form.getByLabel('Message').fill(message);
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).status()).toBe(303);
    await page.waitForURL(/\/#contact-form$/);
    await expect(page.getByTestId('contact-form-notice')).toHaveText(
      "Message Sent Thank you for your inquiry. We'll get back to you soon!",
    );
    await expect(form.getByLabel('Message')).toHaveValue('');
    // A reload does not send it again, nor say so again.
    await page.reload({ waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    await expect(page.getByTestId('contact-form')).toBeVisible();
    await expect(page.getByTestId('contact-form-notice')).toHaveCount(0);
    expect(urls.filter((url) => /Aroha|Ngata|aroha%40|winter/i.test(url))).toEqual([]);

    const { admin, close } = await inAdmin(browser, baseURL!, 'Enquiries');
    const row = admin.getByTestId('admin-enquiries-row').filter({ hasText: lastName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(message);
    await expect(row.getByTestId('admin-enquiries-type')).toHaveText('General Inquiry');
    await close();
  });

  test('a contact form with a missing field comes back with the error beside it and what was typed', async ({ page }) => {
    await open(page, '/#contact-form');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('First Name').fill('Aroha');
    await form.getByLabel('Email').fill('aroha@example.nz');
    await form.getByLabel('Inquiry Type').selectOption({ label: 'General Inquiry' });
    await form.getByLabel('Message').fill('Do you run painting days in winter as well?');
    const posted = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).status()).toBe(400);
    await page.waitForLoadState('domcontentloaded');
    const again = page.getByTestId('contact-form');
    await expect(again.locator('#contact-last-name-error')).toHaveText('Last name is required');
    await expect(again.getByLabel('Last Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('contact-form-notice')).toHaveText('Please fill in all fields.');
    await expect(again.getByLabel('First Name')).toHaveValue('Aroha');
    await expect(again.getByLabel('Email')).toHaveValue('aroha@example.nz');
    await expect(again.getByLabel('Inquiry Type')).toHaveValue('general');
    await expect(again.getByLabel('Message')).toHaveValue('Do you run painting days in winter as well?');
    await expect(again.locator('#contact-first-name-error')).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
  });

  test("the footer's newsletter sign-up posts from any page, says to confirm from the e-mail, and the admin sees a pending subscriber", async ({
    page,
    browser,
    baseURL,
  }) => {
    const urls = requestedUrls(page);
    const email = `aroha.${unique()}@example.nz`;
    await open(page, '/collection');
    const form = page.getByTestId('newsletter-form');
    await form.getByLabel('First name').fill('Aroha');
    await form.getByLabel('Last name').fill('Ngata');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForURL(/\/collection#newsletter$/);
    await expect(page.getByTestId('newsletter-notice')).toHaveText('Success! Please check your inbox and confirm your subscription.');
    expect(urls.filter((url) => url.includes(email.split('@')[0]!) || /Aroha|Ngata/.test(url))).toEqual([]);

    // A missing field: the error beside it, and the rest as typed.
    await form.getByLabel('First name').fill('Aroha');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForLoadState('domcontentloaded');
    await expect(page.locator('#newsletter-last-name-error')).toHaveText('Last name is required');
    await expect(page.getByTestId('newsletter-form').getByLabel('Email')).toHaveValue(email);

    const { admin, close } = await inAdmin(browser, baseURL!, 'Newsletter');
    const row = admin.getByTestId('admin-newsletter-row').filter({ hasText: email });
    await expect(row.getByTestId('admin-newsletter-status')).toHaveText('Pending');
    await close();
  });
});

test('a visitor who sends the contact form the moment the page shows, before it is live, never puts what was typed in an address', async ({
  page,
}) => {
  const urls = requestedUrls(page);
  const lastName = `Ngata${unique()}`;
  await open(page, '/#contact-form');
  const form = page.getByTestId('contact-form');
  await form.getByLabel('First Name').fill('Aroha');
  await form.getByLabel('Last Name').fill(lastName);
  await form.getByLabel('Email').fill('aroha.early@example.nz');
  await form.getByLabel('Inquiry Type').selectOption({ label: 'General Inquiry' });
  await form.getByLabel('Message').fill('Sent before the page was live.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  // Sent by the server or by the script, whichever was there first: either way it says so.
  await expect(
    page.getByTestId('contact-form-notice').or(page.locator('section[aria-label="Notifications (F8)"] [role=status]')),
  ).toContainText("Thank you for your inquiry. We'll get back to you soon!");
  const leaked = urls.filter((url) => /Aroha|aroha\.early|Sent(%20|\+)before/i.test(url) || url.includes(lastName));
  expect(leaked).toEqual([]);
});
