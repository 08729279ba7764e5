import type { Adventure, AdventureAvailability, BookingListItem } from '@atelier/contracts';
import type { Locator } from '@playwright/test';
import { currencySelect, exchangeRates, expect, pickFreeDay, shownPrice, test } from './visitor-fixtures';
import { ADMIN, toast } from './journey';
import { emailInOutbox, inviteInOutbox, newestLinkInOutbox, type Invite } from './outbox';

/** Shows the calendar month of `day` ('YYYY-MM-DD'), starting from the current month. */
async function showMonthOf(calendar: Locator, day: string) {
  const now = new Date();
  const [year, month] = day.split('-').map(Number) as [number, number];
  const steps = (year - now.getFullYear()) * 12 + (month - 1 - now.getMonth());
  for (let step = 0; step < steps; step++) await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
}

/** Waits for the invitation of the e-mail whose key contains `key`. */
async function invite(key: string, since: number): Promise<Invite> {
  let found: Invite | null = null;
  await expect.poll(async () => (found = await inviteInOutbox({ key, since })), { timeout: 20_000 }).not.toBeNull();
  return found!;
}

test('from the home promo to a half-day booking for 2 guests in EUR, confirmed by the guest from the e-mailed link and by the artist (the dashboard counting it meanwhile), its day then unavailable, then moved: one calendar event throughout', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const rates = await exchangeRates(request);
  const adventures = (await (await request.get('/api/adventures')).json()) as Adventure[];
  const halfDay = adventures.find((adventure) => /half day/i.test(adventure.title))!;
  const email = `aroha.${Date.now()}@example.com`;

  // Home: the visitor picks euros, then follows the adventures promo.
  await page.goto('/');
  await currencySelect(page).selectOption('EUR');
  const promo = page.getByTestId('adventures-promo');
  await promo.scrollIntoViewIfNeeded();
  await expect(promo).toContainText('Half-day (4 hours)');
  await expect(promo).toContainText('1-2 guests only');
  await promo.getByRole('link', { name: 'Book Adventure' }).click();

  // The adventures page: three cards, prices per person in euros.
  await expect(page).toHaveURL(/\/adventures$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Glenorchy Painting Adventures' })).toBeVisible();
  const cards = page.getByTestId('adventures-card');
  await expect(cards).toHaveCount(adventures.length);
  const halfDayCard = cards.filter({ hasText: halfDay.title });
  await expect(halfDayCard.getByTestId('adventures-card-facts')).toHaveText('4 hours • Up to 2 guests');
  await expect(halfDayCard.getByTestId('adventures-card-price')).toHaveText(shownPrice(halfDay.price, halfDay.currency, 'EUR', rates));
  await expect(cards.filter({ hasText: 'Helicopter' }).getByTestId('adventures-helicopter-badge')).toHaveText('Helicopter');
  await expect(page.getByTestId('adventures-included').getByRole('listitem')).toHaveCount(4);
  await halfDayCard.getByRole('link', { name: 'Book This Adventure' }).click();

  // The booking page: half day chosen, a free day, two guests.
  await expect(page).toHaveURL(/\/booking$/);
  const adventure = page.getByLabel('Adventure', { exact: true });
  await expect(adventure).toHaveValue(String(halfDay.id));
  await expect(adventure.locator('option:checked')).toHaveText(
    `${halfDay.title} - ${shownPrice(halfDay.price, halfDay.currency, 'EUR', rates)}`,
  );
  const submit = page.getByRole('button', { name: 'Book Your Adventure!' });
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId('booking-weather-notice')).toHaveCount(0);

  const calendar = page.getByTestId('booking-calendar');
  const day = await pickFreeDay(calendar, 2);
  await expect(page.getByTestId('booking-weather-notice')).toContainText('Weather Dependent Booking');

  await page.getByLabel('First Name', { exact: true }).fill('Aroha');
  await page.getByLabel('Last Name', { exact: true }).fill('Ngata');
  await page.getByText('2 Guests', { exact: true }).click();
  await expect(page.getByText('Guest 2 Information')).toBeVisible();
  await page.getByLabel('Guest 2 First Name').fill('Mere');
  await page.getByLabel('Guest 2 Last Name').fill('Ngata');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number (Optional)').fill('021 555 0101');
  await page.getByLabel('Special Requests (Optional)').fill('Our first time painting outdoors.');

  const expectedTotal = (Math.round((Number(halfDay.price) / rates[halfDay.currency as 'NZD']) * rates.EUR * 2 * 100) / 100).toFixed(2);
  await expect(page.getByTestId('booking-total')).toContainText(
    `€${Number(expectedTotal).toLocaleString('en-NZ', { minimumFractionDigits: 2 })} EUR`,
  );

  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bookings',
  );
  const bookedAt = Date.now() - 1000;
  await submit.click();
  const response = await sent;
  const body = response.request().postDataJSON() as Record<string, unknown>;
  const booking = (await response.json()) as BookingListItem;
  expect(body).toMatchObject({
    adventureId: halfDay.id,
    customerName: 'Aroha Ngata',
    numberOfGuests: 2,
    guest2FirstName: 'Mere',
    guest2LastName: 'Ngata',
    bookingDate: day,
    bookingTime: 'TBD',
    totalPrice: expectedTotal,
    currency: 'EUR',
    status: 'pending',
    paymentStatus: 'pending',
  });
  await expect(toast(page, 'Booking Created')).toContainText('Your painting adventure booking has been submitted successfully!');
  // A fresh form: no name, no day, the half day chosen again.
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Book Your Adventure!' })).toBeDisabled();
  await expect(adventure).toHaveValue(String(halfDay.id));
  await expect(page.getByTestId('booking-check-email')).toContainText(
    `We have sent a link to ${email}. Your day is held for you for 30 minutes`,
  );

  // The guest opens the e-mailed link and confirms: the day is theirs.
  let link: string | null = null;
  await expect
    .poll(() => (link = newestLinkInOutbox({ key: `booking-${booking.id}-request`, path: '/booking/confirm', since: bookedAt })), {
      timeout: 20_000,
    })
    .not.toBeNull();
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your booking' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking is confirmed' })).toBeVisible();
  await expect(page.getByTestId('booking-confirmed')).toContainText(`Thank you, Aroha. The ${halfDay.title} on`);
  // The guest's summary carries the day as a calendar invitation.
  const booked = await invite(`booking-${booking.id}-guest`, bookedAt);
  expect(booked).toMatchObject({ method: 'REQUEST', start: day, status: 'CONFIRMED' });
  // The artist's copy, addressed "artist" by svc-bookings, reaches her (svc-mailing's ARTIST_EMAIL: the
  // admin's address in this stack) with both guests and how to reach them; her reply goes to the guest.
  let copy: Awaited<ReturnType<typeof emailInOutbox>> = null;
  await expect
    .poll(async () => (copy = await emailInOutbox({ key: `booking-${booking.id}-artist`, since: bookedAt })), { timeout: 20_000 })
    .not.toBeNull();
  expect(copy!.to).toMatchObject({ text: ADMIN.email });
  expect(copy!.replyTo).toMatchObject({ text: email });
  expect(copy!.text).toMatch(/Guest: +Aroha Ngata\nGuest 2: +Mere Ngata\nEmail: +\S+\nPhone: +021 555 0101\n/);

  // The artist signs in and sees the booking, pending, in the Bookings tab.
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // The dashboard counts the booking the guest confirmed among those waiting for her; the count opens the tab.
  const toConfirm = page.getByTestId('admin-summary-bookings');
  await expect(toConfirm.getByTestId('admin-summary-value')).toHaveText(/^\d+$/);
  const waiting = Number(await toConfirm.getByTestId('admin-summary-value').textContent());
  expect(waiting).toBeGreaterThanOrEqual(1);
  await toConfirm.click();
  await expect(page.getByRole('tab', { name: 'Bookings' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Adventure Bookings' })).toBeVisible();
  const row = page.getByTestId('admin-bookings-list').getByTestId('admin-bookings-row').filter({ hasText: email });
  await expect(row.getByTestId('admin-bookings-name')).toHaveText('Aroha Ngata');
  await expect(row.getByTestId('admin-bookings-guests')).toHaveText('2 guests');
  await expect(row.getByTestId('admin-bookings-status')).toHaveText('Pending');

  await row.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Booking confirmed')).toBeVisible();
  await expect(row.getByTestId('admin-bookings-status')).toHaveText('Confirmed');
  await expect(toConfirm.getByTestId('admin-summary-value')).toHaveText(String(waiting - 1));
  // The guest pays half as a deposit on the day; she records it.
  await expect(row.getByTestId('admin-bookings-payment')).toHaveText('Not paid yet');
  await row.getByRole('button', { name: 'Payment' }).click();
  const payment = page.getByTestId('admin-bookings-payment-dialog');
  await payment.getByRole('button', { name: 'Half as a deposit' }).click();
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(toast(page, 'Payment recorded')).toBeVisible();
  await expect(row.getByTestId('admin-bookings-payment')).toHaveText(/^Deposit paid: \$[\d,]+(\.\d\d)? NZD$/);
  // Her confirmation updates the same calendar event.
  const confirmedInvite = await invite(`booking-${booking.id}-confirmed`, bookedAt);
  expect(confirmedInvite).toMatchObject({ method: 'REQUEST', uid: booked.uid, start: day });
  expect(confirmedInvite.sequence).toBeGreaterThan(booked.sequence);
  const listed = (await (await page.request.get('/api/bookings')).json()) as BookingListItem[];
  expect(listed.find((booking) => booking.email === email)).toMatchObject({
    status: 'confirmed',
    preferredDate: day,
    quotedCurrency: 'EUR',
  });

  // Back on the booking page, that day can no longer be chosen.
  const availability = (await (await request.get('/api/adventures/availability')).json()) as AdventureAvailability;
  expect(availability.bookedDates).toContain(day);
  await page.goto('/booking');
  await showMonthOf(page.getByTestId('booking-calendar'), day);
  const bookedDay = page.getByTestId('booking-calendar').locator(`td[data-day="${day}"]`);
  await expect(bookedDay).toHaveAttribute('data-disabled', 'true');
  await expect(bookedDay.getByRole('button')).toBeDisabled();

  // The weather turns: the artist moves the booking, and the guest's calendar event moves with it.
  const movedAt = Date.now() - 1000;
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Bookings' }).click();
  await row.getByRole('button', { name: 'Move' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Booking' });
  const newDay = await pickFreeDay(dialog.getByTestId('admin-bookings-move-calendar'), 1);
  await dialog.getByRole('button', { name: 'Move Booking' }).click();
  await expect(page.getByText(/^Booking moved to /).first()).toBeVisible();
  const moved = await invite(`booking-${booking.id}-moved`, movedAt);
  expect(moved).toMatchObject({ method: 'REQUEST', uid: booked.uid, start: newDay, status: 'CONFIRMED' });
  expect(moved.sequence).toBeGreaterThan(confirmedInvite.sequence);
});

test('a card leads to the booking form with its adventure chosen; the form shows its messages, guest 2 included @phone', async ({
  page,
}) => {
  await page.goto('/adventures');
  await expect(page.getByRole('heading', { level: 1, name: 'Glenorchy Painting Adventures' })).toBeVisible();
  await expect(page.getByTestId('adventures-card')).toHaveCount(3);

  await page
    .getByTestId('adventures-card')
    .filter({ hasText: 'Full Day Helicopter' })
    .getByRole('link', { name: 'Book This Adventure' })
    .click();
  await expect(page).toHaveURL(/\/booking$/);
  await expect(page.getByLabel('Adventure', { exact: true }).locator('option:checked')).toContainText(
    'Full Day Helicopter Painting Adventure - $',
  );

  await pickFreeDay(page.getByTestId('booking-calendar'), 1);
  await page.getByText('2 Guests', { exact: true }).click();
  await page.getByRole('button', { name: 'Book Your Adventure!' }).click();
  for (const message of [
    'First name must be at least 2 characters',
    'Last name must be at least 2 characters',
    'Please enter a valid email address',
    'Guest 2 first and last names are required when booking for 2 guests',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
});
