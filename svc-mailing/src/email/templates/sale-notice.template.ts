import { button, collectFrom, composeEmail, defineTemplate, details, formatMoney, heading } from './template';

/** To the artist when a painting sells online (the admin's own sale sends none). */
export const saleNoticeTemplate = defineTemplate({
  name: 'sale-notice',
  audience: 'artist',
  render: (data, context) =>
    composeEmail(
      `Sold: ${data.paintingTitle} (${formatMoney(data.amount, data.currency)})`,
      [
        heading(`"${data.paintingTitle}" has sold`),
        details([
          { label: 'Painting', value: data.paintingTitle, href: data.paintingUrl },
          { label: 'Amount', value: formatMoney(data.amount, data.currency) },
          { label: 'Price', value: data.price === undefined ? null : formatMoney(data.price, data.currency) },
          { label: 'Shipping', value: data.shipping === undefined ? null : formatMoney(data.shipping, data.currency) },
          { label: 'Payment', value: data.paymentMethod },
          { label: 'Reference', value: data.paymentReference },
          { label: 'Order', value: data.orderId === undefined ? null : `#${data.orderId}` },
          { label: 'Buyer', value: data.customerName },
          { label: 'Email', value: data.customerEmail, href: data.customerEmail ? `mailto:${data.customerEmail}` : null },
          { label: 'Ship to', value: data.shippingAddress },
          { label: 'Collect from', value: collectFrom(data.pickupStudio) },
        ]),
        button('Open the admin', `${context.siteUrl}/admin`),
      ],
      context,
    ),
});
