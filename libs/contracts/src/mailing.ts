import { z } from 'zod';
import { blankToUndefined } from './blank';
import { idInput } from './numbers';

// ── Enquiries (requirements §3 Inquiry, §5 enquiry form, §7 POST /api/inquiries) ─────────────────

/** The four inquiry types, in the order the forms list them. */
export const INQUIRY_TYPES = ['painting-purchase', 'painting-adventure', 'commission', 'general'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** What each inquiry type is called on the forms and in the artist's e-mail (requirements §3). */
export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  'painting-purchase': 'Purchase Painting',
  'painting-adventure': 'Painting Adventure',
  commission: 'Commission Artwork',
  general: 'General Inquiry',
};

/** Messages of the enquiry forms, word for word (requirements §5, §8), plus the server's own. */
export const INQUIRY_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email address',
  messageTooShort: 'Message must be at least 10 characters',
  inquiryTypeRequired: 'Please choose an inquiry type',
  /** Home contact form, any empty field: toast 'Error' / this. */
  fillAllFields: 'Please fill in all fields.',
  sentTitle: 'Message Sent',
  sent: "Thank you for your inquiry. We'll get back to you soon!",
  failed: 'Failed to send message. Please try again.',
  tooMany: 'Too many messages from your address. Please wait a few minutes and try again.',
  notFound: 'Enquiry not found',
  /** An enquiry's painting is named by its id, as the painting page sends it. */
  invalidPainting: 'paintingId must be the id of a painting (a whole number from 1)',
} as const;

/** A person's name field: required, trimmed. */
const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

/** An e-mail address, trimmed, with one message for every way it can be wrong. */
const emailAddress = (message: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.email({ error: message }).max(320, message));

/**
 * `POST /api/inquiries`: the reusable enquiry form and the home contact form (requirements §5).
 * `phone` and `paintingId` are optional; blank values count as absent.
 */
export const inquirySchema = z.object({
  firstName: name(INQUIRY_MESSAGES.firstNameRequired),
  lastName: name(INQUIRY_MESSAGES.lastNameRequired),
  email: emailAddress(INQUIRY_MESSAGES.invalidEmail),
  phone: z.preprocess(blankToUndefined, z.string().trim().max(50, 'Phone number is too long').optional()),
  inquiryType: z.enum(INQUIRY_TYPES, { error: INQUIRY_MESSAGES.inquiryTypeRequired }),
  message: z
    .string({ error: INQUIRY_MESSAGES.messageTooShort })
    .trim()
    .min(10, INQUIRY_MESSAGES.messageTooShort)
    .max(5000, 'Message must be at most 5000 characters'),
  paintingId: z.preprocess(blankToUndefined, idInput(INQUIRY_MESSAGES.invalidPainting).optional()),
});
export type InquiryRequest = z.input<typeof inquirySchema>;
export type InquiryData = z.output<typeof inquirySchema>;

/** `POST /api/inquiries` answer (201). */
export interface InquiryCreated {
  success: true;
  id: number;
}

/** An enquiry as the admin Enquiries tab lists it (`GET /api/admin/inquiries`, newest first). */
export interface AdminInquiry {
  id: number;
  inquiryType: InquiryType;
  inquiryTypeLabel: string;
  paintingId: number | null;
  /** The painting's title when the enquiry was sent (null when unknown or the catalog did not answer). */
  paintingTitle: string | null;
  read: boolean;
  readAt: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  message: string;
  createdAt: string;
}

/** `PATCH /api/admin/inquiries/{id}/read`. */
export const inquiryReadSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) });
export type InquiryReadRequest = z.infer<typeof inquiryReadSchema>;

// ── Newsletter (requirements §3 Newsletter subscription/subscriber, §5, §7) ──────────────────────

export const NEWSLETTER_MESSAGES = {
  firstNameRequired: INQUIRY_MESSAGES.firstNameRequired,
  lastNameRequired: INQUIRY_MESSAGES.lastNameRequired,
  invalidEmail: INQUIRY_MESSAGES.invalidEmail,
  successTitle: 'Success!',
  subscribed: "You've been subscribed to our newsletter.",
  /** The footer's toast: nobody is subscribed until they confirm from the e-mail (double opt-in). */
  confirmationSent: 'Please check your inbox and confirm your subscription.',
  confirmFailed: 'This confirmation link is not valid any more. Please sign up again from the form below.',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  unsubscribeQuestion: 'You will no longer receive our newsletter.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You have been unsubscribed. We are sorry to see you go.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. If you still receive our newsletter, reply to it and we will take you off the list.',
  linkFailed: 'Something went wrong. Please try again in a minute.',
  failed: 'Failed to subscribe. Please try again.',
  /** The footer form, shown by the browser on the e-mail field when it has no '@'. */
  emailNeeded: 'Please enter your e-mail address, with an @.',
  empty: 'No newsletter subscribers found',
  subscribeFailed: 'Failed to subscribe user',
  unsubscribeFailed: 'Failed to unsubscribe user',
  notFound: 'Subscriber not found',
  tooMany: 'Too many sign-ups from your address. Please wait a few minutes and try again.',
} as const;

/**
 * The 429 of a sign-up or booking request once the site has sent as many confirmation e-mails in
 * the last hour as it may (NEWSLETTER_ and BOOKING_CONFIRMATION_EMAILS_PER_HOUR), with the
 * `minutes` until it may send one more: nothing is queued, the visitor tries again.
 */
export function confirmationEmailsBusyMessage(minutes: number): string {
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `We have sent as many confirmation e-mails as we can for now. Please try again in ${wait}.`;
}

/** `POST /api/newsletter` (the footer form). The same address twice, in any case, is one subscriber. */
export const newsletterSubscriptionSchema = z.object({
  email: emailAddress(NEWSLETTER_MESSAGES.invalidEmail),
  firstName: name(NEWSLETTER_MESSAGES.firstNameRequired),
  lastName: name(NEWSLETTER_MESSAGES.lastNameRequired),
});
export type NewsletterSubscriptionRequest = z.input<typeof newsletterSubscriptionSchema>;

/**
 * A subscriber's state: `pending` signed up but has not confirmed from the e-mail yet (double
 * opt-in; not in Mailchimp), `active` confirmed (or subscribed by the artist), `unsubscribed`.
 */
export const SUBSCRIBER_STATUSES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** The secret of a subscriber's confirm and unsubscribe links (256 random bits, base64url). */
export const subscriberTokenSchema = z.string({ error: 'This link is not valid' }).regex(/^[\w-]{43}$/, 'This link is not valid');

/** `POST /api/newsletter/confirm`: the token of the link in the confirmation e-mail. */
export const newsletterConfirmationSchema = z.object({ token: subscriberTokenSchema });

/** A subscriber as `GET /api/newsletter` lists it (admin; newest first). */
export interface NewsletterSubscriber {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** True only for `status: 'active'` (requirements §3's field). */
  active: boolean;
  status: SubscriberStatus;
  /** When they confirmed from the e-mail (null: not yet, or subscribed before double opt-in). */
  confirmedAt: string | null;
  /** When the current subscription began (a re-subscribe starts a new one). */
  subscribedAt: string;
  /** When the address first subscribed. */
  createdAt: string;
  unsubscribedAt: string | null;
}

/** Answer of the newsletter writes and the Mailchimp sync calls. */
export interface MessageResponse {
  message: string;
}

// ── Mailchimp (requirements §7 admin calls, §8 messages) ─────────────────────────────────────────

export const MAILCHIMP_MESSAGES = {
  connected: 'Mailchimp connection successful',
  notConnected: 'Mailchimp connection failed. Check your API credentials.',
  testFailed: 'Failed to test Mailchimp connection',
  syncFailed: 'Failed to sync subscribers to Mailchimp',
  syncCustomersFailed: 'Failed to sync customers to Mailchimp',
  notConfigured: 'Mailchimp is not configured. Set MAILCHIMP_API_KEY, MAILCHIMP_SERVER_PREFIX and MAILCHIMP_AUDIENCE_ID.',
} as const;

/** `POST /api/admin/mailchimp/test` answer. */
export interface MailchimpConnection {
  connected: boolean;
}

// ── Internal contacts API (svc-commerce → svc-mailing) ───────────────────────────────────

/**
 * `PUT /internal/contacts`: a customer joins the mailing-list audience (tagged Customer, no
 * newsletter consent implied). `DELETE /internal/contacts/{email}` takes them out again.
 */
export const contactUpsertSchema = z.object({
  email: emailAddress('Invalid email address'),
  firstName: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  lastName: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
});
export type ContactUpsertRequest = z.input<typeof contactUpsertSchema>;
