import { expect, signIn, test, toast } from './journey';
import { readPdf } from '../../scripts/test/pdf.mjs';
import { createPainting, enterCheckoutDetails, hidePainting, useStripeDouble } from './commerce-fixtures';
import { emailInOutbox } from './outbox';

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
  await enterCheckoutDetails(page);
  await expect(page.getByTestId('checkout-delivery-summary')).toHaveText('12 Mull Street\nGlenorchy 9372\nNew Zealand');
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
  expect(confirmation!.text).toContain('12 Mull Street');
  const saleNotice = await emailInOutbox({ key: 'sale-notice', since });
  expect(saleNotice?.text).toContain('Hana Whetu');
  expect(saleNotice?.text).toContain('Glenorchy 9372');

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
  await expect(order).toContainText('Hana Whetu');
  await expect(order).toContainText('12 Mull Street');
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
  await enterCheckoutDetails(page);
  await expect(page.getByTestId('stripe-double-element')).toBeVisible();
  await page.getByTestId('checkout-pay').click();
  const failed = page.getByTestId('checkout-payment-failed');
  await expect(failed).toContainText('Payment Failed');
  await expect(failed).toContainText('Your card was declined.');
  await expect(page).toHaveURL(new RegExp(`/checkout/${id}$`));
  // Said once, in the box: no toast repeating it.
  await expect(page.getByText('Your card was declined.')).toHaveCount(1);
});
