import { z } from 'zod';
import { endpoint } from './endpoint';
import { transactionalEmailSchema } from './emails';
import type { ErrorCode } from './errors';
import { contactUpsertSchema } from './mailing';

// The services' `/internal/*` API (architecture §2): each call's body and answer as schemas,
// checked by the serving controller and by the calling InternalClient. Server-side only.

export const sessionIntrospectionRequestSchema = z.object({ token: z.string().max(200) });

export const sessionIntrospectionSchema = z.object({
  authenticated: z.boolean(),
  adminId: z.number().int().positive().optional(),
  /** Her sign-in e-mail: who made a change, in the services' audit records. */
  email: z.string().max(254).optional(),
});
export type SessionIntrospection = z.infer<typeof sessionIntrospectionSchema>;

/** 202: the e-mail is stored and will be sent once. */
export const transactionalEmailAcceptedSchema = z.object({
  id: z.number().int(),
  status: z.enum(['queued', 'sending', 'sent']),
  /** True when this idempotency key was seen before (nothing new was queued). */
  duplicate: z.boolean(),
});
export type TransactionalEmailAccepted = z.infer<typeof transactionalEmailAcceptedSchema>;

/** Both contact calls: the change is stored and its sync queued. */
export const contactChangeAcceptedSchema = z.object({
  email: z.string(),
  /** False when Mailchimp is not configured: the change waits in the database until it is. */
  queued: z.boolean(),
});
export type ContactChangeAccepted = z.infer<typeof contactChangeAcceptedSchema>;

/** A customer that is not deleted, the name split for the mailing-list provider (first word / the rest). */
export const internalCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type InternalCustomer = z.infer<typeof internalCustomerSchema>;

/** What the other services read of a painting (hidden ones too); the catalog answers the whole Painting. */
export const internalPaintingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.string().regex(/^\d+(\.\d+)?$/),
  currency: z.string(),
  available: z.boolean(),
  sold: z.boolean(),
  hidden: z.boolean(),
});
export type InternalPainting = z.infer<typeof internalPaintingSchema>;

/** What a certificate of authenticity says of a painting, with its picture (the catalog's 400 px JPEG, if it has one). */
export const certificatePaintingSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  medium: z.string(),
  width: z.string().regex(/^\d+(\.\d+)?$/),
  height: z.string().regex(/^\d+(\.\d+)?$/),
  year: z.number().int().nullable(),
  location: z.string().nullable(),
  thumbnailJpegBase64: z.base64().max(2_000_000).nullable(),
});
export type CertificatePainting = z.infer<typeof certificatePaintingSchema>;

/**
 * Who the site says the artist is (her site settings): the name a certificate of authenticity is
 * issued in and her e-mails are signed with, the business her e-mails come from, and the public
 * address replies to them go to (null when she has not given one).
 */
export const siteIdentitySchema = z.object({
  artistName: z.string().min(1).max(80),
  businessName: z.string().min(1).max(120),
  contactEmail: z.email().nullable(),
});
export type SiteIdentity = z.infer<typeof siteIdentitySchema>;

/**
 * Mark-sold sells the painting to the sale named by `saleReference`, once. The same reference
 * again answers `sold` again (a retry, a resumed sale); any other reference answers `sold-to-another`.
 */
export const markSoldRequestSchema = z.object({
  saleReference: z.string().regex(/^[\w.:-]{1,100}$/, 'saleReference must be 1 to 100 letters, digits or ._:-'),
  customerId: z.number().int().positive().nullable(),
  soldAt: z.coerce.date().optional(),
});
export type MarkSoldRequest = z.input<typeof markSoldRequestSchema>;

export const markSoldAnswerSchema = z.object({ outcome: z.enum(['sold', 'sold-to-another']) });
export type MarkSoldAnswer = z.infer<typeof markSoldAnswerSchema>;

/**
 * Unmark-sold makes the painting available again, undoing the sale named by `saleReference`
 * (the artist's mis-click). A painting that is not sold answers `available` (a retry); one sold
 * by another sale answers `sold-to-another` and stays as it is.
 */
export const unmarkSoldRequestSchema = z.object({ saleReference: markSoldRequestSchema.shape.saleReference });
export const unmarkSoldAnswerSchema = z.object({ outcome: z.enum(['available', 'sold-to-another']) });
export type UnmarkSoldAnswer = z.infer<typeof unmarkSoldAnswerSchema>;

/** What every internal route refuses: a call without the token, or one from outside (through a gateway). */
const INTERNAL_REFUSALS = ['UNAUTHENTICATED', 'FORBIDDEN'] as const satisfies readonly ErrorCode[];

export const internalApi = {
  /** svc-identity, for every service's AdminGuard: is this cookie a live session? */
  introspectSession: endpoint('POST', '/internal/sessions/introspect')
    .refuses(...INTERNAL_REFUSALS)
    .takes(sessionIntrospectionRequestSchema)
    .answers(sessionIntrospectionSchema),
  /** svc-mailing: one transactional e-mail, sent by a job with retries (202). */
  sendEmail: endpoint('POST', '/internal/emails')
    .refuses(...INTERNAL_REFUSALS, 'CONFLICT')
    .takes(transactionalEmailSchema)
    .answers(transactionalEmailAcceptedSchema),
  /** svc-mailing: a customer joins the mailing-list audience (tagged Customer, no newsletter consent implied). */
  upsertContact: endpoint('PUT', '/internal/contacts')
    .refuses(...INTERNAL_REFUSALS, 'MAILCHIMP_NOT_CONFIGURED')
    .takes(contactUpsertSchema)
    .answers(contactChangeAcceptedSchema),
  /** svc-mailing: a customer leaves the mailing-list audience. */
  removeContact: endpoint('DELETE', '/internal/contacts/:email')
    .refuses(...INTERNAL_REFUSALS, 'MAILCHIMP_NOT_CONFIGURED', 'NOT_FOUND')
    .answers(contactChangeAcceptedSchema),
  /** svc-commerce, for the mailing-list customer sync. */
  customers: endpoint('GET', '/internal/customers')
    .refuses(...INTERNAL_REFUSALS)
    .answers(z.array(internalCustomerSchema)),
  /** svc-catalog: a painting with its price, hidden ones too. */
  painting: endpoint('GET', '/internal/paintings/:id')
    .refuses(...INTERNAL_REFUSALS, 'NOT_FOUND')
    .answers(internalPaintingSchema),
  /** svc-catalog: the painting as a sale's certificate of authenticity describes it. */
  certificatePainting: endpoint('GET', '/internal/paintings/:id/certificate')
    .refuses(...INTERNAL_REFUSALS, 'NOT_FOUND')
    .answers(certificatePaintingSchema),
  /** svc-catalog: the artist's name, business name and contact address as her site settings give them. */
  siteIdentity: endpoint('GET', '/internal/site/identity')
    .refuses(...INTERNAL_REFUSALS)
    .answers(siteIdentitySchema),
  /** svc-catalog: sells the painting to one sale only. */
  markSold: endpoint('POST', '/internal/paintings/:id/mark-sold')
    .refuses(...INTERNAL_REFUSALS, 'NOT_FOUND')
    .takes(markSoldRequestSchema)
    .answers(markSoldAnswerSchema),
  /** svc-catalog: undoes one sale, making the painting available again. */
  unmarkSold: endpoint('POST', '/internal/paintings/:id/unmark-sold')
    .refuses(...INTERNAL_REFUSALS, 'NOT_FOUND')
    .takes(unmarkSoldRequestSchema)
    .answers(unmarkSoldAnswerSchema),
};
