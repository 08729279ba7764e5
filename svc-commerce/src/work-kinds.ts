import type { EmailRequest } from '@atelier/contracts';

/*
 * Every background job of svc-commerce. All of it is durable work (architecture §4): a row of
 * `durable_work` staged in the transaction of the change that owes it, run from the queue
 * `commerce.work` by the one handler registered for its kind, and queued again by the sweep
 * (`commerce.work.sweep`) until it is done. A safety net is staged to run later (`runAfter`) and
 * finds the normal path finished, or finishes it.
 */

/**
 * An e-mail to the buyer or the artist, sent through svc-mailing; the key is its idempotency key.
 * Staged by MailingOutboxService.stageEmails (a sale, a refund, a shipment…), run by MailingOutboxService.
 * Payload: the TransactionalEmailRequest.
 */
export const SEND_EMAIL = 'mailing-email';

/** Takes a deleted customer's address off the mailing list at svc-mailing. Staged and run by MailingOutboxService. */
export const REMOVE_CONTACT = 'mailing-remove-contact';
export interface ContactRemovalRequest {
  email: string;
}

/** Issues a completed sale's certificate of authenticity. Staged by SalesService with the sale's completion, run by CertificatesService. */
export const ISSUE_CERTIFICATE = 'issue-certificate';
export interface IssueCertificate {
  orderId: number;
}

/**
 * The buyer's order confirmation, sent with the certificate attached. Staged by PaymentFulfilmentService
 * (CertificatesService.stageEmailWithCertificate) when an online sale is made, run by CertificatesService.
 */
export const SEND_WITH_CERTIFICATE = 'mailing-email-with-certificate';
export interface SendWithCertificate {
  orderId: number;
  email: EmailRequest<'order-confirmation'>;
}

/**
 * Safety net of the artist's own sale: staged with its reservation to run SALE_RECONCILE_AFTER_SECONDS
 * later, it settles a sale nobody finished. Staged and run by SalesService.
 */
export const SETTLE_MANUAL_SALE = 'settle-manual-sale';
export interface SettleManualSale {
  orderId: number;
}

/**
 * Safety net of a payment whose money arrived: staged when it does (PaymentFulfilmentService) to run
 * SALE_RECONCILE_AFTER_SECONDS later, it settles the payment again from the provider's own state
 * (PaymentRecoveryService) unless fulfilment finished.
 */
export const SETTLE_PAYMENT = 'settle-payment';
export interface SettlePayment {
  paymentId: number;
}

/** Acts on one stored Stripe webhook event, once. Staged with the event and run by StripePaymentsService. */
export const STRIPE_EVENT = 'stripe-event';
export interface StripeEventWork {
  eventId: string;
}
