import { readFileSync } from 'node:fs';
import { expect, signIn, test } from './journey';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/** Each tab's export: what its header row names, and a record this journey makes first (if any). */
const EXPORTS = [
  { tab: 'Customers', testId: 'admin-customers-export', header: 'id,name,email,phone,address,notes,created_at,purchases_count,purchases' },
  {
    tab: 'Orders',
    testId: 'admin-orders-export',
    header:
      'date,status,order_id,painting_id,painting_title,buyer_name,buyer_email,ship_to,amount,currency,provider,provider_reference,refund_reference,certificate_number',
  },
  {
    tab: 'Bookings',
    testId: 'admin-bookings-export',
    header:
      'id,created_at,adventure,date,guests,first_name,last_name,email,phone,guest2_first_name,guest2_last_name,status,total,currency,payment_status,special_requests',
  },
  {
    tab: 'Newsletter',
    testId: 'admin-newsletter-export',
    header: 'email,first_name,last_name,status,subscribed_at,confirmed_at,unsubscribed_at,first_signed_up_at',
  },
  {
    tab: 'Enquiries',
    testId: 'admin-enquiries-export',
    header: 'id,received_at,type,painting_id,painting_title,first_name,last_name,email,phone,message,read',
  },
] as const;

test('the artist takes her data away: each tab exports a CSV that spreadsheet programs open', async ({ page }) => {
  test.setTimeout(60_000);
  const run = Date.now().toString(36);
  const email = `export.${run}@example.nz`;
  await signIn(page);
  expect((await page.request.post('/api/admin/customers', { data: { name: `Export ${run}`, email }, headers: SAME_ORIGIN })).ok()).toBe(
    true,
  );
  expect((await page.request.post('/api/newsletter', { data: { email, firstName: 'Export', lastName: run } })).ok()).toBe(true);
  expect(
    (
      await page.request.post('/api/inquiries', {
        data: { firstName: 'Export', lastName: run, email, inquiryType: 'general', message: '=cmd| is a message, not a formula' },
      })
    ).ok(),
  ).toBe(true);

  await page.goto('/admin');
  for (const { tab, testId, header } of EXPORTS) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByTestId(testId).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^[a-z]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)], `${tab}: UTF-8 byte-order mark`).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(header);
    if (tab === 'Customers') expect(lines.some((line) => line.includes(`Export ${run},${email}`))).toBe(true);
    if (tab === 'Newsletter') expect(lines.some((line) => line.startsWith(`${email},Export,${run},pending,`))).toBe(true);
    // A visitor's text that a spreadsheet would run stays text.
    if (tab === 'Enquiries') expect(lines.some((line) => line.includes(`,"'=cmd| is a message, not a formula",false`))).toBe(true);
  }
});
