import { INQUIRY_TYPE_LABELS } from '@atelier/contracts';
import { button, composeEmail, defineTemplate, details, heading, note, quote } from './template';

/** A visitor's enquiry, to the artist; replying answers the visitor (reply-to). */
export const inquiryToArtistTemplate = defineTemplate({
  name: 'inquiry-to-artist',
  audience: 'artist',
  render: (data, context) => {
    const label = INQUIRY_TYPE_LABELS[data.inquiryType];
    const name = `${data.firstName} ${data.lastName}`;
    const painting = data.paintingTitle ?? (data.paintingId ? `Painting #${data.paintingId}` : null);
    return composeEmail(
      `New enquiry: ${label}${painting ? ` – ${painting}` : ''} from ${name}`,
      [
        heading(`New enquiry from ${name}`),
        details([
          { label: 'Type', value: label },
          { label: 'Painting', value: painting, href: data.paintingUrl },
          { label: 'Name', value: name },
          { label: 'Email', value: data.email, href: `mailto:${data.email}` },
          { label: 'Phone', value: data.phone },
        ]),
        quote(data.message),
        button('Open the Enquiries tab', `${context.siteUrl}/admin`),
        note(`Reply to this e-mail to answer ${data.firstName} directly.`),
      ],
      context,
    );
  },
});
