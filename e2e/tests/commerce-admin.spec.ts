import { readFileSync } from 'node:fs';
import { todayInNewZealand } from '@atelier/contracts';
import { readPdf } from '../../scripts/test/pdf.mjs';
import { expect, signIn, test, toast } from './journey';
import { hidePainting } from './commerce-fixtures';
import { emailInOutbox } from './outbox';

const createdPaintings: number[] = [];
test.afterEach(async ({ request }) => {
  for (const id of createdPaintings.splice(0)) await hidePainting(request, id);
});

test('the artist records a sale to a new customer created from the dialog (price paid, earlier day, payment, pickup), sees it under that customer and downloads its certificate', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const title = `Sold From Dialog ${run}`;
  const buyer = { name: `Mere Tainui ${run}`, email: `mere-${run}@example.com`, address: '4 Oban Street\nWaipu 0510' };

  await signIn(page);
  // A painting of this journey's own, so no other journey's painting is sold.
  const createdResponse = await page.request.post('/api/admin/paintings', {
    data: { title, width: 16, height: 12, price: 2400, currency: 'NZD' },
  });
  expect(createdResponse.ok()).toBe(true);
  const { id } = (await createdResponse.json()) as { id: number };
  createdPaintings.push(id);
  await page.reload();

  await page.getByTestId('admin-paintings-search').fill(title);
  const row = page.getByTestId('admin-painting-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Sell' }).click();

  const dialog = page.getByTestId('admin-sell-dialog');
  await expect(dialog.getByRole('heading', { name: 'Mark Painting as Sold' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark as Sold' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Add New Customer' }).click();
  const customerDialog = page.getByTestId('admin-customer-dialog');
  await expect(customerDialog.getByRole('heading', { name: 'Add New Customer' })).toBeVisible();
  await customerDialog.getByLabel('Name').fill(buyer.name);
  await customerDialog.getByLabel('Email').fill(buyer.email);
  await customerDialog.getByLabel('Address').fill(buyer.address);
  await customerDialog.getByRole('button', { name: 'Create Customer' }).click();
  await expect(toast(page, 'Customer created successfully')).toBeVisible();
  await expect(customerDialog).toBeHidden();

  // The new customer is chosen, with the address it ships to; the list price and today are filled in.
  await expect(dialog.getByLabel('Customer').locator('option:checked')).toHaveText(`${buyer.name} (${buyer.email})`);
  await expect(dialog.getByTestId('admin-sell-shipping').getByLabel('Shipping Address')).toHaveValue(buyer.address);
  await expect(dialog.getByLabel('Price paid (NZD)')).toHaveValue('2400.00');
  await expect(dialog.getByLabel('Date of sale')).toHaveValue(todayInNewZealand());

  // She records what happened: a lower price, paid in cash last November, collected from Waipu.
  await dialog.getByLabel('Price paid (NZD)').fill('2150.50');
  await dialog.getByLabel('Date of sale').fill('2025-11-20');
  await dialog.getByLabel('Collected from a studio').check();
  await expect(dialog.getByTestId('admin-sell-shipping')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(dialog.getByText('Please choose how it was paid')).toBeVisible();
  await expect(dialog.getByText('Please choose the studio it is collected from')).toBeVisible();
  await dialog.getByLabel('Paid by').selectOption({ label: 'Cash' });
  await dialog.getByLabel('Studio', { exact: true }).selectOption({ label: 'Waipu studio' });
  await dialog.getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(toast(page, 'Painting marked as sold')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The row is sold and no longer offers Sell.
  await expect(row.getByTestId('admin-painting-badge').filter({ hasText: 'Sold' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Sell' })).toHaveCount(0);
  const painting = (await (await page.request.get(`/api/paintings/${id}`)).json()) as { sold: boolean; customerId: number | null };
  expect(painting.sold).toBe(true);

  // Under the customer, the purchase opens the painting for editing.
  await page.getByRole('tab', { name: 'Customers' }).click();
  const customerRow = page.getByTestId('admin-customer-row').filter({ hasText: buyer.email });
  await expect(customerRow).toHaveCount(1);
  expect(painting.customerId).toBe(Number(await customerRow.getAttribute('data-customer-id')));
  const purchase = customerRow.getByTestId('admin-customer-purchase');
  await expect(purchase).toContainText(title);
  await expect(purchase).toContainText('$2,150.50 NZD');
  await expect(purchase).toContainText('20 Nov 2025');

  // The sale's certificate of authenticity downloads from it, naming painting and collector.
  const download = page.waitForEvent('download');
  await purchase.getByRole('link', { name: 'Certificate of authenticity (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^certificate-COA-2025-\d{4,}\.pdf$/);
  const certificate = (await readPdf(readFileSync((await file.path())!))).text.replace(/\s+/g, ' ');
  expect(certificate).toContain(title);
  expect(certificate).toContain(`Collector ${buyer.name}`);
  expect(certificate).toContain('Size 16 × 12 inches (41 × 30 cm)');
  expect(certificate).toContain('Date of sale 20 November 2025');

  await purchase.getByRole('button').click();
  await expect(page.getByTestId('admin-painting-dialog').getByRole('heading', { name: 'Edit Painting' })).toBeVisible();
  await expect(page.getByTestId('admin-painting-dialog').getByLabel('Title')).toHaveValue(title);
});

test('the artist ships an order with its tracking number, prints its packing slip, and the buyer is e-mailed the tracking link', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now().toString(36);
  const title = `Shipped Painting ${run}`;
  const buyer = { name: `Rawiri Hapa ${run}`, email: `rawiri-${run}@example.com`, address: '9 Beach Road\nGlenorchy 9372' };
  const tracking = { carrier: 'NZ Post', number: `LP${run.toUpperCase()}NZ`, url: `https://www.nzpost.co.nz/tools/tracking/item/LP${run}` };
  const since = Date.now();

  await signIn(page);
  // The sale is made through the admin API (the selling dialog has its own journey).
  const created = await page.request.post('/api/admin/paintings', { data: { title, width: 16, height: 12, price: 3200, currency: 'NZD' } });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  createdPaintings.push(id);
  const customer = await page.request.post('/api/admin/customers', { data: buyer });
  expect(customer.ok()).toBe(true);
  const sold = await page.request.post(`/api/admin/paintings/${id}/sell`, {
    data: { customerId: ((await customer.json()) as { id: number }).id },
  });
  expect(sold.ok()).toBe(true);
  const orderId = ((await sold.json()) as { id: number }).id;

  await page.reload();
  await page.getByRole('tab', { name: 'Orders' }).click();
  const row = page.getByTestId('admin-order-row').filter({ hasText: title });
  await expect(row.getByTestId('admin-order-fulfilment')).toHaveText('To send');
  await expect(row.getByTestId('admin-order-ship-to')).toHaveText('Ship to: 9 Beach Road\nGlenorchy 9372');

  // The packing slip: the painting, its certificate and a large label with the address.
  await row.getByRole('button', { name: 'Packing slip' }).click();
  const slip = page.getByRole('dialog', { name: 'Packing slip' });
  await expect(slip).toContainText(title);
  await expect(slip).toContainText(/Certificate\s*COA-\d{4}-\d{4,}/);
  await expect(slip.getByTestId('admin-packing-slip-label')).toContainText(`${buyer.name}\n9 Beach Road\nGlenorchy 9372`);
  expect(page.url()).not.toContain(run);
  await slip.getByRole('button', { name: 'Close' }).click();
  await expect(slip).toBeHidden();

  await row.getByRole('button', { name: 'Mark as shipped' }).click();
  const dialog = page.getByTestId('admin-order-ship-dialog');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(dialog.getByText('Carrier is required')).toBeVisible();
  await dialog.getByLabel('Carrier').fill(tracking.carrier);
  await dialog.getByLabel('Tracking number').fill(tracking.number);
  await dialog.getByLabel('Tracking link (optional)').fill(tracking.url);
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(toast(page, 'Order marked as shipped: the buyer has been e-mailed the tracking details')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('admin-order-fulfilment')).toHaveText('Shipped');
  await expect(row.getByRole('link', { name: tracking.number })).toHaveAttribute('href', tracking.url);
  await expect(row.getByRole('button', { name: 'Mark as delivered' })).toBeVisible();

  // The buyer's e-mail, as their mail program reads it: the carrier, the number and the link.
  let shipped: Awaited<ReturnType<typeof emailInOutbox>> = null;
  await expect
    .poll(async () => (shipped = await emailInOutbox({ key: `order-${orderId}-shipped`, to: buyer.email, since })), { timeout: 20_000 })
    .not.toBeNull();
  expect(shipped!.subject).toBe(`Your painting is on its way: ${title}`);
  expect(shipped!.text).toContain(tracking.carrier);
  expect(shipped!.text).toContain(tracking.number);
  expect(shipped!.text).toContain(tracking.url);
  expect(shipped!.html).toContain(`href="${tracking.url}"`);
});
