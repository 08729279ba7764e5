import { composeEmail, defineTemplate, details, formatMoney, heading, note, paragraph } from './template';

/** To the buyer when the artist refunds their order. */
export const refundConfirmationTemplate = defineTemplate({
  name: 'refund-confirmation',
  audience: 'customer',
  render: (data, context) =>
    composeEmail(
      `Your refund for ${data.paintingTitle}`,
      [
        heading('Your payment has been refunded'),
        paragraph(`Kia ora ${data.customerName}, your payment for "${data.paintingTitle}" has been refunded in full.`),
        details([
          { label: 'Refunded', value: formatMoney(data.amount, data.currency) },
          { label: 'To', value: data.paymentMethod },
          { label: 'Order', value: `#${data.orderId}` },
        ]),
        paragraph('Refunds usually reach your card or PayPal account within 5 to 10 working days, depending on your bank.'),
        note('Reply to this e-mail if you have any questions.'),
      ],
      context,
    ),
});
