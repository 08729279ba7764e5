import { button, composeEmail, defineTemplate, heading, note, paragraph, type RenderedEmail, type TemplateContext } from './template';

/** The site pages a subscriber's links open, and the address mail programs POST to (RFC 8058). */
export function subscriberLinks(token: string, siteUrl: string) {
  const query = `?token=${token}`;
  return {
    confirm: `${siteUrl}/newsletter/confirm${query}`,
    unsubscribePage: `${siteUrl}/newsletter/unsubscribe${query}`,
    oneClickUnsubscribe: `${siteUrl}/api/newsletter/unsubscribe/${token}`,
  };
}

/** Every newsletter e-mail offers the way out, in its text and to the mail program. */
function withUnsubscribe(email: RenderedEmail, token: string, context: TemplateContext): RenderedEmail {
  return { ...email, listUnsubscribe: subscriberLinks(token, context.siteUrl).oneClickUnsubscribe };
}

/**
 * Sent on sign-up: nobody is subscribed until they confirm (double opt-in). It knows only the
 * links' secret: nothing the visitor wrote goes to an address nobody has confirmed yet.
 */
export const newsletterConfirmTemplate = defineTemplate({
  name: 'newsletter-confirm',
  audience: 'guest',
  // The links' secret: erased from the database once the e-mail is sent.
  sensitive: true,
  render: ({ token }, context) => {
    const links = subscriberLinks(token, context.siteUrl);
    return withUnsubscribe(
      composeEmail(
        `Please confirm your subscription to ${context.siteName}`,
        [
          heading('Confirm your subscription'),
          paragraph('Kia ora, thank you for signing up for news of new paintings and painting adventures.'),
          paragraph('Please confirm that this is your address:'),
          button('Confirm my subscription', links.confirm),
          note(`If you did not sign up, ignore this e-mail: you will not hear from us. Not you at all? ${links.unsubscribePage}`),
        ],
        context,
      ),
      token,
      context,
    );
  },
});

/** Sent once the address is confirmed. */
export const newsletterWelcomeTemplate = defineTemplate({
  name: 'newsletter-welcome',
  audience: 'guest',
  sensitive: true,
  render: ({ firstName, token }, context) =>
    withUnsubscribe(
      composeEmail(
        `Welcome to the ${context.siteName} newsletter`,
        [
          heading('You are subscribed'),
          paragraph(
            `Kia ora ${firstName}, you will be the first to hear of new paintings from Glenorchy and beyond, and of painting adventure dates.`,
          ),
          note(`You can unsubscribe at any time: ${subscriberLinks(token, context.siteUrl).unsubscribePage}`),
        ],
        context,
      ),
      token,
      context,
    ),
});
