import { bookingInvite } from './booking-invite';
import { composeEmail, defineTemplate, details, formatDay, formatMoney, guestsLabel, heading, note, paragraph } from './template';

/** To the guest when the artist moves a booking to another day (usually the weather). */
export const bookingMovedTemplate = defineTemplate({
  name: 'booking-moved',
  audience: 'guest',
  render: (data, context) => ({
    ...composeEmail(
      `New date: ${data.adventureTitle}, ${formatDay(data.date)}`,
      [
        heading('Your painting adventure has a new date'),
        paragraph(`Kia ora ${data.guestName}, your painting adventure has moved to ${formatDay(data.date)}.`),
        details([
          { label: 'Reason', value: data.reason },
          { label: 'Was', value: formatDay(data.previousDate) },
          { label: 'Now', value: formatDay(data.date) },
          { label: 'Adventure', value: data.adventureTitle },
          { label: 'Guests', value: guestsLabel(data.guests) },
          { label: 'Total', value: formatMoney(data.total, data.currency) },
        ]),
        note('If the new day does not suit you, reply to this e-mail and we will find another.'),
      ],
      context,
    ),
    calendar: bookingInvite(data, context, 'REQUEST'),
  }),
});
