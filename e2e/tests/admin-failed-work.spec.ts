import { Client } from 'pg';
import { BASE_URL } from '../playwright.config';
import { expect, signIn, test, toast } from './journey';
import { emailInOutbox } from './outbox';

/** svc-bookings' own database in the stack under test (global-setup's embedded PostgreSQL, 1000 above the gateway's port). */
async function bookingsDatabase(): Promise<Client> {
  const client = new Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${Number(new URL(BASE_URL).port) + 1000}/bookings`,
  });
  await client.connect();
  return client;
}

test('an e-mail svc-mailing refuses stops at once, waits in Failed work with its reason, and Retry sends it once mended', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const since = Date.now();
  const bookingId = 90_000 + (Date.now() % 10_000);
  const key = `booking-${bookingId}-request`;
  const request = {
    template: 'booking-request',
    to: 'mended@example.nz',
    idempotencyKey: key,
    data: {
      adventureTitle: 'Full Day',
      date: '2031-03-14',
      guests: 2,
      total: '900.00',
      currency: 'NZD',
      bookingId,
      link: `${BASE_URL}/booking/confirm?token=journey`,
      minutes: 30,
    },
  };
  const db = await bookingsDatabase();
  try {
    // An e-mail whose data svc-mailing's template refuses (the guests in words), given up after an outage.
    await db.query(
      `INSERT INTO durable_work (kind, key, payload, failed_at, failure, last_error, attempts, requeues)
       VALUES ('booking-email', $1, $2, now(), 'given-up', '503 Part of the site is not answering just now.', 5, 12)`,
      [key, JSON.stringify({ ...request, data: { ...request.data, guests: 'two' } })],
    );
    await signIn(page);
    const row = page.getByTestId('admin-failed-work-row').filter({ hasText: `booking-request e-mail for booking #${bookingId}` });
    await expect(row).toContainText('Gave up');
    await expect(row).toContainText('Bookings · booking-email');
    await row.getByRole('button', { name: 'Retry' }).click();
    await expect(toast(page, 'Queued again')).toBeVisible();

    // svc-mailing refuses it: one more attempt, then failed again at once with the answer as its reason.
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText('Refused', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(row.getByTestId('admin-failed-work-reason')).toHaveText(/^400 data\.guests: /);
    await expect(row).toContainText('6 attempts');
    expect(await emailInOutbox({ key, since })).toBeNull();

    // Mended (as whoever found the cause would), Retry sends it, and it leaves the list.
    await db.query(`UPDATE durable_work SET payload = $2 WHERE key = $1`, [key, JSON.stringify(request)]);
    await row.getByRole('button', { name: 'Retry' }).click();
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('admin-failed-work')).toBeVisible({ timeout: 1000 });
      await expect(row).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect
      .poll(async () => (await emailInOutbox({ key, since }))?.to, { timeout: 20_000 })
      .toMatchObject({ text: 'mended@example.nz' });
    const { rows } = await db.query<{ done_at: Date | null }>(`SELECT done_at FROM durable_work WHERE key = $1`, [key]);
    expect(rows[0]!.done_at).not.toBeNull();
  } finally {
    await db.end();
  }
});
