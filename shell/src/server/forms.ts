/*
 * The public forms posted without JavaScript (render/README.md, "Forms"): each is validated with the
 * schema its service validates the JSON call with, then sent to that service as the browser's JSON
 * call would be, on the visitor's behalf.
 */
import {
  BOOKING_MESSAGES,
  BOOKING_TIME,
  CHECKOUT_DETAILS_FIELDS,
  checkoutDetailsSchema,
  bookingConfirmSchema,
  bookingRequestSchema,
  bookingsApi,
  DEFAULT_CURRENCY,
  DEVICE_COOKIE,
  identityApi,
  INQUIRY_MESSAGES,
  inquirySchema,
  mailingApi,
  NEWSLETTER_MESSAGES,
  newsletterConfirmationSchema,
  newsletterSubscriptionSchema,
  PASSWORD_RESET_MESSAGES,
  passwordResetFormSchema,
  passwordResetRequestSchema,
  type Endpoint,
  type FormResult,
  type PublicFormName,
} from '@atelier/contracts';
import { call, currencyFromCookie, refusalReason, type ApiError } from '@atelier/ui';
import { set } from '@atelier/ui/forms';
import type { z } from 'zod';

/** The services a form writes to, by their name in the gateway's route table. */
export type FormService = 'mailing' | 'bookings' | 'identity';

interface PublicForm {
  /** The pages it is on (the path it posts to). */
  path: RegExp;
  /** Where on the page it is: the redirect's fragment, so the visitor lands on what it says (none: the top). */
  anchor?: string;
  /** The fields it sends; anything else posted is ignored. */
  fields: readonly string[];
  /** Fields never written back into the page it answers with (passwords): a refusal leaves them empty. */
  secret?: readonly string[];
  /** The schema of its service's JSON call. */
  schema: z.ZodType;
  /** The schema's input of what was typed, when it is not the fields as they are (named by their path in it). */
  input?: (values: Record<string, string>) => unknown;
  /**
   * The service that takes it. A form without one is only checked: valid, the page comes back with
   * what was typed (`checked`), and its script takes the next step (the checkout's payment).
   */
  service?: FormService;
  endpoint?: Endpoint;
  /** The call's request of the valid data, when it is not the body as it is. */
  request?: (data: Record<string, unknown>) => { body?: unknown; params?: Record<string, unknown> };
  /** What the browser's page adds to what was typed (the booking's currency, from its cookie). */
  extra?: (post: FormPost) => Record<string, string>;
  /** Said when the service could not answer (requirements §8). */
  failed?: string;
  /** Said above the fields when it is refused, besides each field's error. */
  summary?: (values: Record<string, string>) => string | undefined;
  /** Said instead of any refusal's own reason, as the browser's page says it (a link that is not valid). */
  refusedAs?: string;
  /** The cookies of its service's answer the browser is given, by name; any other the service sets stays here. */
  cookies?: readonly string[];
}

/** The pages of e-mailed links post the link's token, never in an address (render/README.md, Forms). */
const TOKEN_FIELDS = ['token'] as const;

const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'inquiryType', 'message'] as const;

export const PUBLIC_FORMS: Record<PublicFormName, PublicForm> = {
  contact: {
    path: /^\/$/,
    anchor: 'contact-form',
    fields: [...CONTACT_FIELDS, 'paintingId'],
    schema: inquirySchema,
    service: 'mailing',
    endpoint: mailingApi.inquiries.create,
    failed: INQUIRY_MESSAGES.failed,
    // requirements §5: the home form needs all five fields.
    summary: (values) => (CONTACT_FIELDS.some((field) => !values[field]?.trim()) ? INQUIRY_MESSAGES.fillAllFields : undefined),
  },
  enquiry: {
    path: /^\/commissions$/,
    anchor: 'enquiry-form',
    fields: ['firstName', 'lastName', 'email', 'phone', 'inquiryType', 'message', 'paintingId'],
    schema: inquirySchema,
    service: 'mailing',
    endpoint: mailingApi.inquiries.create,
    failed: INQUIRY_MESSAGES.failed,
  },
  newsletter: {
    // The footer's: on every page.
    path: /^\//,
    anchor: 'newsletter',
    fields: ['firstName', 'lastName', 'email'],
    schema: newsletterSubscriptionSchema,
    service: 'mailing',
    endpoint: mailingApi.newsletter.subscribe,
    failed: NEWSLETTER_MESSAGES.failed,
  },
  booking: {
    path: /^\/booking$/,
    anchor: 'booking-sent',
    fields: [
      'adventureId',
      'bookingDate',
      'firstName',
      'lastName',
      'customerEmail',
      'customerPhone',
      'numberOfGuests',
      'guest2FirstName',
      'guest2LastName',
      'specialRequests',
    ],
    schema: bookingRequestSchema,
    service: 'bookings',
    endpoint: bookingsApi.bookings.create,
    // The requirements §3 payload as the page builds it; the visitor's quote is left to the server,
    // which prices every booking itself (the page without JavaScript computed none).
    request: (data) => ({
      body: {
        ...data,
        customerName: `${String(data.firstName)} ${String(data.lastName)}`,
        bookingTime: BOOKING_TIME,
        status: 'pending',
        paymentStatus: 'pending',
      },
    }),
    extra: ({ cookie }) => ({ currency: currencyFromCookie(cookie) ?? DEFAULT_CURRENCY }),
    failed: BOOKING_MESSAGES.failed,
  },
  'booking-confirm': {
    path: /^\/booking\/confirm$/,
    fields: TOKEN_FIELDS,
    schema: bookingConfirmSchema,
    service: 'bookings',
    endpoint: bookingsApi.bookings.confirm,
    failed: BOOKING_MESSAGES.confirmFailed,
  },
  'newsletter-confirm': {
    path: /^\/newsletter\/confirm$/,
    fields: TOKEN_FIELDS,
    schema: newsletterConfirmationSchema,
    service: 'mailing',
    endpoint: mailingApi.newsletter.confirm,
    failed: NEWSLETTER_MESSAGES.linkFailed,
    refusedAs: NEWSLETTER_MESSAGES.confirmFailed,
  },
  unsubscribe: {
    path: /^\/newsletter\/unsubscribe$/,
    fields: TOKEN_FIELDS,
    schema: newsletterConfirmationSchema,
    service: 'mailing',
    endpoint: mailingApi.newsletter.unsubscribeByLink,
    request: ({ token }) => ({ params: { token } }),
    failed: NEWSLETTER_MESSAGES.linkFailed,
    refusedAs: NEWSLETTER_MESSAGES.unsubscribeLinkInvalid,
  },
  // The admin's password reset (requirements §4): both forms are on /password-reset, whose link page
  // (/password-reset?token=…) posts the token in the body, as the other link pages do.
  'password-reset-request': {
    path: /^\/password-reset$/,
    fields: ['email'],
    schema: passwordResetRequestSchema,
    service: 'identity',
    endpoint: identityApi.admin.requestPasswordReset,
    failed: PASSWORD_RESET_MESSAGES.requestFailed,
  },
  'password-reset': {
    path: /^\/password-reset$/,
    fields: [...TOKEN_FIELDS, 'password', 'confirmPassword'],
    secret: ['password', 'confirmPassword'],
    schema: passwordResetFormSchema,
    service: 'identity',
    endpoint: identityApi.admin.confirmPasswordReset,
    // The service's call: the confirmation is the form's own.
    request: ({ token, password }) => ({ body: { token, password } }),
    failed: PASSWORD_RESET_MESSAGES.resetFailed,
    summary: (values) => (values.token ? undefined : PASSWORD_RESET_MESSAGES.invalidToken),
    // The browser that reset the password is trusted at sign-in, as when the page sends it with JavaScript.
    cookies: [DEVICE_COOKIE],
  },
  // The checkout's details: a click on 'Continue to Payment' before the page is live keeps what was
  // typed, and the page goes on to the payment once it is; without JavaScript it says paying needs it.
  'checkout-details': {
    path: /^\/checkout\/[^/]+$/,
    fields: CHECKOUT_DETAILS_FIELDS,
    schema: checkoutDetailsSchema,
    input: nested,
  },
};

export const isPublicFormName = (name: unknown): name is PublicFormName => typeof name === 'string' && Object.hasOwn(PUBLIC_FORMS, name);

export interface FormPost {
  /** The page it was posted to. */
  path: string;
  /** The posted fields (the form's name in `form`). */
  fields: Record<string, string>;
  /** Sent to the service with the call: the visitor's address and the request's id, as the gateway forwards them. */
  headers: Record<string, string>;
  /** The request's cookies (the chosen currency), never sent on. */
  cookie?: string;
}

/** Sent: redirect to the page, at the form. Refused, or only checked: the page again, with the form's result. */
export type FormOutcome =
  | { form: PublicFormName; sent: true; anchor: string | undefined; cookies: string[] }
  | { form: PublicFormName; sent: false; status: number; result: Exclude<FormResult, { status: 'sent' }> };

/**
 * Validates a posted form and makes its service's call. Null when no such form is on that page.
 * A refusal keeps what was typed and says why: the schema's message beside each field, or the
 * service's own reason (any code but an outage's) above the form; a service that could not answer is a 500 (not 502-504,
 * which the gateways would answer with the shell's page instead).
 */
export async function submitForm(post: FormPost, serviceUrls: Record<FormService, string>): Promise<FormOutcome | null> {
  const name = post.fields.form;
  if (!isPublicFormName(name)) return null;
  const form = PUBLIC_FORMS[name];
  if (!form.path.test(post.path)) return null;

  const values = Object.fromEntries(form.fields.map((field) => [field, post.fields[field] ?? '']));
  const typed = Object.fromEntries(Object.entries(values).filter(([field]) => !form.secret?.includes(field)));
  const refused = (status: number, errors: Record<string, string>, message?: string): FormOutcome => ({
    form: name,
    sent: false,
    status,
    result: { status: 'refused', values: typed, errors, ...(message !== undefined && { message }) },
  });

  const parsed = form.schema.safeParse(form.input ? form.input(values) : { ...values, ...form.extra?.(post) });
  if (!parsed.success) {
    if (form.refusedAs !== undefined) return refused(400, {}, form.refusedAs);
    const errors: Record<string, string> = {};
    // One message per field, the first: the one the browser's own check would show.
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return refused(400, errors, form.summary?.(values));
  }
  if (!form.endpoint || !form.service) return { form: name, sent: false, status: 200, result: { status: 'checked', values: typed } };
  const data = parsed.data as Record<string, unknown>;
  const cookies: string[] = [];
  try {
    await call(form.endpoint, (form.request?.(data) ?? { body: data }) as never, {
      baseUrl: serviceUrls[form.service],
      headers: post.headers,
      answered: (headers) => cookies.push(...headers.getSetCookie().filter((cookie) => form.cookies?.includes(cookieName(cookie)))),
    });
    return { form: name, sent: true, anchor: form.anchor, cookies };
  } catch (error) {
    // A refusal the schema did not foresee (too many messages from the address…) says why, with its code's status; an outage, to try again.
    const reason = refusalReason(error);
    if (reason === undefined) return refused(500, {}, form.failed);
    return refused((error as ApiError).status, {}, form.refusedAs ?? reason);
  }
}

/** 'atelier_device=…; Path=/api/admin/login; HttpOnly' → 'atelier_device'. */
const cookieName = (setCookie: string) => setCookie.slice(0, setCookie.indexOf('=')).trim();

/** Fields named by their path ('customerInfo.name') as the object they spell, as the form's script holds it: { customerInfo: { name } }. */
function nested(values: Record<string, string>): Record<string, unknown> {
  const object = {};
  for (const [path, value] of Object.entries(values)) set(object, path, value);
  return object;
}
