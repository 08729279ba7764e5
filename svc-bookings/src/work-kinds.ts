/*
 * Every background job of svc-bookings. All of it is durable work (architecture §4): a row of
 * `durable_work` staged in the transaction of the change that owes it, run from the queue
 * `bookings.work` by the one handler registered for its kind, and queued again by the sweep
 * (`bookings.work.sweep`) until it is done.
 */

/**
 * A booking e-mail, sent through svc-mailing: the request to confirm, the guest's summary and the
 * artist's copy, the guest's news of the artist's change. Its key (`booking-7-guest`,
 * `booking-7-moved-4`) is the e-mail's idempotency key. Staged and run by BookingEmailsService.
 * Payload: the TransactionalEmailRequest.
 */
export const BOOKING_EMAIL = 'booking-email';
