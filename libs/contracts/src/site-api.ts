import type { z } from 'zod';
import type { Adventure, AdventureAvailability, BookingConfirmation, BookingListItem } from './bookings';
import type { bookingActionSchema, bookingConfirmSchema, bookingRequestSchema } from './bookings';
import type {
  Customer,
  customerInputSchema,
  customerUpdateSchema,
  Order,
  PaymentIntentResponse,
  paymentIntentRequestSchema,
  PaymentsConfig,
  PaymentStatusResponse,
  PaypalCaptureResponse,
  PaypalOrderResponse,
  paypalOrderRequestSchema,
  PaypalSetupResponse,
  sellPaintingSchema,
} from './commerce';
import type { ExchangeRates } from './currency';
import { endpoint } from './endpoint';
import type { AdminStatus, LoginResponse, loginSchema, passwordResetConfirmSchema, passwordResetRequestSchema } from './identity';
import type {
  AdminInquiry,
  InquiryCreated,
  inquiryReadSchema,
  inquirySchema,
  MailchimpConnection,
  MessageResponse,
  NewsletterSubscriber,
  newsletterSubscriptionSchema,
} from './mailing';
import type {
  paintingImageInputSchema,
  paintingInputSchema,
  paintingUpdateSchema,
  sortOrderSchema,
  visibilitySchema,
} from './painting-input';
import type { Painting, PaintingImage } from './paintings';

/** What a body must be: the input of the schema the serving controller validates it with. */
type BodyFrom<Schema extends z.ZodType> = z.input<Schema>;

/**
 * Every endpoint of the public and admin API (SPEC §7, ARCHITECTURE §2), used by the serving
 * controllers (`@Serves`) and by the pages' `call()`. Types only: the bodies' schemas are the
 * ones named here, which the controllers validate with, and nothing of zod reaches the pages.
 */
export const siteApi = {
  paintings: {
    list: endpoint('GET', '/api/paintings').answers<Painting[]>(),
    featured: endpoint('GET', '/api/paintings/featured').answers<Painting[]>(),
    get: endpoint('GET', '/api/paintings/:id').answers<Painting>(),
    remove: endpoint('DELETE', '/api/paintings/:id'),
    listAll: endpoint('GET', '/api/admin/paintings/all').answers<Painting[]>(),
    create: endpoint('POST', '/api/admin/paintings').takes<BodyFrom<typeof paintingInputSchema>>().answers<Painting>(),
    update: endpoint('PATCH', '/api/admin/paintings/:id').takes<BodyFrom<typeof paintingUpdateSchema>>().answers<Painting>(),
    setVisibility: endpoint('PATCH', '/api/admin/paintings/:id/visibility').takes<BodyFrom<typeof visibilitySchema>>().answers<Painting>(),
    sell: endpoint('POST', '/api/admin/paintings/:id/sell').takes<BodyFrom<typeof sellPaintingSchema>>().answers<Order>(),
  },
  paintingImages: {
    add: endpoint('POST', '/api/admin/painting-images').takes<BodyFrom<typeof paintingImageInputSchema>>().answers<PaintingImage>(),
    remove: endpoint('DELETE', '/api/admin/painting-images/:id'),
    makePrimary: endpoint('PATCH', '/api/admin/painting-images/:id/primary'),
    setSortOrder: endpoint('PATCH', '/api/admin/painting-images/:id/sort-order').takes<BodyFrom<typeof sortOrderSchema>>(),
  },
  adventures: {
    list: endpoint('GET', '/api/adventures').answers<Adventure[]>(),
    availability: endpoint('GET', '/api/adventures/availability').answers<AdventureAvailability>(),
    listAll: endpoint('GET', '/api/admin/adventures').answers<Adventure[]>(),
  },
  bookings: {
    create: endpoint('POST', '/api/bookings').takes<BodyFrom<typeof bookingRequestSchema>>().answers<BookingListItem>(),
    confirm: endpoint('POST', '/api/bookings/confirm').takes<BodyFrom<typeof bookingConfirmSchema>>().answers<BookingConfirmation>(),
    list: endpoint('GET', '/api/bookings').answers<BookingListItem[]>(),
    listAll: endpoint('GET', '/api/admin/bookings').answers<BookingListItem[]>(),
    act: endpoint('PATCH', '/api/admin/bookings/:id').takes<BodyFrom<typeof bookingActionSchema>>().answers<BookingListItem>(),
  },
  customers: {
    list: endpoint('GET', '/api/admin/customers').answers<Customer[]>(),
    get: endpoint('GET', '/api/admin/customers/:id').answers<Customer>(),
    create: endpoint('POST', '/api/admin/customers').takes<BodyFrom<typeof customerInputSchema>>().answers<Customer>(),
    update: endpoint('PATCH', '/api/admin/customers/:id').takes<BodyFrom<typeof customerUpdateSchema>>().answers<Customer>(),
    remove: endpoint('DELETE', '/api/admin/customers/:id'),
  },
  orders: {
    list: endpoint('GET', '/api/admin/orders').answers<Order[]>(),
  },
  payments: {
    config: endpoint('GET', '/api/payments/config').answers<PaymentsConfig>(),
    status: endpoint('GET', '/api/payments/:reference/status').answers<PaymentStatusResponse>(),
    exchangeRates: endpoint('GET', '/api/exchange-rates').answers<ExchangeRates>(),
    createPaymentIntent: endpoint('POST', '/api/create-payment-intent')
      .takes<BodyFrom<typeof paymentIntentRequestSchema>>()
      .answers<PaymentIntentResponse>(),
    paypalSetup: endpoint('GET', '/api/paypal/setup').answers<PaypalSetupResponse>(),
    paypalOrder: endpoint('POST', '/api/paypal/order').takes<BodyFrom<typeof paypalOrderRequestSchema>>().answers<PaypalOrderResponse>(),
    paypalCapture: endpoint('POST', '/api/paypal/order/:orderId/capture').answers<PaypalCaptureResponse>(),
  },
  admin: {
    login: endpoint('POST', '/api/admin/login').takes<BodyFrom<typeof loginSchema>>().answers<LoginResponse>(),
    status: endpoint('GET', '/api/admin/status').answers<AdminStatus>(),
    logout: endpoint('POST', '/api/admin/logout').answers<{ success: true }>(),
    requestPasswordReset: endpoint('POST', '/api/admin/password-reset/request')
      .takes<BodyFrom<typeof passwordResetRequestSchema>>()
      .answers<MessageResponse>(),
    confirmPasswordReset: endpoint('POST', '/api/admin/password-reset/confirm')
      .takes<BodyFrom<typeof passwordResetConfirmSchema>>()
      .answers<MessageResponse>(),
  },
  inquiries: {
    create: endpoint('POST', '/api/inquiries').takes<BodyFrom<typeof inquirySchema>>().answers<InquiryCreated>(),
    list: endpoint('GET', '/api/admin/inquiries').answers<AdminInquiry[]>(),
    setRead: endpoint('PATCH', '/api/admin/inquiries/:id/read').takes<BodyFrom<typeof inquiryReadSchema>>().answers<AdminInquiry>(),
  },
  newsletter: {
    subscribe: endpoint('POST', '/api/newsletter').takes<BodyFrom<typeof newsletterSubscriptionSchema>>().answers<MessageResponse>(),
    list: endpoint('GET', '/api/newsletter').answers<NewsletterSubscriber[]>(),
    unsubscribe: endpoint('PATCH', '/api/admin/newsletter/:email/unsubscribe').answers<MessageResponse>(),
    resubscribe: endpoint('PATCH', '/api/admin/newsletter/:email/subscribe').answers<MessageResponse>(),
  },
  mailchimp: {
    test: endpoint('POST', '/api/admin/mailchimp/test').answers<MailchimpConnection>(),
    sync: endpoint('POST', '/api/admin/mailchimp/sync').answers<MessageResponse>(),
    syncCustomers: endpoint('POST', '/api/admin/mailchimp/sync-customers').answers<MessageResponse>(),
  },
  webhooks: {
    /** Stripe's events; the body is verified against its signature, not a schema. */
    stripe: endpoint('POST', '/api/webhooks/stripe').answers<{ received: true }>(),
  },
};
