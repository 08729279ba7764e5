import { expect, test, type Page } from '@playwright/test';

const ADMIN = { email: 'artist@example.com', password: 'e2e-admin-password' };

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

async function createPainting(page: Page, title: string): Promise<number> {
  const login = await page.request.post('/api/admin/login', { data: ADMIN, headers: { 'sec-fetch-site': 'same-origin' } });
  expect(login.ok()).toBe(true);
  const created = await page.request.post('/api/admin/paintings', {
    data: { title, width: 20, height: 16, price: 1500, currency: 'NZD' },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await page.context().clearCookies();
  return id;
}

test("a buyer pays with the PayPal wallet: the order is created and captured, then 'Payment Successful' and sold", async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Wallet Sale ${Date.now().toString(36)}`;
  const id = await createPainting(page, title);
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
