import { readFileSync } from 'node:fs';
import { readPdf } from '../../scripts/test/pdf.mjs';
import { expect, signIn, test, toast } from './journey';
import { hidePainting } from './commerce-fixtures';

const createdPaintings: number[] = [];
test.afterEach(async ({ request }) => {
  for (const id of createdPaintings.splice(0)) await hidePainting(request, id);
});

test('the artist sells a painting to a new customer created from the dialog, sees it under that customer and downloads its certificate', async ({
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

  // The new customer is chosen, with the address it ships to.
  await expect(dialog.getByLabel('Customer').locator('option:checked')).toHaveText(`${buyer.name} (${buyer.email})`);
  await expect(dialog.getByTestId('admin-sell-shipping')).toContainText('4 Oban Street');
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
  await expect(purchase).toContainText('$2,400 NZD');

  // The sale's certificate of authenticity downloads from it, naming painting and collector.
  const download = page.waitForEvent('download');
  await purchase.getByRole('link', { name: 'Certificate of authenticity (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^certificate-COA-\d{4}-\d{4,}\.pdf$/);
  const certificate = (await readPdf(readFileSync((await file.path())!))).text.replace(/\s+/g, ' ');
  expect(certificate).toContain(title);
  expect(certificate).toContain(`Collector ${buyer.name}`);
  expect(certificate).toContain('Size 16 × 12 inches (41 × 30 cm)');

  await purchase.getByRole('button').click();
  await expect(page.getByTestId('admin-painting-dialog').getByRole('heading', { name: 'Edit Painting' })).toBeVisible();
  await expect(page.getByTestId('admin-painting-dialog').getByLabel('Title')).toHaveValue(title);
});
