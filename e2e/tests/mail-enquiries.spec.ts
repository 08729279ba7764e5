import { expect, signIn, test, toast } from './journey';

/**
 * svc-mailing throttles enquiries per address (5 per 10 minutes) and every journey comes from
 * 127.0.0.1: these send five, so the home form runs on the desktop project only.
 */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("the home form says 'Please fill in all fields.' sending nothing, then sends and clears", async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/inquiries') posts.push(request.url());
  });
  await page.goto('/#contact-form');
  const form = page.getByTestId('contact-form');
  await expect(form.getByRole('heading', { name: 'Send a Message' })).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');

  await form.getByLabel('First Name').fill('Aroha');
  await form.getByLabel('Email').fill('aroha@example.nz');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page)).toContainText('Error');
  await expect(toast(page)).toContainText('Please fill in all fields.');
  expect(posts).toHaveLength(0);

  // The server's reason shows under the field it is about.
  const id = unique();
  await form.getByLabel('Last Name').fill(`Ngata ${id}`);
  await form.getByLabel('Inquiry Type').selectOption({ label: 'General Inquiry' });
  await form.getByLabel('Message').fill('Winter?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page)).toContainText('Message must be at least 10 characters');
  await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#contact-message-error')).toHaveText('Message must be at least 10 characters');
  await form.getByLabel('Message').fill('Do you run painting days in winter as well?');
  await expect(form.locator('#contact-message-error')).toHaveCount(0);
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/inquiries');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(toast(page)).toContainText('Message Sent');
  await expect(toast(page)).toContainText("Thank you for your inquiry. We'll get back to you soon!");
  await expect(form.getByLabel('First Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('Enquire About This Piece lands on the contact form prefilled for that painting, and the admin sees the painting', async ({
  page,
  request,
}) => {
  const paintings = (await (await request.get('/api/paintings')).json()) as {
    id: number;
    title: string;
    images: unknown[];
  }[];
  await page.goto('/collection');
  // The first painting whose page offers Enquire (an available one).
  let found = false;
  for (const painting of paintings) {
    await page.goto(`/painting/${painting.id}`);
    const enquire = page.getByRole('link', { name: 'Enquire About This Piece' });
    const title = page.getByTestId('painting-title');
    await expect(title).toBeVisible();
    if ((await enquire.count()) === 0) continue;
    found = true;
    await enquire.click();
    await expect(page).toHaveURL(/\/\?.*#contact-form$/);
    const params = new URL(page.url()).searchParams;
    const form = page.getByTestId('contact-form');
    await expect(form.getByLabel('Inquiry Type')).toHaveValue('painting-purchase');
    expect(params.get('paintingId')).toBe(String(painting.id));
    // The price as the site writes prices: '$12,800 NZD'.
    const price = `${params.get('currency')}${Number(params.get('price')).toLocaleString('en-NZ')} ${params.get('code')}`;
    await expect(form.getByLabel('Message')).toHaveValue(
      `I'm interested in "${painting.title}" (${params.get('size')}) priced at ${price}. Could you please provide more information about this piece?`,
    );
    await expect(page.locator('#contact-form')).toBeInViewport();

    // Back to the painting and forward again: the address is read again.
    await page.goBack();
    await expect(page.getByTestId('painting-title')).toBeVisible();
    await page.goForward();
    await expect(page.getByTestId('contact-form').getByLabel('Inquiry Type')).toHaveValue('painting-purchase');

    // Sent, the enquiry names the painting; the artist sees its picture and title, opening its page.
    const lastName = `Collector ${unique()}`;
    await form.getByLabel('First Name').fill('Hemi');
    await form.getByLabel('Last Name').fill(lastName);
    await form.getByLabel('Email').fill('hemi@example.nz');
    const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/inquiries');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ inquiryType: 'painting-purchase', paintingId: painting.id });

    await signIn(page);
    await page.getByRole('tab', { name: 'Enquiries' }).click();
    const row = page.getByTestId('admin-enquiries-row').filter({ hasText: lastName });
    const about = row.getByTestId('admin-enquiries-painting');
    await expect(about).toHaveAttribute('href', `/painting/${painting.id}`);
    await expect(about).toContainText(painting.title);
    if (painting.images.length > 0) await expect(about.getByTestId('admin-enquiries-thumbnail')).toBeVisible();
    break;
  }
  expect(found).toBe(true);
});

test("the commissions page's 'Request a Commission' form sends a commission enquiry", async ({ page }) => {
  await page.goto('/commissions');
  await expect(page.getByRole('heading', { name: 'Request a Commission' })).toBeVisible();
  const form = page.getByTestId('enquiry-form');
  await expect(form.getByLabel('Inquiry Type')).toHaveValue('commission');

  await form.getByLabel('Message').fill('Short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('First name is required')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();

  await form.getByLabel('First Name').fill('Tom');
  await form.getByLabel('Last Name').fill(`Hart ${unique()}`);
  await form.getByLabel('Email').fill('tom@example.com');
  await form.getByLabel('Message').fill('A painting of the bay below our bach at Waipu, about 20 x 24 inches.');
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/inquiries');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ inquiryType: 'commission', firstName: 'Tom' });
  await expect(toast(page)).toContainText('Message Sent');
  await expect(form.getByLabel('First Name')).toHaveValue('');
});

test('the admin reads an enquiry in the Enquiries tab', async ({ page, request }) => {
  const lastName = `Enquirer ${unique()}`;
  const created = await request.post('/api/inquiries', {
    data: {
      firstName: 'Mere',
      lastName,
      email: 'mere@example.nz',
      phone: '+64 21 555 0199',
      inquiryType: 'painting-adventure',
      message: 'Is there room for two on a day in March?',
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page);
  await page.getByRole('tab', { name: 'Enquiries' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=enquiries$/);
  const row = page.getByTestId('admin-enquiries-row').filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('admin-enquiries-type')).toHaveText('Painting Adventure');
  await expect(row.getByTestId('admin-enquiries-status')).toHaveText('Unread');
  await expect(row).toContainText('+64 21 555 0199');
  await expect(row.getByTestId('admin-enquiries-email')).toHaveAttribute('href', /^mailto:mere@example\.nz/);
  // Newest first.
  await expect(page.getByTestId('admin-enquiries-row').first()).toContainText(lastName);

  await row.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(row.getByTestId('admin-enquiries-status')).toHaveText('Read');
  await page.reload();
  await expect(page.getByTestId('admin-enquiries-row').filter({ hasText: lastName }).getByTestId('admin-enquiries-status')).toHaveText(
    'Read',
  );
});
