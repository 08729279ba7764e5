/*
 * The public forms posted without JavaScript (render/README.md, "Forms"): each is validated with the
 * schema its service validates the JSON call with, then sent to that service as the browser's JSON
 * call would be, on the visitor's behalf.
 */
import {
  INQUIRY_MESSAGES,
  inquirySchema,
  mailingApi,
  NEWSLETTER_MESSAGES,
  newsletterSubscriptionSchema,
  type Endpoint,
  type FormResult,
  type PublicFormName,
} from '@atelier/contracts';
import { call, refusalReason, type ApiError } from '@atelier/ui';
import type { z } from 'zod';

/** The services a form writes to, by their name in the gateway's route table. */
export type FormService = 'mailing';

interface PublicForm {
  /** The pages it is on (the path it posts to). */
  path: RegExp;
  /** Where on the page it is: the redirect's fragment, so the visitor lands on what it says. */
  anchor: string;
  /** The fields it sends; anything else posted is ignored. */
  fields: readonly string[];
  /** The schema of its service's JSON call. */
  schema: z.ZodType;
  service: FormService;
  endpoint: Endpoint;
  /** Said when the service could not answer (requirements §8). */
  failed: string;
  /** Said above the fields when it is refused, besides each field's error. */
  summary?: (values: Record<string, string>) => string | undefined;
}

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
};

export const isPublicFormName = (name: unknown): name is PublicFormName => typeof name === 'string' && Object.hasOwn(PUBLIC_FORMS, name);

export interface FormPost {
  /** The page it was posted to. */
  path: string;
  /** The posted fields (the form's name in `form`). */
  fields: Record<string, string>;
  /** Sent to the service with the call: the visitor's address and the request's id, as the gateway forwards them. */
  headers: Record<string, string>;
}

/** Sent: redirect to the page, at the form. Refused: the page again, with the form's result. */
export type FormOutcome =
  | { form: PublicFormName; sent: true; anchor: string }
  | { form: PublicFormName; sent: false; status: number; result: Extract<FormResult, { status: 'refused' }> };

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
  const refused = (status: number, errors: Record<string, string>, message?: string): FormOutcome => ({
    form: name,
    sent: false,
    status,
    result: { status: 'refused', values, errors, ...(message !== undefined && { message }) },
  });

  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    // One message per field, the first: the one the browser's own check would show.
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return refused(400, errors, form.summary?.(values));
  }
  try {
    await call(form.endpoint, { body: parsed.data } as never, { baseUrl: serviceUrls[form.service], headers: post.headers });
    return { form: name, sent: true, anchor: form.anchor };
  } catch (error) {
    // A refusal the schema did not foresee (too many messages from the address…) says why, with its code's status; an outage, to try again.
    const reason = refusalReason(error);
    return reason === undefined ? refused(500, {}, form.failed) : refused((error as ApiError).status, {}, reason);
  }
}
