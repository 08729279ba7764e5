import { BOOKING_WEATHER_NOTICE } from '@atelier/contracts';
import { bookingInvite } from './booking-invite';
import { composeEmail, defineTemplate, details, formatDay, formatMoney, guestsLabel, heading, note, notice, paragraph } from './template';

/** To the guest right after they book: received, pending, weather dependent. */
export const bookingGuestTemplate = defineTemplate({
  name: 'booking-guest',
  audience: 'guest',
  render: (data, context) => ({
    ...composeEmail(
      `Your painting adventure booking: ${data.adventureTitle}, ${formatDay(data.date)}`,
      [
        heading('Thank you for your booking'),
        paragraph(`Kia ora ${data.guestName}, your painting adventure booking has been received. Here is what you asked for:`),
        details([
          { label: 'Adventure', value: data.adventureTitle },
          { label: 'Date', value: formatDay(data.date) },
          { label: 'Guests', value: guestsLabel(data.guests) },
          { label: 'Total', value: formatMoney(data.total, data.currency) },
          { label: 'Status', value: 'Pending' },
        ]),
        notice(BOOKING_WEATHER_NOTICE.title, BOOKING_WEATHER_NOTICE.message),
        note('Reply to this e-mail if you have any questions.'),
      ],
      context,
    ),
    calendar: bookingInvite(data, context, 'REQUEST'),
  }),
});
