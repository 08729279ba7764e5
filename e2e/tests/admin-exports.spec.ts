import { readFileSync } from 'node:fs';
import { expect, signIn, test } from './journey';

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

/**
 * Each tab's export: what its header row names, and the list whose records are its rows. (The
 * journeys' public writes share one address's rate limits, so this one makes only a customer.)
 */
const EXPORTS = [
  {
    tab: 'Customers',
    testId: 'admin-customers-export',
    header: 'id,name,email,phone,address,notes,created_at,purchases_count,purchases',
    list: '/api/admin/customers',
  },
  {
    tab: 'Orders',
    testId: 'admin-orders-export',
    list: '/api/admin/orders',
    header:
      'date,status,order_id,painting_id,painting_title,buyer_name,buyer_email,buyer_phone,delivery,ship_to,pickup_studio,amount,currency,provider,provider_reference,refund_reference,certificate_number,fulfilment,carrier,tracking_number,tracking_url',
  },
  {
    tab: 'Bookings',
    testId: 'admin-bookings-export',
    list: '/api/admin/bookings',
    header:
      'id,created_at,adventure,date,guests,first_name,last_name,email,phone,guest2_first_name,guest2_last_name,status,total,currency,payment_status,special_requests',
  },
  {
    tab: 'Newsletter',
    testId: 'admin-newsletter-export',
    list: '/api/newsletter',
    header: 'email,first_name,last_name,status,subscribed_at,confirmed_at,unsubscribed_at,first_signed_up_at',
  },
  {
    tab: 'Enquiries',
    testId: 'admin-enquiries-export',
    header: 'id,received_at,type,painting_id,painting_title,first_name,last_name,email,phone,message,read',
    list: '/api/admin/inquiries',
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
  await page.goto('/admin');
  for (const { tab, testId, header, list } of EXPORTS) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByTestId(testId).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^[a-z]+-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)], `${tab}: UTF-8 byte-order mark`).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(header);
    expect(lines.pop(), 'the last line ends').toBe('');
    // One row per record the tab lists (rows end in CRLF; a line break inside a quoted cell is a bare LF).
    const records = (await (await page.request.get(list)).json()) as unknown[];
    expect(lines.length - 1, `${tab}: one row per record`).toBe(records.length);
    if (tab === 'Customers') expect(lines.some((line) => line.includes(`Export ${run},${email}`))).toBe(true);
  }
});
