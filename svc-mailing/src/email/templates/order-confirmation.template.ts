import { collectFrom, composeEmail, defineTemplate, details, formatMoney, heading, note, paragraph } from './template';

/** To the buyer once a painting is paid for. */
export const orderConfirmationTemplate = defineTemplate({
  name: 'order-confirmation',
  audience: 'customer',
  render: (data, context) =>
    composeEmail(
      `Thank you for your purchase: ${data.paintingTitle}`,
      [
        heading('Thank you for your purchase'),
        paragraph(`Kia ora ${data.customerName}, your payment has been received and "${data.paintingTitle}" is yours.`),
        details([
          { label: 'Painting', value: data.paintingTitle, href: data.paintingUrl },
          { label: 'Price', value: data.price === undefined ? null : formatMoney(data.price, data.currency) },
          {
            label: 'Shipping',
            value: data.shipping === undefined ? null : Number(data.shipping) === 0 ? 'Free' : formatMoney(data.shipping, data.currency),
          },
          { label: 'Paid', value: formatMoney(data.amount, data.currency) },
          { label: 'Order', value: data.orderId === undefined ? null : `#${data.orderId}` },
          { label: 'Ship to', value: data.shippingAddress },
          { label: 'Collect from', value: collectFrom(data.pickupStudio) },
          { label: 'Certificate', value: data.certificateNumber, href: data.certificateUrl },
        ]),
        ...(data.certificateNumber
          ? [
              paragraph(
                `Your certificate of authenticity, ${data.certificateNumber}, is attached.${data.certificateUrl ? ` Anyone you show it to can check it at ${data.certificateUrl}` : ''}`,
              ),
            ]
          : []),
        paragraph(
          data.pickupStudio
            ? `We will e-mail you when it is ready to collect from the ${data.pickupStudio}; reply to that e-mail to arrange a time.`
            : 'We will be in touch about packing and delivery. Oil paintings may need 2-3 weeks of drying time before they travel.',
        ),
        note('Please report any damage within 48 hours of delivery. Reply to this e-mail if you have any questions.'),
      ],
      context,
    ),
});
