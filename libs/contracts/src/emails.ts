import { z } from 'zod';
import { INQUIRY_TYPES, subscriberTokenSchema } from './mailing';

// ── Transactional e-mail (`POST /internal/emails`, architecture §2) ─────────────────────────────
//
// One request per template, keyed by `template`: its recipient and its data are a schema each,
// so a sender that leaves out a field, misspells a template or sends a notice anywhere but to
// the artist does not compile, and svc-mailing refuses at run time what the compiler let
// through (400 naming the field). Server-side only.

/** `to` of the artist's own notices: svc-mailing alone knows her address (ARTIST_EMAIL). */
export const ARTIST_RECIPIENT = 'artist';

/** Someone's address, given by the sender (a guest, a buyer, the administrator). */
const anAddress = z.email({ error: 'must be an e-mail address' });
const theArtist = z.literal(ARTIST_RECIPIENT, { error: `must be "${ARTIST_RECIPIENT}": svc-mailing knows the artist's address` });

// Field rules the templates share. Optional fields take null as absent too (a nullable column as it is).
const requiredText = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => text || undefined);
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');
/** A decimal amount; numbers are accepted and written with two decimals. */
const amount = z
  .union([z.number(), z.string().regex(/^\d+(\.\d{1,2})?$/, 'must be a decimal amount such as 450.00')])
  .transform((value) => Number(value).toFixed(2));
const optionalAmount = amount.nullish().transform((value) => value ?? undefined);
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be a currency code such as NZD');
const optionalEmail = z
  .email()
  .nullish()
  .transform((email) => email ?? undefined);
/** A web address (http or https: nothing a mail program would run). */
const webUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' });
const optionalUrl = webUrl.nullish().transform((url) => url ?? undefined);
const recordId = z.number().int().positive();
/**
 * A field added to a template once senders were live: every sender must give it (null when there is
 * nothing to say), while an e-mail queued by the previous version, without it, still reads (as null).
 */
const addedLater = <Field extends z.ZodType>(field: Field) =>
  z.preprocess((value) => value ?? null, field) as unknown as z.ZodType<z.output<Field>, z.input<Field>>;

// ── The data of each template ────────────────────────────────────────────────────────────────

/** `password-reset`, to the administrator: the link and how many minutes it works. Erased once sent. */
export const passwordResetEmailSchema = z.object({ link: webUrl, minutes: z.number().int().positive() });

/** `account-changed`, to the address the administrator had, when her password or sign-in e-mail changes. */
export const accountChangedEmailSchema = z.object({
  change: z.enum(['password', 'email']),
  newEmail: optionalEmail,
  at: z.iso.datetime(),
});

/** `inquiry-to-artist`: a visitor's enquiry; replying answers the visitor (reply-to). */
export const inquiryEmailSchema = z.object({
  inquiryId: recordId.optional(),
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: z.email(),
  phone: optionalText(50),
  inquiryType: z.enum(INQUIRY_TYPES),
  message: requiredText(5000),
  paintingId: recordId.nullish(),
  paintingTitle: optionalText(300),
  paintingUrl: optionalUrl,
});

/**
 * `newsletter-confirm`: only the links' secret. It goes to an address nobody has confirmed yet,
 * so it carries nothing the visitor wrote (a name could be any words, sent to anyone's inbox).
 */
export const newsletterConfirmEmailSchema = z.object({ token: subscriberTokenSchema });

/** `newsletter-welcome`: once the address is confirmed, it may greet the subscriber by the name they gave. */
export const newsletterWelcomeEmailSchema = newsletterConfirmEmailSchema.extend({ firstName: requiredText(100) });

/** What the site itself says of a booking: nothing in it was written by the visitor. */
const bookingFacts = z.object({
  bookingId: recordId,
  adventureTitle: requiredText(200),
  /** 'YYYY-MM-DD'; for `booking-moved`, the new day. */
  date: calendarDay,
  guests: z.number().int().min(1).max(20),
  /** Server-computed total. */
  total: amount,
  currency: currencyCode,
});

/**
 * `booking-request`, sent before anyone confirmed the address is theirs: the site's own facts
 * and the link, nothing the visitor wrote (not even a name), so the form cannot carry a
 * stranger's words to anyone's inbox. Other fields are dropped. Erased once sent.
 */
export const bookingRequestEmailSchema = bookingFacts.extend({
  link: webUrl,
  /** How long the day is held for the link. */
  minutes: z.number().int().positive(),
});

/** The guest's e-mails after they confirmed: they may name the guest, and carry the day as a calendar invitation. */
const guestBookingEmailSchema = bookingFacts.extend({
  guestName: requiredText(200),
  /** The booking's e-mails so far: the invitation's SEQUENCE, so calendars take the newest. */
  sequence: z.number().int().min(0).max(10_000),
});

/** `booking-guest`: the guest's summary once they confirmed. */
export const bookingGuestEmailSchema = guestBookingEmailSchema;
/** `booking-confirmed`: the artist confirms that painting goes ahead. */
export const bookingConfirmedEmailSchema = guestBookingEmailSchema;
/** `booking-cancelled`: the artist cancelled, perhaps saying why. */
export const bookingCancelledEmailSchema = guestBookingEmailSchema.extend({ reason: optionalText(1000) });
/** `booking-moved`: the artist moved it to `date`, from `previousDate`, for a reason. */
export const bookingMovedEmailSchema = guestBookingEmailSchema.extend({ reason: requiredText(1000), previousDate: calendarDay });

/** `booking-artist`: the artist's copy of a confirmed booking, with how to reach the guest and what they asked for. */
export const bookingArtistEmailSchema = bookingFacts.extend({
  guestName: requiredText(200),
  guestEmail: z.email(),
  guestPhone: optionalText(50),
  specialRequests: optionalText(2000),
  /** The second guest's name, for a booking of two. */
  secondGuestName: addedLater(requiredText(201).nullable()),
});

/** `order-confirmation`, to the buyer once a painting is paid for. */
export const orderConfirmationEmailSchema = z.object({
  customerName: requiredText(200),
  paintingTitle: requiredText(300),
  orderId: recordId,
  /** What was paid in all. */
  amount,
  currency: currencyCode,
  /** The painting's price and the shipping, when the sender breaks the amount down. */
  price: optionalAmount,
  shipping: optionalAmount,
  paintingUrl: optionalUrl,
  /** Multi-line postal address... */
  shippingAddress: optionalText(1000),
  /** ...or the studio the buyer collects from, by appointment ('Glenorchy studio'). */
  pickupStudio: optionalText(100),
  /** The sale's certificate of authenticity, attached, and the address where anyone can check it. */
  certificateNumber: optionalText(20),
  certificateUrl: optionalUrl,
});

/** `order-shipped`, to the buyer when the artist ships their painting. */
export const orderShippedEmailSchema = z.object({
  customerName: requiredText(200),
  paintingTitle: requiredText(300),
  orderId: recordId,
  carrier: requiredText(100),
  trackingNumber: requiredText(100),
  /** The carrier's tracking page, when the artist gave it. */
  trackingUrl: optionalUrl,
  /** Multi-line postal address it is on its way to. */
  shippingAddress: optionalText(1000),
});

/** `order-ready-for-pickup`, to the buyer when their painting waits at the studio they chose. */
export const orderReadyForPickupEmailSchema = z.object({
  customerName: requiredText(200),
  paintingTitle: requiredText(300),
  orderId: recordId,
  pickupStudio: requiredText(100),
});

/** `refund-confirmation`, to the buyer when the artist refunds their order. */
export const refundConfirmationEmailSchema = z.object({
  customerName: requiredText(200),
  paintingTitle: requiredText(300),
  orderId: recordId,
  amount,
  currency: currencyCode,
  paymentMethod: requiredText(100),
});

/** `sale-notice`, to the artist when a painting sells online. */
export const saleNoticeEmailSchema = z.object({
  paintingTitle: requiredText(300),
  orderId: recordId,
  amount,
  currency: currencyCode,
  price: optionalAmount,
  shipping: optionalAmount,
  customerName: requiredText(200),
  customerEmail: optionalEmail,
  /** 'Card (Stripe)', 'PayPal'. */
  paymentMethod: requiredText(100),
  /** Stripe payment intent, PayPal order id. */
  paymentReference: requiredText(200),
  paintingUrl: optionalUrl,
  shippingAddress: optionalText(1000),
  pickupStudio: optionalText(100),
});

/**
 * `refund-notice`, to the artist when svc-commerce gave a payment back on its own (the painting
 * was already sold, removed, or the amount did not match).
 */
export const refundNoticeEmailSchema = z.object({
  paintingTitle: requiredText(300),
  paintingId: recordId,
  /** What was refunded. */
  amount,
  currency: currencyCode,
  customerName: requiredText(200),
  customerEmail: optionalEmail,
  paymentMethod: requiredText(100),
  paymentReference: requiredText(200),
  refundReference: requiredText(200),
  /** One sentence saying why. */
  reason: requiredText(1000),
});

// ── The request ──────────────────────────────────────────────────────────────────────────────

const emailAttachmentSchema = z.object({
  filename: z.string().regex(/^[\w.-]{1,100}\.pdf$/, 'an attachment is a .pdf with a plain file name'),
  contentType: z.literal('application/pdf'),
  contentBase64: z.base64().max(2_000_000, 'an attachment is 1.5 MB at most'),
});

/** One e-mail of `template` to `to`, rendering `data`. */
function email<Template extends string, To extends z.ZodType, Data extends z.ZodType>(template: Template, to: To, data: Data) {
  return z.object({
    template: z.literal(template),
    to,
    data,
    /** The same key twice sends one e-mail. */
    idempotencyKey: z.string().trim().min(1).max(200),
    replyTo: z.email({ error: 'must be an e-mail address' }).optional(),
    /** Files to attach (a sale's certificate of authenticity): PDF only, 1.5 MB at most each. */
    attachments: z.array(emailAttachmentSchema).max(3).optional(),
  });
}

/** Every transactional e-mail svc-mailing sends: `POST /internal/emails`'s body. */
export const transactionalEmailSchema = z.discriminatedUnion(
  'template',
  [
    email('password-reset', anAddress, passwordResetEmailSchema),
    email('account-changed', anAddress, accountChangedEmailSchema),
    email('inquiry-to-artist', theArtist, inquiryEmailSchema),
    email('newsletter-confirm', anAddress, newsletterConfirmEmailSchema),
    email('newsletter-welcome', anAddress, newsletterWelcomeEmailSchema),
    email('booking-request', anAddress, bookingRequestEmailSchema),
    email('booking-guest', anAddress, bookingGuestEmailSchema),
    email('booking-artist', theArtist, bookingArtistEmailSchema),
    email('booking-confirmed', anAddress, bookingConfirmedEmailSchema),
    email('booking-cancelled', anAddress, bookingCancelledEmailSchema),
    email('booking-moved', anAddress, bookingMovedEmailSchema),
    email('order-confirmation', anAddress, orderConfirmationEmailSchema),
    email('order-shipped', anAddress, orderShippedEmailSchema),
    email('order-ready-for-pickup', anAddress, orderReadyForPickupEmailSchema),
    email('refund-confirmation', anAddress, refundConfirmationEmailSchema),
    email('sale-notice', theArtist, saleNoticeEmailSchema),
    email('refund-notice', theArtist, refundNoticeEmailSchema),
  ],
  {
    // The union's own issue: no option has this `template` (the options' issues name their fields).
    error: (issue) =>
      issue.code === 'invalid_union'
        ? `unknown e-mail template ${JSON.stringify((issue.input as { template?: unknown } | undefined)?.template ?? null)}; known: ${(issue as { options?: unknown[] }).options?.join(', ')}`
        : undefined,
  },
);

/** What a sender sends (amounts may be numbers, absent optional fields null). */
export type TransactionalEmailRequest = z.input<typeof transactionalEmailSchema>;
/** What svc-mailing renders. */
export type TransactionalEmail = z.output<typeof transactionalEmailSchema>;
export type EmailTemplateName = TransactionalEmail['template'];
/** The request of one template: `EmailRequest<'order-shipped'>`. */
export type EmailRequest<Template extends EmailTemplateName> = Extract<TransactionalEmailRequest, { template: Template }>;
/** The data one template renders, after its schema. */
export type EmailData<Template extends EmailTemplateName> = Extract<TransactionalEmail, { template: Template }>['data'];
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

export const EMAIL_TEMPLATE_NAMES: readonly EmailTemplateName[] = transactionalEmailSchema.options.map(
  (option) => option.shape.template.value,
);

const dataSchemas = new Map<string, z.ZodType>(
  transactionalEmailSchema.options.map((option) => [option.shape.template.value, option.shape.data]),
);

/** The schema of one template's data: svc-mailing parses a stored e-mail's data again when it renders it. */
export function emailDataSchema<Template extends EmailTemplateName>(template: Template): z.ZodType<EmailData<Template>> {
  return dataSchemas.get(template) as z.ZodType<EmailData<Template>>;
}

/** The templates of the e-mails about a booking, by what happened. */
export const BOOKING_EMAIL_TEMPLATES = {
  /** To the address a visitor gave, before it is confirmed: the link, and nothing the visitor wrote (not even a name). */
  request: 'booking-request',
  guest: 'booking-guest',
  artist: 'booking-artist',
  confirmed: 'booking-confirmed',
  cancelled: 'booking-cancelled',
  moved: 'booking-moved',
} as const satisfies Record<string, EmailTemplateName>;
export type BookingEmailKind = keyof typeof BOOKING_EMAIL_TEMPLATES;
