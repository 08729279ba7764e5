import { button, composeEmail, defineTemplate, details, heading, note, paragraph } from './template';

/** To the buyer when the artist ships their painting: the carrier, the tracking number and its link. */
export const orderShippedTemplate = defineTemplate({
  name: 'order-shipped',
  audience: 'customer',
  render: (data, context) =>
    composeEmail(
      `Your painting is on its way: ${data.paintingTitle}`,
      [
        heading('Your painting is on its way'),
        paragraph(`Kia ora ${data.customerName}, "${data.paintingTitle}" has been packed and shipped.`),
        details([
          { label: 'Carrier', value: data.carrier },
          { label: 'Tracking number', value: data.trackingNumber, href: data.trackingUrl },
          { label: 'Order', value: `#${data.orderId}` },
          { label: 'Ship to', value: data.shippingAddress },
        ]),
        ...(data.trackingUrl ? [button('Track your parcel', data.trackingUrl)] : []),
        paragraph('Please open the parcel carefully and check the painting as soon as it arrives.'),
        note('Please report any damage within 48 hours of delivery. Reply to this e-mail if you have any questions.'),
      ],
      context,
    ),
});
