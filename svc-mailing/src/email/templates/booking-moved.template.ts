import { bookingEmailDataSchema, guestInvite } from './booking.data';
import {
  composeEmail,
  defineTemplate,
  details,
  formatDay,
  formatMoney,
  guestsLabel,
  heading,
  note,
  paragraph,
  requiredText,
} from './template';

/** To the guest when the artist moves a booking to another day (usually the weather). */
export const bookingMovedTemplate = defineTemplate({
  name: 'booking-moved',
  audience: 'guest',
  data: bookingEmailDataSchema.extend({ reason: requiredText(1000) }),
  render: (data, context) => ({
    ...composeEmail(
      `New date: ${data.adventureTitle}, ${formatDay(data.date)}`,
      [
        heading('Your painting adventure has a new date'),
        paragraph(`Kia ora ${data.guestName}, your painting adventure has moved to ${formatDay(data.date)}.`),
        details([
          { label: 'Reason', value: data.reason },
          { label: 'Was', value: data.previousDate ? formatDay(data.previousDate) : null },
          { label: 'Now', value: formatDay(data.date) },
          { label: 'Adventure', value: data.adventureTitle },
          { label: 'Guests', value: guestsLabel(data.guests) },
          { label: 'Total', value: formatMoney(data.total, data.currency) },
        ]),
        note('If the new day does not suit you, reply to this e-mail and we will find another.'),
      ],
      context,
    ),
    calendar: guestInvite(data, context, 'REQUEST'),
  }),
});
