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
import type { EmailTemplate } from './template';

/**
 * Every template `POST /internal/emails` knows. A new template is one file
 * (`<name>.template.ts` calling `defineTemplate`) plus its line here.
 */
const ALL = [
  passwordResetTemplate,
  inquiryToArtistTemplate,
  bookingRequestTemplate,
  bookingGuestTemplate,
  bookingArtistTemplate,
  bookingConfirmedTemplate,
  bookingCancelledTemplate,
  bookingMovedTemplate,
  orderConfirmationTemplate,
  orderShippedTemplate,
  orderReadyForPickupTemplate,
  saleNoticeTemplate,
  refundNoticeTemplate,
  refundConfirmationTemplate,
  newsletterConfirmTemplate,
  newsletterWelcomeTemplate,
  accountChangedTemplate,
] as EmailTemplate[];

export const EMAIL_TEMPLATES: ReadonlyMap<string, EmailTemplate> = new Map(ALL.map((template) => [template.name, template]));

export type { EmailTemplate, RenderedEmail, TemplateContext } from './template';
