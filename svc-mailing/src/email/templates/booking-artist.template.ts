import { button, composeEmail, defineTemplate, details, formatDay, formatMoney, guestsLabel, heading, quote } from './template';

/** To the artist when a painting adventure is booked. */
export const bookingArtistTemplate = defineTemplate({
  name: 'booking-artist',
  audience: 'artist',
  render: (data, context) =>
    composeEmail(
      `New booking: ${data.adventureTitle}, ${formatDay(data.date)}, ${guestsLabel(data.guests)}`,
      [
        heading(`New booking from ${data.guestName}`),
        details([
          { label: 'Adventure', value: data.adventureTitle },
          { label: 'Date', value: formatDay(data.date) },
          { label: 'Guests', value: guestsLabel(data.guests) },
          { label: 'Total', value: formatMoney(data.total, data.currency) },
          { label: 'Guest', value: data.guestName },
          { label: 'Guest 2', value: data.secondGuestName },
          { label: 'Email', value: data.guestEmail, href: `mailto:${data.guestEmail}` },
          { label: 'Phone', value: data.guestPhone },
          { label: 'Booking', value: `#${data.bookingId}` },
        ]),
        ...(data.specialRequests ? [quote(data.specialRequests)] : []),
        button('Open the Bookings tab', `${context.siteUrl}/admin`),
      ],
      context,
    ),
});
