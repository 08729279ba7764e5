import { button, composeEmail, defineTemplate, details, formatMoney, heading, paragraph } from './template';

/**
 * To the artist when svc-commerce gave a payment back on its own (the painting was already
 * sold, removed, or the amount did not match)..
 */
export const refundNoticeTemplate = defineTemplate({
  name: 'refund-notice',
  audience: 'artist',
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
