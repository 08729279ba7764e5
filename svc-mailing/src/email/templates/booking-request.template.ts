import { holdDurationLabel } from '@atelier/contracts';
import { button, composeEmail, defineTemplate, details, formatDay, formatMoney, guestsLabel, heading, note, paragraph } from './template';

/**
 * To the address a visitor gave when booking: confirm it with the link, or nothing is booked.
 * Nobody has confirmed the address yet, so nothing in it comes from the form (not even a name,
 * which could be any words): it greets generically, the rest is the site's own text and numbers.
 * Sensitive: the link confirms the booking, so it is not kept once sent.
 */
export const bookingRequestTemplate = defineTemplate({
  name: 'booking-request',
  audience: 'guest',
  sensitive: true,
  render: (data, context) =>
    composeEmail(
      `Please confirm your painting adventure booking: ${formatDay(data.date)}`,
      [
        heading('Confirm your booking'),
        paragraph('Kia ora, please confirm your painting adventure booking:'),
        details([
          { label: 'Adventure', value: data.adventureTitle },
          { label: 'Date', value: formatDay(data.date) },
          { label: 'Guests', value: guestsLabel(data.guests) },
          { label: 'Total', value: formatMoney(data.total, data.currency) },
        ]),
        button('Confirm my booking', data.link),
        paragraph(`We hold the date for you for ${holdDurationLabel(data.minutes)}. Once you confirm, it is yours and the artist is told.`),
        note('If you did not make this booking, ignore this e-mail: nothing is booked.'),
      ],
      context,
    ),
});
