import { bookingInvite } from './booking-invite';
import { composeEmail, defineTemplate, details, formatDay, formatMoney, guestsLabel, heading, note, paragraph } from './template';

/** To the guest when the artist confirms that painting goes ahead. */
export const bookingConfirmedTemplate = defineTemplate({
  name: 'booking-confirmed',
  audience: 'guest',
  render: (data, context) => ({
    ...composeEmail(
      `Confirmed: ${data.adventureTitle}, ${formatDay(data.date)}`,
      [
        heading('Your painting adventure is confirmed'),
        paragraph(`Kia ora ${data.guestName}, good news: painting goes ahead on ${formatDay(data.date)}.`),
        details([
          { label: 'Adventure', value: data.adventureTitle },
          { label: 'Date', value: formatDay(data.date) },
          { label: 'Guests', value: guestsLabel(data.guests) },
          { label: 'Total', value: formatMoney(data.total, data.currency) },
        ]),
        note('All materials are provided. Reply to this e-mail if you have any questions.'),
      ],
      context,
    ),
    calendar: bookingInvite(data, context, 'REQUEST'),
  }),
});
