import { collectFrom, composeEmail, defineTemplate, details, heading, note, paragraph } from './template';

/** To the buyer when their painting waits for them at the studio they chose: they reply to arrange a time. */
export const orderReadyForPickupTemplate = defineTemplate({
  name: 'order-ready-for-pickup',
  audience: 'customer',
  render: (data, context) =>
    composeEmail(
      `Ready to collect: ${data.paintingTitle}`,
      [
        heading('Your painting is ready to collect'),
        paragraph(`Kia ora ${data.customerName}, "${data.paintingTitle}" is ready for you at the ${data.pickupStudio}.`),
        details([
          { label: 'Collect from', value: collectFrom(data.pickupStudio) },
          { label: 'Order', value: `#${data.orderId}` },
        ]),
        paragraph('Collection is by appointment: reply to this e-mail with a day and time that suit you, and we will confirm.'),
        note('Please bring this e-mail or your order number with you.'),
      ],
      context,
    ),
});
