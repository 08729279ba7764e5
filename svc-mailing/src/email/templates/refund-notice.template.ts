import { z } from 'zod';
import {
  amount,
  button,
  composeEmail,
  currencyCode,
  defineTemplate,
  details,
  formatMoney,
  heading,
  optionalEmail,
  paragraph,
  requiredText,
} from './template';

/**
 * To the artist when svc-commerce gave a payment back on its own (the painting was already
 * sold, removed, or the amount did not match). Data: RefundNoticeEmailData of svc-commerce.
 */
export const refundNoticeTemplate = defineTemplate({
  name: 'refund-notice',
  audience: 'artist',
  data: z.object({
    paintingTitle: requiredText(300),
    paintingId: z.number().int().positive(),
    amount,
    currency: currencyCode,
    customerName: requiredText(200),
    customerEmail: optionalEmail,
    paymentMethod: requiredText(100),
    paymentReference: requiredText(200),
    refundReference: requiredText(200),
    reason: requiredText(1000),
  }),
  render: (data, context) =>
    composeEmail(
      `Refunded: ${data.paintingTitle} (${formatMoney(data.amount, data.currency)})`,
      [
        heading('A payment was refunded'),
        paragraph(data.reason),
        details([
          { label: 'Painting', value: data.paintingTitle, href: `${context.siteUrl}/painting/${data.paintingId}` },
          { label: 'Refunded', value: formatMoney(data.amount, data.currency) },
          { label: 'Payment', value: data.paymentMethod },
          { label: 'Reference', value: data.paymentReference },
          { label: 'Refund', value: data.refundReference },
          { label: 'Buyer', value: data.customerName },
          { label: 'Email', value: data.customerEmail, href: data.customerEmail ? `mailto:${data.customerEmail}` : null },
        ]),
        button('Open the admin', `${context.siteUrl}/admin`),
      ],
      context,
    ),
});
