import { expect, signIn, signUpForNewsletter, test, toast } from './journey';
import { newestLinkInOutbox } from './outbox';

const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.nz`;

test("the footer newsletter sends nothing without '@', then asks to confirm; the e-mail's link subscribes, one click unsubscribes @phone", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/newsletter') posts.push(sent.url());
  });
  await page.goto('/privacy-policy');
  const form = await signUpForNewsletter(page, 'aroha.example.nz');
  await page.waitForTimeout(300);
  expect(posts).toHaveLength(0);
  await expect(toast(page)).toHaveCount(0);

  const email = uniqueEmail('aroha');
  const since = Date.now() - 1000;
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toast(page)).toContainText('Success!');
  await expect(toast(page)).toContainText('Please check your inbox and confirm your subscription.');
  await expect(form.getByLabel('Email')).toHaveValue('');
  expect(posts).toHaveLength(1);

  // Double opt-in: the artist sees the sign-up waiting, and Mailchimp hears nothing yet.
  await signIn(page);
  await page.goto('/admin?tab=newsletter');
  const row = page.getByTestId('admin-newsletter-row').filter({ hasText: email });
  await expect(row.getByTestId('admin-newsletter-status')).toHaveText('Pending');

  let link: string | null = null;
  await expect
    .poll(() => (link = newestLinkInOutbox({ key: 'newsletter-confirm', to: email, path: '/newsletter/confirm', since })))
    .not.toBeNull();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByTestId('newsletter-link-done')).toHaveText("You've been subscribed to our newsletter.");

  await page.goto('/admin?tab=newsletter');
  await expect(row.getByTestId('admin-newsletter-status')).toHaveText('Active');

  // The welcome e-mail's one-click unsubscribe, as a mail program sends it (RFC 8058), through the gateway.
  let unsubscribe: string | null = null;
  await expect
    .poll(() => (unsubscribe = newestLinkInOutbox({ key: 'newsletter-welcome', to: email, path: '/newsletter/unsubscribe', since })))
    .not.toBeNull();
  const token = new URL(unsubscribe!, 'http://site').searchParams.get('token');
  const oneClick = await page.request.post(`/api/newsletter/unsubscribe/${token}`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
  await page.reload();
  await expect(row.getByTestId('admin-newsletter-status')).toHaveText('Unsubscribed');

  // The page of the same link says so too, without an error.
  await page.goto(unsubscribe!);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByTestId('newsletter-link-done')).toHaveText('You have been unsubscribed. We are sorry to see you go.');
});

test('the admin cancels a sign-up and subscribes someone herself', async ({ page, request }) => {
  const email = uniqueEmail('tom');
  expect((await request.post('/api/newsletter', { data: { email, firstName: 'Tom', lastName: 'Hart' } })).ok()).toBe(true);

  await signIn(page);
  await page.goto('/admin?tab=newsletter');
  for (const name of ['Test Connection', 'Sync Newsletter', 'Sync Customers'])
    await expect(page.getByRole('button', { name })).toBeVisible();
  const row = page.getByTestId('admin-newsletter-row').filter({ hasText: email });
  await expect(row.getByTestId('admin-newsletter-status')).toHaveText('Pending');

  await row.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(row.getByTestId('admin-newsletter-status')).toHaveText('Unsubscribed');
  await expect(row.getByRole('button', { name: 'Subscribe' })).toBeVisible();

  await row.getByRole('button', { name: 'Subscribe' }).click();
  await expect(row.getByTestId('admin-newsletter-status')).toHaveText('Active');
  await page.reload();
  await expect(page.getByTestId('admin-newsletter-row').filter({ hasText: email }).getByTestId('admin-newsletter-status')).toHaveText(
    'Active',
  );

  // Without Mailchimp credentials in the journeys' stack the test says so in the SPEC's words.
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(toast(page)).toContainText(/Mailchimp connection (successful|failed\. Check your API credentials\.)/);
});
