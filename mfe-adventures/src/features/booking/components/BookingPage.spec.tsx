import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toIsoDate } from '@atelier/ui/calendar';
import { cleanup, hydratePage, mockApi, renderPage, type RecordedCall } from '@atelier/ui/testing';
import { seededAdventures } from '../../../testing/adventures';
import { BookingPage } from './BookingPage';

afterEach(cleanup);

/** The 15th of next month: always in the future, never today. */
function nextMonthDay(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth() + 1, 15);
}

async function pickDay(day: Date) {
  const calendar = await screen.findByTestId('booking-calendar');
  fireEvent.click(within(calendar).getByRole('button', { name: 'Go to the Next Month' }));
  const cell = calendar.querySelector(`[data-day="${toIsoDate(day)}"] button`);
  if (!cell) throw new Error(`no button for ${toIsoDate(day)}`);
  fireEvent.click(cell);
}

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function api(overrides: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/adventures': { body: seededAdventures() },
    'GET /api/adventures/availability': { body: { bookedDates: [] } },
    ...overrides,
  });
}

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');
const adventureSelect = () => screen.getByLabelText('Adventure') as HTMLSelectElement;
const submit = () => screen.getByRole('button', { name: /Book Your Adventure!|Creating Booking.../ }) as HTMLButtonElement;

describe(BookingPage.name, () => {
  it('preselects the half day and lists each adventure with its price in the visitor’s currency', async () => {
    api();
    renderPage(<BookingPage />, { path: '/booking', currency: 'EUR' });

    await waitFor(() => expect(adventureSelect().value).toBe('1'));
    const options = [...adventureSelect().options].map((option) => option.textContent);
    expect(options).toEqual([
      'Half Day Painting Adventure - €248 EUR',
      'Full Day Painting Adventure - €358 EUR',
      'Full Day Helicopter Painting Adventure - €798 EUR',
    ]);
  });

  it("shows the server's page a date field and no calendar, whose days would do nothing until the page is live; then the calendar", async () => {
    api();
    let served: { calendar: boolean; date: boolean } | undefined;
    hydratePage(<BookingPage />, {
      path: '/booking',
      meanwhile: () => (served = { calendar: !!screen.queryByTestId('booking-calendar'), date: !!screen.queryByLabelText('Date') }),
    });
    expect(served).toEqual({ calendar: false, date: true });
    expect(await screen.findByTestId('booking-calendar')).toBeTruthy();
    expect(screen.queryByLabelText('Date')).toBeNull();
  });

  it("selects the adventure chosen with 'Book This Adventure'", async () => {
    api();
    renderPage(<BookingPage />, { path: '/booking', state: { adventureId: 3 } });

    await waitFor(() => expect(adventureSelect().value).toBe('3'));
  });

  it('disables past and booked days, and shows the weather notice once adventure and date are chosen', async () => {
    const booked = nextMonthDay();
    const free = new Date(booked.getFullYear(), booked.getMonth(), 16);
    api({ 'GET /api/adventures/availability': { body: { bookedDates: [toIsoDate(booked)] } } });
    renderPage(<BookingPage />, { path: '/booking' });
    await waitFor(() => expect(adventureSelect().value).toBe('1'));

    const calendar = screen.getByTestId('booking-calendar');
    const today = calendar.querySelector(`[data-day="${toIsoDate(new Date())}"] button`) as HTMLButtonElement;
    expect(today.disabled).toBe(true);
    expect(screen.queryByTestId('booking-weather-notice')).toBeNull();
    expect(submit().disabled).toBe(true);

    fireEvent.click(within(calendar).getByRole('button', { name: 'Go to the Next Month' }));
    await waitFor(() =>
      expect((calendar.querySelector(`[data-day="${toIsoDate(booked)}"] button`) as HTMLButtonElement).disabled).toBe(true),
    );
    fireEvent.click(calendar.querySelector(`[data-day="${toIsoDate(free)}"] button`)!);

    const notice = screen.getByTestId('booking-weather-notice');
    expect(within(notice).getByText('Weather Dependent Booking')).toBeTruthy();
    expect(notice.textContent).toContain('depend on the weather');
    expect(submit().disabled).toBe(false);
  });

  it("shows the 'Guest 2 Information' block only for 2 guests", async () => {
    api();
    renderPage(<BookingPage />, { path: '/booking' });

    expect(screen.queryByText('Guest 2 Information')).toBeNull();
    fireEvent.click(screen.getByLabelText('2 Guests'));
    expect(screen.getByText('Guest 2 Information')).toBeTruthy();
    expect(screen.getByLabelText('Guest 2 First Name')).toBeTruthy();
    expect(screen.getByLabelText('Guest 2 Last Name')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('1 Guest'));
    expect(screen.queryByText('Guest 2 Information')).toBeNull();
  });

  it('offers only as many guests as the adventure takes, and drops a choice it does not take', async () => {
    const [halfDay, fullDay] = seededAdventures();
    api({ 'GET /api/adventures': { body: [halfDay, { ...fullDay!, maxGuests: 1 }] } });
    renderPage(<BookingPage />, { path: '/booking' });
    await waitFor(() => expect(adventureSelect().value).toBe('1'));

    fireEvent.click(screen.getByLabelText('2 Guests'));
    expect(screen.getByText('Guest 2 Information')).toBeTruthy();
    fireEvent.change(adventureSelect(), { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByLabelText('2 Guests')).toBeNull());
    expect((screen.getByLabelText('1 Guest') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByText('Guest 2 Information')).toBeNull();
  });

  it('shows every requirements §5 message and sends nothing', async () => {
    // Without a half day nothing is preselected, so the adventure is missing too.
    const calls = api({ 'GET /api/adventures': { body: seededAdventures().slice(1) } });
    renderPage(<BookingPage />, { path: '/booking' });
    await pickDay(nextMonthDay());
    expect(adventureSelect().value).toBe('');

    fireEvent.click(submit());
    expect(await screen.findByText('Please select an adventure')).toBeTruthy();
    expect(screen.getByText('First name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Number of guests is required')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('2 Guests'));
    fill('First Name', 'A');
    fireEvent.click(submit());
    expect(await screen.findByText('Guest 2 first and last names are required when booking for 2 guests')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it("says 'Missing Information' / 'Please select a date.' when the form is sent without a day", async () => {
    const calls = api();
    renderPage(<BookingPage />, { path: '/booking' });
    await waitFor(() => expect(adventureSelect().value).toBe('1'));
    fill('First Name', 'Aroha');
    fill('Last Name', 'Ngata');
    fill('Email Address', 'aroha@example.com');
    fireEvent.click(screen.getByLabelText('1 Guest'));

    // The button is disabled without a day; Enter in a field would still send the form.
    fireEvent.submit(screen.getByRole('form', { name: 'Book a painting adventure' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please select a date.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it("books 2 guests in EUR: the requirements §3 payload, 'Booking Created', then a fresh form and refreshed days", async () => {
    const day = nextMonthDay();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const calls = api({ 'POST /api/bookings': () => new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve)) });
    const { queryClient } = renderPage(<BookingPage />, { path: '/booking', currency: 'EUR' });
    queryClient.setQueryData(['/api/bookings'], []);
    await waitFor(() => expect(adventureSelect().value).toBe('1'));

    await pickDay(day);
    fill('First Name', 'Aroha');
    fill('Last Name', 'Ngata');
    fill('Email Address', 'aroha@example.com');
    fill('Phone Number (Optional)', '021 555 0101');
    fireEvent.click(screen.getByLabelText('2 Guests'));
    fill('Guest 2 First Name', 'Mere');
    fill('Guest 2 Last Name', 'Ngata');
    fill('Special Requests (Optional)', 'First time painting outdoors');
    expect(screen.getByTestId('booking-total').textContent).toContain('€495.00 EUR');

    fireEvent.click(submit());
    await waitFor(() => expect(submit().textContent).toBe('Creating Booking...'));
    expect(submit().disabled).toBe(true);
    expect(posts(calls)[0]!.body).toEqual({
      adventureId: 1,
      customerName: 'Aroha Ngata',
      firstName: 'Aroha',
      lastName: 'Ngata',
      customerEmail: 'aroha@example.com',
      customerPhone: '021 555 0101',
      numberOfGuests: 2,
      guest2FirstName: 'Mere',
      guest2LastName: 'Ngata',
      specialRequests: 'First time painting outdoors',
      bookingDate: toIsoDate(day),
      bookingTime: 'TBD',
      totalPrice: '495.00',
      currency: 'EUR',
      status: 'pending',
      paymentStatus: 'pending',
    });

    answer({ status: 201, body: { id: 12, email: 'aroha@example.com', holdExpiresAt: new Date(Date.now() + 120 * 60_000).toISOString() } });
    expect(await screen.findByText('Booking Created')).toBeTruthy();
    expect(screen.getByText('Your painting adventure booking has been submitted successfully!')).toBeTruthy();
    expect(screen.getByTestId('booking-check-email').textContent).toBe(
      'Please confirm your booking by e-mail' +
        'We have sent a link to aroha@example.com. Your day is held for you for 2 hours: open the link to confirm it, and the artist will be in touch.',
    );
    await waitFor(() => expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('Guest 2 Information')).toBeNull();
    expect(submit().disabled).toBe(true);
    expect(screen.queryByTestId('booking-weather-notice')).toBeNull();
    expect(adventureSelect().value).toBe('1');
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/adventures/availability')).toHaveLength(2));
    expect(queryClient.getQueryState(['/api/bookings'])?.isInvalidated).toBe(true);
  });

  it('disables the days after the last one bookings are open for', async () => {
    const day = nextMonthDay();
    const lastBookableDate = toIsoDate(new Date(day.getFullYear(), day.getMonth(), day.getDate() - 1));
    api({ 'GET /api/adventures/availability': { body: { bookedDates: [], lastBookableDate } } });
    renderPage(<BookingPage />, { path: '/booking' });
    const calendar = await screen.findByTestId('booking-calendar');
    await waitFor(() => expect(calendar.querySelector(`[data-day="${lastBookableDate}"]`)).toBeNull()); // still this month's grid
    fireEvent.click(within(calendar).getByRole('button', { name: 'Go to the Next Month' }));
    expect((calendar.querySelector(`[data-day="${lastBookableDate}"] button`) as HTMLButtonElement).disabled).toBe(false);
    expect((calendar.querySelector(`[data-day="${toIsoDate(day)}"] button`) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says 'Booking Failed' with the server's message, or the SPEC fallback", async () => {
    const taken = 'That date is already booked. Please choose another day.';
    let status = 409;
    api({ 'POST /api/bookings': () => (status === 409 ? { status, body: { statusCode: 409, message: taken } } : { status, body: '' }) });
    renderPage(<BookingPage />, { path: '/booking' });
    await waitFor(() => expect(adventureSelect().value).toBe('1'));
    await pickDay(nextMonthDay());
    fill('First Name', 'Aroha');
    fill('Last Name', 'Ngata');
    fill('Email Address', 'aroha@example.com');
    fireEvent.click(screen.getByLabelText('1 Guest'));

    fireEvent.click(submit());
    expect(await screen.findByText('Booking Failed')).toBeTruthy();
    expect(screen.getByText(taken)).toBeTruthy();
    // The form is kept for another try.
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Aroha');

    status = 502;
    fireEvent.click(submit());
    expect(await screen.findByText('Failed to create booking. Please try again.')).toBeTruthy();
  });
});
