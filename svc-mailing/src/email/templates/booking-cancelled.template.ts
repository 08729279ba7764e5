import { bookingInvite } from './booking-invite';
import { composeEmail, defineTemplate, details, formatDay, formatMoney, guestsLabel, heading, note, paragraph } from './template';

/** To the guest when a booking is cancelled. */
export const bookingCancelledTemplate = defineTemplate({
  name: 'booking-cancelled',
  audience: 'guest',
  render: (data, context) => ({
    ...composeEmail(
      `Cancelled: ${data.adventureTitle}, ${formatDay(data.date)}`,
      [
        heading('Your painting adventure has been cancelled'),
        paragraph(`Kia ora ${data.guestName}, we are sorry: your painting adventure on ${formatDay(data.date)} has been cancelled.`),
        ...(data.reason ? [details([{ label: 'Reason', value: data.reason }])] : []),
        details([
          { label: 'Adventure', value: data.adventureTitle },
          { label: 'Date', value: formatDay(data.date) },
          { label: 'Guests', value: guestsLabel(data.guests) },
          { label: 'Total', value: formatMoney(data.total, data.currency) },
        ]),
        note('Reply to this e-mail to find another day or if you have any questions.'),
      ],
      context,
    ),
    calendar: bookingInvite(data, context, 'CANCEL'),
  }),
});
