import { BASE_URL } from '../playwright.config';
import { expect, signIn, test } from './journey';
import { addImage, createPainting, enterCheckoutDetails, hidePainting } from './commerce-fixtures';
import { emailInOutbox } from './outbox';

/**
 * A stand-in for the PayPal JS SDK (served in its place by request routing): one button that
 * runs the checkout's `createOrder` and, as if the buyer approved in PayPal's window, `onApprove`.
 * The orders themselves go through svc-commerce to the fake PayPal server, which approves them.
 */
const PAYPAL_SDK_DOUBLE = `
window.paypal = {
  Buttons: function (options) {
    return {
      render: function (node) {
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Pay with PayPal';
        button.setAttribute('data-testid', 'paypal-double-button');
        button.onclick = async function () {
          try {
            var orderID = await options.createOrder();
            await options.onApprove({ orderID: orderID });
          } catch (error) {
            if (options.onError) options.onError(error);
          }
        };
        node.appendChild(button);
        return Promise.resolve();
      },
    };
  },
};
`;

/** The same stand-in, but the buyer approves in PayPal's window only when the journey calls `approvePaypal()`. */
const PAYPAL_SDK_AWAITING_APPROVAL = PAYPAL_SDK_DOUBLE.replace(
  'await options.onApprove({ orderID: orderID });',
  'await new Promise(function (resolve) { window.approvePaypal = resolve; }); await options.onApprove({ orderID: orderID });',
);

const created: number[] = [];
test.afterEach(async ({ request }) => {
  for (const id of created.splice(0)) await hidePainting(request, id);
});

test("a buyer pays with the PayPal wallet, shipping to Australia: the order is created with the address and captured, then 'Payment Successful' and sold", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const since = Date.now() - 1000;
  const title = `Wallet Sale ${Date.now().toString(36)}`;
  const id = await createPainting(request, title, 1500);
  created.push(id);
  await page.route('https://www.paypal.com/sdk/js*', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: PAYPAL_SDK_DOUBLE }),
  );
  const captures: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/paypal\/order\/[^/]+\/capture$/.test(request.url())) captures.push(request.url());
  });

  await page.goto(`/checkout/${id}`);
  await expect(page.getByTestId('checkout-title')).toHaveText(title);
  // Over 1000 NZD: shipping is free.
  await expect(page.getByTestId('checkout-shipping')).toHaveText('Free');
  await page.getByRole('tab', { name: 'PayPal' }).click();
  await expect(page.getByRole('tabpanel').getByTestId('checkout-payment-waiting')).toBeVisible();
  await enterCheckoutDetails(page, {
    name: 'Matilda Reyes',
    email: 'matilda@example.com.au',
    address: { country: 'Australia', fields: { 'Street address': '4 Ocean Parade', Suburb: 'Byron Bay', State: 'NSW', Postcode: '2481' } },
  });
  const ordered = page.waitForRequest((request) => request.url().endsWith('/api/paypal/order'));
  await page.getByTestId('paypal-double-button').click();
  expect((await ordered).postDataJSON()).toMatchObject({
    customerInfo: { name: 'Matilda Reyes', email: 'matilda@example.com.au' },
    shippingAddress: { line1: '4 Ocean Parade', city: 'Byron Bay', state: 'NSW', postal_code: '2481', country: 'AU' },
  });

  await expect(page).toHaveURL(new RegExp(`/painting/${id}\\?payment=success&paypal_order=`));
  await expect(page.getByTestId('checkout-payment-success')).toContainText('Payment Successful');
  await expect(page.getByTestId('painting-status')).toHaveText('SOLD', { timeout: 20_000 });
  expect(captures).toHaveLength(1);

  // The address PayPal captured the order with is the order's, in the Orders tab and the buyer's e-mail.
  let confirmation: Awaited<ReturnType<typeof emailInOutbox>> = null;
  await expect
    .poll(async () => (confirmation = await emailInOutbox({ key: 'confirmation', to: 'matilda@example.com.au', since })), {
      timeout: 20_000,
    })
    .not.toBeNull();
  expect(confirmation!.text).toContain('Byron Bay NSW 2481');
  await signIn(page);
  await page.goto('/admin?tab=orders');
  const order = page.getByTestId('admin-order-row').filter({ hasText: title });
  await expect(order).toContainText('Matilda Reyes');
  await expect(order).toContainText('4 Ocean Parade');
});

test("a buyer who only opens PayPal's window holds nothing: another still sees the painting available; approving sells it", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Held Sale ${Date.now().toString(36)}`;
  const id = await createPainting(request, title, 1500);
  created.push(id);
  await addImage(request, id);
  await page.route('https://www.paypal.com/sdk/js*', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: PAYPAL_SDK_AWAITING_APPROVAL }),
  );

  // The first buyer opens PayPal: the order exists, the buyer has not approved yet.
  await page.goto(`/checkout/${id}`);
  await page.getByRole('tab', { name: 'PayPal' }).click();
  await enterCheckoutDetails(page);
  const ordered = page.waitForResponse((response) => response.url().endsWith('/api/paypal/order') && response.status() === 201);
  await page.getByTestId('paypal-double-button').click();
  await ordered;

  // Meanwhile a second buyer, in another browser: nothing is held for an order nobody approved.
  const other = await browser.newContext({ baseURL: BASE_URL });
  const second = await other.newPage();
  await second.goto(`/painting/${id}`);
  await expect(second.getByRole('link', { name: 'Purchase This Painting' })).toBeVisible();
  await second.goto('/collection');
  const card = second.getByTestId('collection-card').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('collection-card-reserved')).toHaveCount(0);

  // The first buyer approves: sold to them, and the second buyer now sees Sold.
  await page.evaluate(() => (window as unknown as { approvePaypal: () => void }).approvePaypal());
  await expect(page).toHaveURL(new RegExp(`/painting/${id}\\?payment=success&paypal_order=`));
  await expect(page.getByTestId('painting-status')).toHaveText('SOLD', { timeout: 20_000 });
  await second.goto('/collection');
  await expect(card.getByTestId('collection-card-sold')).toHaveText('Sold');
  await other.close();
});
