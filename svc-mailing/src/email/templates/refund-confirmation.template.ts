import { z } from 'zod';
import type { RefundConfirmationEmailData } from '@atelier/contracts';
import {
  amount,
  composeEmail,
  currencyCode,
  defineTemplate,
  details,
  formatMoney,
  heading,
  note,
  paragraph,
  requiredText,
} from './template';

/** To the buyer when the artist refunds their order. */
export const refundConfirmationTemplate = defineTemplate<RefundConfirmationEmailData>({
  name: 'refund-confirmation',
  audience: 'customer',
  data: z.object({
    customerName: requiredText(200),
    paintingTitle: requiredText(300),
    amount,
    currency: currencyCode,
    paymentMethod: requiredText(100),
    orderId: z.number().int().positive(),
  }),
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
