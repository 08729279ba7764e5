import { BOOKING_MESSAGES } from '@atelier/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { BookingConfirmPage } from './BookingConfirmPage';

afterEach(cleanup);

const TOKEN = 'k'.repeat(43);
const confirmation = { firstName: 'Aroha', adventureTitle: 'Half Day Painting Adventure', preferredDate: '2026-12-14', numberOfGuests: 2 };

describe(BookingConfirmPage.name, () => {
  it('confirms only when the guest presses the button, then shows the booking', async () => {
    const calls = mockApi({ 'POST /api/bookings/confirm': { body: confirmation } });
    renderPage(<BookingConfirmPage />, { path: `/booking/confirm?token=${TOKEN}` });

    expect(screen.getByRole('heading', { name: 'Confirm your booking' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0); // opening the link confirms nothing
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my booking' }));

    expect(await screen.findByRole('heading', { name: 'Your booking is confirmed' })).toBeTruthy();
    expect(screen.getByTestId('booking-confirmed').textContent).toBe(
      'Thank you, Aroha. The Half Day Painting Adventure on Monday, 14 December 2026 for 2 guests is held for you, and the artist has been told. She will be in touch closer to the day about the weather.',
    );
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ token: TOKEN });
  });

  it("shows the server's reason when the link no longer works, and a way to book again", async () => {
    mockApi({ 'POST /api/bookings/confirm': { status: 410, body: { statusCode: 410, message: BOOKING_MESSAGES.confirmTooLate } } });
    renderPage(<BookingConfirmPage />, { path: `/booking/confirm?token=${TOKEN}` });

    fireEvent.click(screen.getByRole('button', { name: 'Confirm my booking' }));
    expect((await screen.findByRole('alert')).textContent).toBe(BOOKING_MESSAGES.confirmTooLate);
    expect(screen.getByRole('link', { name: 'Book an adventure' }).getAttribute('href')).toBe('/booking');
  });

  it('says the link is not valid when it carries no token', () => {
    const calls = mockApi({});
    renderPage(<BookingConfirmPage />, { path: '/booking/confirm' });
    expect(screen.getByRole('alert').textContent).toBe(BOOKING_MESSAGES.confirmLinkInvalid);
    expect(screen.queryByRole('button')).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
