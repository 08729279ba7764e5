import { z } from 'zod';
import type { SaleNoticeEmailData } from '@atelier/contracts';
import {
  amount,
  button,
  collectFrom,
  composeEmail,
  currencyCode,
  defineTemplate,
  details,
  formatMoney,
  heading,
  optionalAmount,
  optionalEmail,
  optionalText,
  optionalUrl,
  orderReference,
  requiredText,
} from './template';

/** To the artist when a painting sells (online payment or the admin's Sell action). */
export const saleNoticeTemplate = defineTemplate<SaleNoticeEmailData & { price?: string; shipping?: string; paymentReference?: string }>({
  name: 'sale-notice',
  audience: 'artist',
  data: z.object({
    paintingTitle: requiredText(300),
    amount,
    currency: currencyCode,
    customerName: requiredText(200),
    customerEmail: optionalEmail,
    paymentMethod: optionalText(100),
    /** Stripe payment intent, PayPal order id… */
    paymentReference: optionalText(200),
    orderId: orderReference,
    paintingUrl: optionalUrl,
    shippingAddress: optionalText(1000),
    pickupStudio: optionalText(100),
    price: optionalAmount,
    shipping: optionalAmount,
  }),
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
