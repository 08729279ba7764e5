import type { BookingListItem } from '@atelier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanup, mockApi, renderPage, type RecordedCall } from '@atelier/ui/testing';
import { toIsoDate } from '@atelier/ui/calendar';
import { BookingsTab } from './BookingsTab';

/** The tab's calls, with the adventures section below the bookings answered too (its own spec tests it). */
const mockBookingsTab = (routes: Parameters<typeof mockApi>[0]) => mockApi({ 'GET /api/admin/adventures': { body: [] }, ...routes });

function aBooking(overrides: Partial<BookingListItem> = {}): BookingListItem {
  return {
    id: 12,
    firstName: 'Aroha',
    lastName: 'Ngata',
    email: 'aroha@example.com',
    preferredDate: '2026-11-20',
    numberOfGuests: 2,
    status: 'pending',
    adventureId: 1,
    adventureTitle: 'Half Day Painting Adventure',
    phone: null,
    guest2FirstName: 'Mere',
    guest2LastName: 'Ngata',
    specialRequests: null,
    totalPrice: '900.00',
    currency: 'NZD',
    paymentStatus: 'pending',
    amountPaid: '0.00',
    quotedTotal: '495.00',
    quotedCurrency: 'EUR',
    holdExpiresAt: null,
    createdAt: '2026-06-01T00:00:00.000Z',
    ...overrides,
  };
}

afterEach(cleanup);

const patches = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'PATCH');
const listLoads = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'GET' && call.url === '/api/bookings').length;

/** A day in next month: free, in the future. */
function nextMonthDay(day: number): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 1, day);
}

describe(BookingsTab.name, () => {
  it("shows 'Adventure Bookings' with 3 skeleton rows while loading", () => {
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => {}));
    renderPage(<BookingsTab />);

    expect(screen.getByRole('heading', { name: 'Adventure Bookings' })).toBeTruthy();
    expect(screen.getAllByTestId('admin-bookings-skeleton')).toHaveLength(3);
  });

  it("says 'No adventure bookings found' when there are none", async () => {
    mockBookingsTab({ 'GET /api/bookings': { body: [] } });
    renderPage(<BookingsTab />);

    expect((await screen.findByTestId('admin-bookings-empty')).textContent).toBe('No adventure bookings found');
  });

  it('lists name, email, preferred date, guests and status (Pending by default)', async () => {
    const withoutStatus = {
      ...aBooking({ id: 13, firstName: 'Tom', lastName: 'Hart', numberOfGuests: 1 }),
      status: undefined,
    } as unknown as BookingListItem;
    mockBookingsTab({ 'GET /api/bookings': { body: [aBooking(), aBooking({ id: 14, status: 'confirmed' }), withoutStatus] } });
    renderPage(<BookingsTab />);

    const rows = await screen.findAllByTestId('admin-bookings-row');
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByTestId('admin-bookings-name').textContent).toBe('Aroha Ngata');
    expect(first.getByTestId('admin-bookings-email').textContent).toBe('aroha@example.com');
    expect(first.getByTestId('admin-bookings-date').textContent).toBe('Fri, 20 Nov 2026');
    expect(first.getByTestId('admin-bookings-guests').textContent).toBe('2 guests');
    expect(first.getByTestId('admin-bookings-total').textContent).toBe('$900 NZD');
    expect(first.getByTestId('admin-bookings-payment').textContent).toBe('Not paid yet');
    expect(first.getByTestId('admin-bookings-status').textContent).toBe('Pending');
    expect(within(rows[1]!).getByTestId('admin-bookings-status').textContent).toBe('Confirmed');
    expect(within(rows[1]!).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(rows[2]!).getByTestId('admin-bookings-status').textContent).toBe('Pending');
    expect(within(rows[2]!).getByTestId('admin-bookings-guests').textContent).toBe('1 guest');
  });

  it('lists requests the guest has not confirmed by e-mail apart, with the end of their hold; lapsed ones as Expired, without actions', async () => {
    mockBookingsTab({
      'GET /api/bookings': {
        body: [
          aBooking(),
          aBooking({ id: 15, firstName: 'Held', holdExpiresAt: '2026-11-25T03:42:00.000Z' }),
          aBooking({ id: 16, firstName: 'Lapsed', status: 'expired', holdExpiresAt: '2026-11-24T01:00:00.000Z' }),
        ],
      },
    });
    renderPage(<BookingsTab />);

    const list = await screen.findByTestId('admin-bookings-list');
    expect(
      within(list)
        .getAllByTestId('admin-bookings-name')
        .map((name) => name.textContent),
    ).toEqual(['Aroha Ngata']);
    const requests = screen.getByTestId('admin-booking-requests');
    expect(within(requests).getByRole('heading', { name: 'Waiting for the guest to confirm' })).toBeTruthy();
    const [held, lapsed] = within(requests).getAllByTestId('admin-bookings-row');
    expect(within(held!).getByTestId('admin-bookings-hold').textContent).toBe(
      'Not confirmed by the guest yet: the day is held until Wed 4:42 pm.',
    );
    expect(within(held!).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(within(lapsed!).getByTestId('admin-bookings-status').textContent).toBe('Expired');
    expect(within(lapsed!).queryByRole('button')).toBeNull();
    expect(screen.getByTestId('admin-bookings-count').textContent).toBe('1 booking · 1 pending');
  });

  it("confirms a booking: the PATCH, 'Booking confirmed', the list refreshed", async () => {
    let confirmed = false;
    const calls = mockBookingsTab({
      'GET /api/bookings': () => ({ body: [aBooking({ status: confirmed ? 'confirmed' : 'pending' })] }),
      'PATCH /api/admin/bookings/12': () => {
        confirmed = true;
        return { body: aBooking({ status: 'confirmed' }) };
      },
    });
    renderPage(<BookingsTab />);

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Booking confirmed')).toBeTruthy();
    expect(patches(calls)[0]!.body).toEqual({ action: 'confirm' });
    expect(screen.getByTestId('admin-bookings-status').textContent).toBe('Confirmed');
    await waitFor(() => expect(listLoads(calls)).toBe(2));
  });

  it('asks before cancelling; Keep Booking sends nothing, Cancel Booking cancels with the reason', async () => {
    let cancelled = false;
    const calls = mockBookingsTab({
      'GET /api/bookings': () => ({ body: [aBooking({ status: cancelled ? 'cancelled' : 'pending' })] }),
      'PATCH /api/admin/bookings/12': () => {
        cancelled = true;
        return { body: aBooking({ status: 'cancelled' }) };
      },
    });
    renderPage(<BookingsTab />);

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Booking' });
    expect(dialog.textContent).toContain('Aroha Ngata on Fri, 20 Nov 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(patches(calls)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.change(screen.getByLabelText('Reason (optional, sent to the guest)'), { target: { value: 'The artist is unwell.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeTruthy();
    expect(patches(calls)[0]!.body).toEqual({ action: 'cancel', reason: 'The artist is unwell.' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('admin-bookings-status').textContent).toBe('Cancelled');
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
  });

  it('moves a booking to a free day with the weather as the default reason', async () => {
    const taken = nextMonthDay(10);
    const free = nextMonthDay(11);
    const calls = mockBookingsTab({
      'GET /api/bookings': { body: [aBooking()] },
      'GET /api/adventures/availability': { body: { bookedDates: [toIsoDate(taken)] } },
      'PATCH /api/admin/bookings/12': ({ body }) => ({ body: aBooking({ preferredDate: (body as { date: string }).date }) }),
    });
    renderPage(<BookingsTab />);

    fireEvent.click(await screen.findByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move Booking' });
    const calendar = await within(dialog).findByTestId('admin-bookings-move-calendar');
    expect((within(dialog).getByRole('button', { name: 'Move Booking' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Reason (sent to the guest)') as HTMLTextAreaElement).value).toBe(
      'The weather forecast is not suitable for painting outdoors on the original day.',
    );

    fireEvent.click(within(calendar).getByRole('button', { name: 'Go to the Next Month' }));
    await waitFor(() =>
      expect((calendar.querySelector(`[data-day="${toIsoDate(taken)}"] button`) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.click(calendar.querySelector(`[data-day="${toIsoDate(free)}"] button`)!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move Booking' }));

    expect(await screen.findByText(/^Booking moved to /)).toBeTruthy();
    expect(patches(calls)[0]!.body).toEqual({
      action: 'move',
      date: toIsoDate(free),
      reason: 'The weather forecast is not suitable for painting outdoors on the original day.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Error' with the server's message when an action fails", async () => {
    mockBookingsTab({
      'GET /api/bookings': { body: [aBooking()] },
      'PATCH /api/admin/bookings/12': {
        status: 409,
        body: { statusCode: 409, message: 'This booking has been cancelled and can no longer be changed.' },
      },
    });
    renderPage(<BookingsTab />);

    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getByText('This booking has been cancelled and can no longer be changed.')).toBeTruthy();
  });
  it('records what the guest has paid so far, and shows a deposit with its amount', async () => {
    let booking = aBooking({ status: 'confirmed' });
    const calls = mockBookingsTab({
      'GET /api/bookings': () => ({ body: [booking] }),
      'GET /api/adventures/availability': { body: { bookedDates: [], lastBookableDate: '2027-12-31' } },
      'PATCH /api/admin/bookings/12': ({ body }) => {
        booking = { ...booking, paymentStatus: 'deposit', amountPaid: (body as { amountPaid: string }).amountPaid };
        return { body: booking };
      },
    });
    renderPage(<BookingsTab />);

    fireEvent.click(await screen.findByRole('button', { name: 'Payment' }));
    const dialog = await screen.findByTestId('admin-bookings-payment-dialog');
    fireEvent.change(within(dialog).getByLabelText('Received so far, in all (NZD)'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));
    expect(within(dialog).getByText('The amount received must be a number from 0 up to the total')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Half as a deposit' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record Payment' }));

    expect(await screen.findByText('Payment recorded')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')!.body).toEqual({ action: 'record-payment', amountPaid: '450.00' });
    await waitFor(() => expect(screen.getByTestId('admin-bookings-payment').textContent).toBe('Deposit paid: $450 NZD'));
  });
});
