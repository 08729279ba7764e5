import type { Page } from '@playwright/test';
import { expect, signIn, test, toast } from './journey';
import { readPdf } from '../../scripts/test/pdf.mjs';
import { createPainting, hidePainting } from './commerce-fixtures';
import { emailInOutbox } from './outbox';

/**
 * A stand-in for Stripe.js (served in its place by request routing, whatever release
 * @stripe/stripe-js asks for; these machines cannot reach Stripe): the calls the checkout makes. Confirming asks the test, which confirms the intent at
 * the fake Stripe server as Stripe.js would (that fake then sends svc-commerce the signed
 * webhook), and returns the buyer to the return URL with the intent, as Stripe does.
 */
const STRIPE_JS_DOUBLE = `
window.Stripe = function (publishableKey) {
  return {
    elements: function (options) {
      return {
        clientSecret: options.clientSecret,
        create: function () {
          return {
            mount: function (node) { node.innerHTML = '<p data-testid="stripe-double-element">Card 4242 4242 4242 4242</p>'; },
            destroy: function () {},
          };
        },
      };
    },
    confirmPayment: async function (options) {
      var secret = options.elements.clientSecret;
      var id = secret.split('_secret_')[0];
      var answer = await window.confirmAtFakeStripe(publishableKey, id, secret);
      if (answer.error) return { error: answer.error };
      var url = new URL(options.confirmParams.return_url);
      url.searchParams.set('payment_intent', id);
      url.searchParams.set('redirect_status', 'succeeded');
      window.location.assign(url.toString());
      return {};
    },
  };
};
// The release @stripe/stripe-js asks for (it warns about any other on a test key).
window.Stripe.version = 'endive';
`;

async function useStripeDouble(page: Page, paymentMethod = 'pm_card_visa') {
  const fakeStripeUrl = process.env.E2E_FAKE_STRIPE_URL;
  expect(fakeStripeUrl, 'global setup starts the fake Stripe').toBeTruthy();
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_DOUBLE }));
  await page.exposeFunction('confirmAtFakeStripe', async (key: string, id: string, secret: string) => {
    const response = await fetch(`${fakeStripeUrl}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_secret: secret,
        payment_method: paymentMethod,
        'payment_method_data[billing_details][name]': 'Hana Whetu',
        'payment_method_data[billing_details][email]': 'hana@example.com',
      }).toString(),
    });
    return (await response.json()) as { error?: { message: string } };
  });
}

const created: number[] = [];
test.afterEach(async ({ request }) => {
  for (const id of created.splice(0)) await hidePainting(request, id);
});

test("a buyer pays by card and sees 'Payment Successful', the painting shows as sold, the e-mailed certificate checks out, and the artist refunds it", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const since = Date.now() - 1000;
  const title = `Card Sale ${Date.now().toString(36)}`;
  const id = await createPainting(request, title, 800);
  created.push(id);
  await useStripeDouble(page);

  await page.goto(`/painting/${id}`);
  await page.getByRole('link', { name: 'Purchase This Painting' }).click();
  await expect(page.getByTestId('checkout-title')).toHaveText(title);
  await expect(page.getByTestId('checkout-shipping')).toHaveText('$50.00 NZD');
  await expect(page.getByTestId('checkout-total')).toHaveText('$850.00 NZD');
  await expect(page.getByTestId('stripe-double-element')).toBeVisible();
  await page.getByTestId('checkout-pay').click();

  await expect(page).toHaveURL(new RegExp(`/painting/${id}\\?payment=success`));
  const notice = page.getByTestId('checkout-payment-success');
  await expect(notice).toContainText('Payment Successful');
  await expect(notice).toContainText('Thank you for your purchase! You will receive a confirmation email shortly.');
  // The webhook completes the sale; the page follows the payment and then shows the painting sold.
  await expect(page.getByTestId('painting-status')).toHaveText('SOLD', { timeout: 20_000 });
  await expect(page.getByTestId('painting-sold')).toContainText('This painting has been sold.');

  await page.goto(`/checkout/${id}`);
  await expect(page.getByRole('heading', { name: 'Painting Unavailable' })).toBeVisible();

  // The buyer's confirmation carries the certificate of authenticity: a PDF naming the painting and the buyer.
  let confirmation: Awaited<ReturnType<typeof emailInOutbox>> = null;
  await expect
    .poll(async () => (confirmation = await emailInOutbox({ key: 'confirmation', to: 'hana@example.com', since })), { timeout: 20_000 })
    .not.toBeNull();
  const [attachment] = confirmation!.attachments;
  expect(attachment!.filename).toMatch(/^certificate-COA-\d{4}-\d{4,}\.pdf$/);
  const certificate = await readPdf(attachment!.content);
  const text = certificate.text.replace(/\s+/g, ' ');
  expect(text).toContain(title);
  expect(text).toContain('Collector Hana Whetu');
  const address = /https?:\/\/\S+\/certificate\/([\w-]{12})/.exec(text)?.[1];
  expect(address, 'the verification address on the certificate').toBeTruthy();
  expect(confirmation!.text).toContain(`/certificate/${address}`);

  // Its address confirms it, without naming the buyer.
  await page.goto(`/certificate/${address}`);
  await expect(page.getByTestId('certificate-status')).toContainText('This certificate is genuine');
  await expect(page.getByTestId('certificate-title')).toHaveText(title);
  await expect(page.getByTestId('certificate-page')).not.toContainText('Hana');

  // The artist refunds the order from the Orders tab and offers the painting again.
  await signIn(page);
  await page.goto('/admin?tab=orders');
  const order = page.getByTestId('admin-order-row').filter({ hasText: title });
  await expect(order.getByTestId('admin-order-status')).toHaveText('Paid');
  await expect(order).toContainText('$850 NZD');
  await order.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('checkbox', { name: 'Make the painting available for sale again' }).check();
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(toast(page, 'Order refunded: the buyer has been e-mailed and the painting is available again')).toBeVisible();
  await expect(order.getByTestId('admin-order-status')).toHaveText('Refunded');

  let refundEmail: Awaited<ReturnType<typeof emailInOutbox>> = null;
  await expect.poll(async () => (refundEmail = await emailInOutbox({ key: 'refund', to: 'hana@example.com', since }))).not.toBeNull();
  expect(refundEmail!.subject).toBe(`Your refund for ${title}`);
  expect(refundEmail!.text).toContain('$850.00 NZD');

  await page.goto(`/certificate/${address}`);
  await expect(page.getByTestId('certificate-status')).toContainText('This certificate was withdrawn');
  await page.goto(`/painting/${id}`);
  await expect(page.getByRole('link', { name: 'Purchase This Painting' })).toBeVisible();
});

test("a declined card shows 'Payment Failed' with the provider's message and stays on the checkout", async ({ page, request }) => {
  test.setTimeout(60_000);
  const id = await createPainting(request, `Declined ${Date.now().toString(36)}`, 800);
  created.push(id);
  await useStripeDouble(page, 'pm_card_chargeDeclined');

  await page.goto(`/checkout/${id}`);
  await expect(page.getByTestId('stripe-double-element')).toBeVisible();
  await page.getByTestId('checkout-pay').click();
  const failed = page.getByTestId('checkout-payment-failed');
  await expect(failed).toContainText('Payment Failed');
  await expect(failed).toContainText('Your card was declined.');
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));
});
