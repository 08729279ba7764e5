import { COMMERCE_MESSAGES } from '@atelier/contracts';
import { BASE_URL } from '../playwright.config';
import { expect, test } from './journey';
import { addImage, createPainting, hidePainting } from './commerce-fixtures';

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

test("a buyer pays with the PayPal wallet: the order is created and captured, then 'Payment Successful' and sold", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
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
  await page.getByTestId('paypal-double-button').click();

  await expect(page).toHaveURL(new RegExp(`/painting/${id}\\?payment=success&paypal_order=`));
  await expect(page.getByTestId('checkout-payment-success')).toContainText('Payment Successful');
  await expect(page.getByTestId('painting-status')).toHaveText('SOLD', { timeout: 20_000 });
  expect(captures).toHaveLength(1);
});

test("while a buyer is in PayPal's window, another sees the painting Reserved and cannot check out; then Sold", async ({
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
  const ordered = page.waitForResponse((response) => response.url().endsWith('/api/paypal/order') && response.status() === 201);
  await page.getByTestId('paypal-double-button').click();
  await ordered;

  // Meanwhile a second buyer, in another browser: Reserved on the card and the page, no way to pay.
  const other = await browser.newContext({ baseURL: BASE_URL });
  const second = await other.newPage();
  await second.goto('/collection');
  const card = second.getByTestId('collection-card').filter({ hasText: title });
  await expect(card.getByTestId('collection-card-reserved')).toHaveText('Reserved');
  await second.goto(`/painting/${id}`);
  await expect(second.getByTestId('painting-status')).toHaveText('Reserved');
  await expect(second.getByTestId('painting-reserved')).toContainText('Another buyer is completing their payment');
  await expect(second.getByRole('link', { name: 'Purchase This Painting' })).toHaveCount(0);
  await second.goto(`/checkout/${id}`);
  await expect(second.getByTestId('checkout-card-refused')).toHaveText(COMMERCE_MESSAGES.paintingReserved);

  // The first buyer approves: sold to them, and the second buyer now sees Sold.
  await page.evaluate(() => (window as unknown as { approvePaypal: () => void }).approvePaypal());
  await expect(page).toHaveURL(new RegExp(`/painting/${id}\\?payment=success&paypal_order=`));
  await expect(page.getByTestId('painting-status')).toHaveText('SOLD', { timeout: 20_000 });
  await second.goto('/collection');
  await expect(card.getByTestId('collection-card-sold')).toHaveText('Sold');
  await expect(card.getByTestId('collection-card-reserved')).toHaveCount(0);
  await other.close();
});
