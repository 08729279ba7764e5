import { readFileSync } from 'node:fs';
import { todayInNewZealand } from '@atelier/contracts';
import { readPdf } from '../../scripts/test/pdf.mjs';
import { expect, signIn, test, toast } from './journey';
import { hidePainting } from './commerce-fixtures';

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
