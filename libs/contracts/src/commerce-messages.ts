/*
 * The customer, sale and payment flows' messages (requirements §8 plus the server's own), apart from the
 * schemas that use them: the pages that show them load no zod.
 */

/** Messages of the customer, sale and payment flows, word for word where requirements §5/§8 gives them. */
export const COMMERCE_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Invalid email address',
  customerRequired: 'Please select a customer',
  invalidPhone: 'Please enter a valid phone number',
  /** The checkout's delivery: an address in a country the artist ships to, or a studio for pickup. */
  deliveryRequired: 'Please choose shipping or pickup',
  studioRequired: 'Please choose the studio you will collect from',
  countryRequired: 'Please choose a country',
  countryNotShipped: 'We do not ship to this country. Please choose pickup, or contact us about shipping.',
  addressPartRequired: (part: string) => `${part} is required`,
  addressTooLong: 'This part of the address is too long',
  /** The artist's own sale: what was paid, when, how, and how the painting reached the buyer. */
  salePriceInvalid: 'Enter the price paid as a positive amount with at most 2 decimals, e.g. 4800 or 4800.50',
  saleDateRequired: 'Please enter the date of the sale',
  saleDateInFuture: 'The date of the sale cannot be in the future',
  saleDateTooEarly: (year: number) => `The date of the sale cannot be before ${year}`,
  salePaymentMethodRequired: 'Please choose how it was paid',
  saleStudioRequired: 'Please choose the studio it is collected from',
  customerNotFound: 'Customer not found',
  paintingNotFound: 'Painting not found',
  alreadySold: 'This painting has already been sold',
  /** A hidden painting cannot be bought (the checkout shows 'Painting Unavailable'). */
  paintingUnavailable: 'This painting is not available for purchase',
  /** requirements §8 'Card provider not configured'. */
  stripeNotConfigured: 'Stripe payment is not configured. Please contact us directly for purchases.',
  paypalNotConfigured: 'PayPal payment is not configured. Please contact us directly for purchases.',
  paypalUnavailable: 'PayPal is not available right now. Please pay by card or try again later.',
  /** requirements §8 'Payments temporarily unavailable': our payments service (or its database) is down, not unconfigured. */
  paymentsUnavailable: 'Payment is temporarily unavailable. Please try again in a few minutes, or send us an enquiry about this painting.',
  /** The wallet order's amount or currency differs from what the catalog says. */
  amountMismatch: "The amount does not match the painting's price. Please reload the page and try again.",
  paymentNotFound: 'Payment not found',
  paymentNotCompleted: 'The payment was not completed. Please try again.',
  /** The buyer paid, but someone else bought the painting first: the payment is refunded. */
  soldMeanwhileRefunded: 'This painting was sold to someone else moments ago. Your payment has been refunded in full.',
  /** requirements §8 'Payment init failure', shown by the checkout page. */
  paymentInitFailed: 'Failed to initialize payment. Please try again.',
  paymentSuccessfulTitle: 'Payment Successful',
  paymentSuccessful: 'Thank you for your purchase! You will receive a confirmation email shortly.',
  paymentFailedTitle: 'Payment Failed',
  /** Admin toasts (requirements §8). */
  customerCreated: 'Customer created successfully',
  customerUpdated: 'Customer updated successfully',
  customerDeleted: 'Customer deleted successfully',
  paintingMarkedSold: 'Painting marked as sold',
  /** Undoing a sale the artist marked by mistake. */
  saleReversed: 'Sale undone: the painting is available again',
  noSaleToReverse: 'This painting has no sale to undo',
  paidSaleNotReversible: 'This painting was paid for online, so its sale cannot be undone here: refund the payment instead.',
  tooManyPayments: 'Too many payment attempts from your address. Please wait a few minutes and try again.',
  /** Another buyer's payment for the painting is in flight (it is held for them for a few minutes). */
  paintingReserved: 'This painting is reserved while another buyer completes their payment. Please check back in a few minutes.',
  /** The payment's hold on its painting ran its whole time (PAINTING_RESERVATION_CAP_MINUTES): it cannot hold it again. */
  holdTimeUsedUp:
    'The time to complete this payment has run out, so the painting is no longer held for it. Please reload the page to start again.',
  /** A visitor address already holds as many paintings as one may (PAINTING_RESERVATIONS_PER_ADDRESS). */
  tooManyHolds: (limit: number) =>
    `Payments for ${limit} ${limit === 1 ? 'painting are' : 'paintings are'} already under way from your address. Please complete or leave one of them before starting another.`,
  /** The artist's refund of a paid order: all of it back through its provider, once. */
  orderRefunded: 'Order refunded: the buyer has been e-mailed',
  orderRefundedAvailable: 'Order refunded: the buyer has been e-mailed and the painting is available again',
  onlyPaidOrdersRefund: 'Only a paid card or PayPal order can be refunded here. A sale you marked yourself can be undone instead.',
  certificateNotFound: 'No certificate of authenticity has this address. Please check the link or the code on the certificate.',
  orderNotFound: 'Order not found',
  /** Fulfilment of a paid order by the artist. */
  carrierRequired: 'Carrier is required',
  trackingNumberRequired: 'Tracking number is required',
  invalidTrackingUrl: 'The tracking link must be a web address starting with https://',
  invalidFulfilmentStep: 'Choose shipped, delivered, ready for pickup or collected',
  fulfilmentNotAllowed: (from: string, to: string) => `An order that is ${from} cannot be marked ${to}.`,
  refundedNotFulfilled: 'This order was refunded or undone, so it cannot be shipped or collected.',
  orderShipped: 'Order marked as shipped: the buyer has been e-mailed the tracking details',
  orderReadyForPickup: 'Order marked as ready for pickup: the buyer has been e-mailed',
  orderDelivered: 'Order marked as delivered',
  orderCollected: 'Order marked as collected',
} as const;
