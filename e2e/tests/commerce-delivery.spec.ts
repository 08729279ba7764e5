import type { APIRequestContext, Page } from '@playwright/test';
import { COMMERCE_MESSAGES, type SaleRecord } from '@atelier/contracts';
import { BASE_URL } from '../playwright.config';
import { ADMIN, expect, test } from './journey';
import { createPainting, enterCheckoutDetails, hidePainting, NEW_ZEALAND_BUYER, useStripeDouble } from './commerce-fixtures';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** The artist's Orders list and its CSV export, read as she would (signed in). */
async function ordersSeenByArtist(request: APIRequestContext) {
  expect((await request.post('/api/admin/login', { data: ADMIN, headers: SAME_ORIGIN })).ok()).toBe(true);
  const list = (await (await request.get('/api/admin/orders')).json()) as SaleRecord[];
  const csv = await (await request.get('/api/admin/orders/export.csv')).text();
  return { list, csv };
}

/** A payment intent as the artist's Stripe dashboard shows it (the fake Stripe, asked with the secret key). */
async function intentAtStripe(id: string) {
  const response = await fetch(`${process.env.E2E_FAKE_STRIPE_URL}/v1/payment_intents/${id}`, {
    headers: { authorization: 'Bearer sk_test_e2e' },
  });
  return (await response.json()) as {
    receipt_email: string;
    shipping: { name: string; address: Record<string, string> };
    metadata: Record<string, string>;
  };
}

const created: number[] = [];
test.afterEach(async ({ request }) => {
  for (const id of created.splice(0)) await hidePainting(request, id);
});

test('a collector in the United Kingdom pays by card: the address takes the UK parts and reaches the order and Stripe', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  const title = `London Sale ${Date.now().toString(36)}`;
  const id = await createPainting(admin, title, 6900);
  created.push(id);
  await useStripeDouble(page);
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const intent = page.waitForResponse((response) => response.url().endsWith('/api/create-payment-intent') && response.ok());

  await page.goto(`/checkout/${id}`);
  await expect(page.getByTestId('checkout-shipping')).toHaveText('Free');
  await enterCheckoutDetails(page, {
    name: 'Eleanor Ashworth',
    email: 'eleanor@example.co.uk',
    address: {
      country: 'United Kingdom',
      fields: { 'Street address': '27 Fitzroy Square', 'Town or city': 'London', Postcode: 'W1T 6ES' },
    },
  });
  await expect(page.getByTestId('checkout-delivery-summary')).toHaveText('27 Fitzroy Square\nLondon W1T 6ES\nUnited Kingdom');
  const { paymentIntentId } = (await (await intent).json()) as { paymentIntentId: string };
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('painting-status')).toHaveText('SOLD', { timeout: 20_000 });
  // The buyer's name, e-mail and address travelled in request bodies only, never in an address.
  expect(addresses.filter((url) => /eleanor|ashworth|fitzroy/i.test(decodeURIComponent(url)))).toEqual([]);

  expect(await intentAtStripe(paymentIntentId)).toMatchObject({
    receipt_email: 'eleanor@example.co.uk',
    shipping: { name: 'Eleanor Ashworth', address: { line1: '27 Fitzroy Square', city: 'London', postal_code: 'W1T 6ES', country: 'GB' } },
    metadata: { buyerName: 'Eleanor Ashworth', paintingId: String(id) },
  });
  const { list, csv } = await ordersSeenByArtist(admin);
  expect(list.find((record) => record.paintingId === id)).toMatchObject({
    status: 'paid',
    buyerName: 'Eleanor Ashworth',
    buyerEmail: 'eleanor@example.co.uk',
    shipTo: '27 Fitzroy Square\nLondon W1T 6ES\nUnited Kingdom',
    delivery: 'ship',
  });
  expect(csv).toContain('Eleanor Ashworth');
  await admin.dispose();
});

test('a buyer collects from the Waipu studio: no shipping is charged and the order says pickup', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  const title = `Pickup Sale ${Date.now().toString(36)}`;
  const id = await createPainting(admin, title, 800);
  created.push(id);
  await useStripeDouble(page);

  await page.goto(`/checkout/${id}`);
  await expect(page.getByTestId('checkout-total')).toHaveText('$850.00 NZD');
  await enterCheckoutDetails(page, { name: 'Wiremu Tane', email: 'wiremu@example.nz', studio: 'Waipu studio' });
  await expect(page.getByTestId('checkout-total')).toHaveText('$800.00 NZD');
  await expect(page.getByTestId('checkout-delivery-summary')).toHaveText('Waipu studio, by appointment');
  await expect(page.getByTestId('checkout-pay')).toHaveText('Pay $800.00 NZD');
  await page.getByTestId('checkout-pay').click();
  await expect(page.getByTestId('painting-status')).toHaveText('SOLD', { timeout: 20_000 });

  const { list } = await ordersSeenByArtist(admin);
  expect(list.find((record) => record.paintingId === id)).toMatchObject({
    status: 'paid',
    amount: '800.00',
    buyerName: 'Wiremu Tane',
    delivery: 'pickup',
    pickupStudio: 'waipu',
    shipTo: null,
  });
  await admin.dispose();
});

test('opening the checkout five times, even entering details, without paying leaves the Orders list and its export as they were', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  const id = await createPainting(admin, `Window Shopping ${Date.now().toString(36)}`, 900);
  created.push(id);
  await useStripeDouble(page);
  const before = await ordersSeenByArtist(admin);

  for (let visit = 0; visit < 5; visit++) {
    await page.goto(`/checkout/${id}`);
    await expect(page.getByTestId('checkout-details-form')).toBeVisible();
    if (visit % 2) {
      await enterCheckoutDetails(page);
      await expect(page.getByTestId('stripe-double-element')).toBeVisible();
    }
  }
  const after = await ordersSeenByArtist(admin);
  expect(after.list).toEqual(before.list);
  expect(after.csv).toEqual(before.csv);
  const unfinished = (await (await admin.get('/api/admin/orders/unfinished')).json()) as { paintingId: number }[];
  expect(unfinished.filter((checkout) => checkout.paintingId === id)).toEqual([]);
  await admin.dispose();
});

test('the server refuses an incomplete address, an e-mail without @ and a country the form does not offer, naming the field, and charges nothing', async ({
  request,
}) => {
  const id = await createPainting(request, `Refusals ${Date.now().toString(36)}`, 900);
  created.push(id);
  const customerInfo = { name: 'Hana Whetu', email: 'hana@example.com' };
  const address = { line1: '12 Mull Street', city: 'Glenorchy', postal_code: '9372', country: 'NZ' };
  const cases = [
    {
      body: { customerInfo, shippingAddress: { ...address, line1: '' } },
      path: 'shippingAddress.line1',
      message: 'Street address is required',
    },
    {
      body: { customerInfo: { ...customerInfo, email: 'hana.example.com' }, shippingAddress: address },
      path: 'customerInfo.email',
      message: COMMERCE_MESSAGES.invalidEmail,
    },
    {
      body: { customerInfo, shippingAddress: { ...address, country: 'KP' } },
      path: 'shippingAddress.country',
      message: COMMERCE_MESSAGES.countryNotShipped,
    },
  ];
  for (const { body, path, message } of cases) {
    const answer = await request.post('/api/create-payment-intent', { data: { paintingId: id, ...body }, headers: SAME_ORIGIN });
    expect(answer.status()).toBe(400);
    const refusal = (await answer.json()) as { errors: { path: string; message: string }[]; clientSecret?: string };
    expect(refusal.errors).toContainEqual({ path, message });
    expect(refusal.clientSecret).toBeUndefined();
  }
  // …and nothing reached the card provider, so nothing can be charged: the painting is still for sale to anyone.
  const fine = await request.post('/api/create-payment-intent', {
    data: { paintingId: id, customerInfo, shippingAddress: address },
    headers: SAME_ORIGIN,
  });
  expect(fine.status()).toBe(200);
});

test('while a card buyer confirms their payment, another sees the painting Reserved and cannot check out', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(90_000);
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  const title = `Held Card ${Date.now().toString(36)}`;
  const id = await createPainting(admin, title, 1500);
  created.push(id);
  await useStripeDouble(page, 'pm_card_visa', { holdConfirmation: true });

  await page.goto(`/checkout/${id}`);
  await enterCheckoutDetails(page, NEW_ZEALAND_BUYER);
  const held = page.waitForResponse((response) => /\/api\/payments\/[^/]+\/reserve$/.test(response.url()) && response.ok());
  await page.getByTestId('checkout-pay').click();
  await held;

  const other = await browser.newContext({ baseURL: BASE_URL });
  const second = await other.newPage();
  await second.goto(`/painting/${id}`);
  await expect(second.getByTestId('painting-status')).toHaveText('Reserved');
  await expect(second.getByRole('link', { name: 'Purchase This Painting' })).toHaveCount(0);
  await second.goto(`/checkout/${id}`);
  await enterCheckoutDetails(second, { name: 'Second Buyer', email: 'second@example.nz', studio: 'Glenorchy studio' });
  await expect(second.getByTestId('checkout-card-refused')).toHaveText(COMMERCE_MESSAGES.paintingReserved);

  await page.evaluate(() => (window as unknown as { letCardThrough: () => void }).letCardThrough());
  await expect(page.getByTestId('painting-status')).toHaveText('SOLD', { timeout: 20_000 });
  await other.close();
  await admin.dispose();
});

/**
 * A checkout opened with the shell's entry script held back, and a buyer's details typed into the
 * server's markup: `release` lets the page become live. Every address the page asks for is kept.
 */
async function typedBeforeLive(page: Page, admin: APIRequestContext, title: string) {
  const id = await createPainting(admin, `${title} ${Date.now().toString(36)}`, 900);
  created.push(id);
  await useStripeDouble(page);
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.*.js', (route) => held.then(() => route.continue()));
  await page.goto(`/checkout/${id}`, { waitUntil: 'commit' });
  const form = page.getByTestId('checkout-details-form');
  await form.getByLabel('Full name').fill('Hana Whetu');
  await form.getByLabel('Email').fill('hana@example.com');
  await form.getByLabel('Street address').fill('12 Mull Street');
  await form.getByLabel('Town or city').fill('Glenorchy');
  await form.getByLabel('Postcode').fill('9372');
  return { id, form, release, addresses };
}

/** The payment step, with what she typed, which went into no address. */
async function expectPaymentStepFor(page: Page, addresses: string[]) {
  await expect(page.getByTestId('checkout-delivery-summary')).toHaveText('12 Mull Street\nGlenorchy 9372\nNew Zealand');
  await expect(page.getByTestId('checkout-details-summary')).toContainText('hana@example.com');
  expect(addresses.filter((url) => /hana|mull/i.test(decodeURIComponent(url)))).toEqual([]);
}

test('what a buyer types into the checkout before the page is live is kept, and goes into no address', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  const { form, release, addresses } = await typedBeforeLive(page, admin, 'Early Typist');
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectPaymentStepFor(page, addresses);
  await admin.dispose();
});

test("'Continue to Payment' pressed before the page is live keeps what was typed, and the page goes on to the payment once it is", async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  const { id, form, release, addresses } = await typedBeforeLive(page, admin, 'Early Presser');
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.isNavigationRequest()) posts.push(new URL(request.url()).pathname);
  });
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  // The server checked the details and sent the page back with what she typed.
  await expect(form.getByLabel('Street address')).toHaveValue('12 Mull Street');
  expect(posts).toEqual([`/checkout/${id}`]);
  release();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expectPaymentStepFor(page, addresses);
  await admin.dispose();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the details are checked by the server: each error beside its field, what was typed kept; complete, the page says paying needs JavaScript', async ({
    page,
    playwright,
  }) => {
    const admin = await playwright.request.newContext({ baseURL: BASE_URL });
    const id = await createPainting(admin, `Without Scripts ${Date.now().toString(36)}`, 900);
    created.push(id);
    // With JavaScript off the page is never live: nothing to wait for but its content.
    await page.goto(`/checkout/${id}`, { waitUntil: 'commit' });
    await page.waitForLoadState('domcontentloaded');
    const form = page.getByTestId('checkout-details-form');
    await form.getByLabel('Full name').fill('Hana Whetu');
    await form.getByLabel('Email').fill('hana@example.com');
    await form.getByLabel('Collect from a studio, by appointment').check();
    await form.getByRole('button', { name: 'Continue to Payment' }).click();

    // Collecting: the page comes back asking which studio, beside the studios, with her details kept.
    await expect(page.locator('#checkout-studio-error')).toHaveText(COMMERCE_MESSAGES.studioRequired);
    await expect(form.getByLabel('Full name')).toHaveValue('Hana Whetu');
    await expect(form.getByLabel('Collect from a studio, by appointment')).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));

    await form.getByLabel('Waipu studio').check();
    await form.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByTestId('checkout-details-checked')).toContainText('Paying online needs JavaScript');
    await expect(page.getByTestId('checkout-details-checked').getByRole('link', { name: 'contact us about this painting' })).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('hana@example.com');
    await expect(form.getByLabel('Waipu studio')).toBeChecked();
    await admin.dispose();
  });
});
