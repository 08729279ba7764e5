import { emailDataSchema, type EmailTemplateName } from '@atelier/contracts';
import { accountChangedTemplate } from './account-changed.template';
import { bookingArtistTemplate } from './booking-artist.template';
import { bookingCancelledTemplate } from './booking-cancelled.template';
import { bookingConfirmedTemplate } from './booking-confirmed.template';
import { bookingGuestTemplate } from './booking-guest.template';
import { bookingMovedTemplate } from './booking-moved.template';
import { bookingRequestTemplate } from './booking-request.template';
import { inquiryToArtistTemplate } from './inquiry-to-artist.template';
import { newsletterConfirmTemplate, newsletterWelcomeTemplate } from './newsletter.template';
import { orderConfirmationTemplate } from './order-confirmation.template';
import { orderReadyForPickupTemplate } from './order-ready-for-pickup.template';
import { orderShippedTemplate } from './order-shipped.template';
import { passwordResetTemplate } from './password-reset.template';
import { refundConfirmationTemplate } from './refund-confirmation.template';
import { refundNoticeTemplate } from './refund-notice.template';
import { saleNoticeTemplate } from './sale-notice.template';
import type { EmailTemplate, RenderedEmail, TemplateContext } from './template';

/**
 * How svc-mailing writes every template of the contracts' transactionalEmailSchema, one each: a
 * template missing here, or rendering other data than its schema's, does not compile. A new
 * template is its schema in @atelier/contracts (emails.ts), one file here (`<name>.template.ts`
 * calling `defineTemplate`) and its line below.
 */
export const EMAIL_TEMPLATES: { readonly [Name in EmailTemplateName]: EmailTemplate<Name> } = {
  'password-reset': passwordResetTemplate,
  'account-changed': accountChangedTemplate,
  'inquiry-to-artist': inquiryToArtistTemplate,
  'newsletter-confirm': newsletterConfirmTemplate,
  'newsletter-welcome': newsletterWelcomeTemplate,
  'booking-request': bookingRequestTemplate,
  'booking-guest': bookingGuestTemplate,
  'booking-artist': bookingArtistTemplate,
  'booking-confirmed': bookingConfirmedTemplate,
  'booking-cancelled': bookingCancelledTemplate,
  'booking-moved': bookingMovedTemplate,
  'order-confirmation': orderConfirmationTemplate,
  'order-shipped': orderShippedTemplate,
  'order-ready-for-pickup': orderReadyForPickupTemplate,
  'refund-confirmation': refundConfirmationTemplate,
  'sale-notice': saleNoticeTemplate,
  'refund-notice': refundNoticeTemplate,
};

/** Renders a stored e-mail: its data checked again by its template's schema (it may have waited in the database). */
export function renderEmail<Name extends EmailTemplateName>(name: Name, data: unknown, context: TemplateContext): RenderedEmail {
  const template: EmailTemplate<Name> = EMAIL_TEMPLATES[name];
  return template.render(emailDataSchema(name).parse(data), context);
}

export type { EmailTemplate, RenderedEmail, TemplateContext } from './template';
