import type {
  CertificateVerification,
  Customer,
  customerInputSchema,
  customerUpdateSchema,
  fulfilOrderSchema,
  Order,
  PaintingReservation,
  refundOrderSchema,
  SaleRecord,
  PaymentIntentResponse,
  paymentIntentRequestSchema,
  PaymentsConfig,
  PaymentStatusResponse,
  PaypalCaptureResponse,
  PaypalOrderResponse,
  paypalOrderRequestSchema,
  PaypalSetupResponse,
  sellPaintingSchema,
  UnfinishedCheckout,
} from '../commerce';
import type { ExchangeRates } from '../currency';
import { endpoint, type BodyFrom } from '../endpoint';
import type { ErrorCode } from '../errors';
import { ADMIN_REFUSALS } from '../refusal-lists';

/** Why a buyer may not pay for a painting now (rate limited, gone, sold, held by another, out of hold time). */
const PURCHASE_REFUSALS = [
  'RATE_LIMITED',
  'NOT_FOUND',
  'PAINTING_SOLD',
  'PAINTING_RESERVED',
  'PAINTING_UNAVAILABLE',
  'HOLD_USED_UP',
] as const satisfies readonly ErrorCode[];

/** svc-commerce's public and admin endpoints, and the payment provider's webhook. */
export const commerceApi = {
  customers: {
    list: endpoint('GET', '/api/admin/customers')
      .refuses(...ADMIN_REFUSALS)
      .answers<Customer[]>(),
    get: endpoint('GET', '/api/admin/customers/:id')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND')
      .answers<Customer>(),
    create: endpoint('POST', '/api/admin/customers')
      .refuses(...ADMIN_REFUSALS)
      .takes<BodyFrom<typeof customerInputSchema>>()
      .answers<Customer>(),
    update: endpoint('PATCH', '/api/admin/customers/:id')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND')
      .takes<BodyFrom<typeof customerUpdateSchema>>()
      .answers<Customer>(),
    remove: endpoint('DELETE', '/api/admin/customers/:id').refuses(...ADMIN_REFUSALS, 'NOT_FOUND'),
    /** A CSV file of every customer with their purchases. */
    export: endpoint('GET', '/api/admin/customers/export.csv').refuses(...ADMIN_REFUSALS),
  },
  orders: {
    /** Every sale, and every paid payment that made none (given back, or waiting to become an order), newest first. */
    list: endpoint('GET', '/api/admin/orders')
      .refuses(...ADMIN_REFUSALS)
      .answers<SaleRecord[]>(),
    /** Payments a buyer submitted that did not go through (declined, abandoned): not orders. */
    unfinished: endpoint('GET', '/api/admin/orders/unfinished')
      .refuses(...ADMIN_REFUSALS)
      .answers<UnfinishedCheckout[]>(),
    /** Moves a paid order on (shipped, delivered, ready for pickup, collected); the buyer is e-mailed when it ships or is ready. */
    fulfil: endpoint('POST', '/api/admin/orders/:id/fulfilment')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND', 'CONFLICT')
      .takes<BodyFrom<typeof fulfilOrderSchema>>()
      .answers<SaleRecord>(),
    /** The same list as a CSV file. */
    export: endpoint('GET', '/api/admin/orders/export.csv').refuses(...ADMIN_REFUSALS),
    /** Gives a paid card or PayPal order's money back in full and e-mails the buyer. */
    refund: endpoint('POST', '/api/admin/orders/:id/refund')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND', 'CONFLICT', 'PAYMENT_PROVIDER_FAILED')
      .takes<BodyFrom<typeof refundOrderSchema>>()
      .answers<SaleRecord>(),
    /** The sale's certificate of authenticity, a PDF to download. */
    certificate: endpoint('GET', '/api/admin/orders/:id/certificate').refuses(...ADMIN_REFUSALS, 'NOT_FOUND'),
  },
  certificates: {
    /** The page a certificate's address opens: is it genuine? */
    verify: endpoint('GET', '/api/certificates/:code').refuses('NOT_FOUND', 'VALIDATION_FAILED').answers<CertificateVerification>(),
  },
  sales: {
    sell: endpoint('POST', '/api/admin/paintings/:id/sell')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND', 'PAINTING_SOLD', 'PAINTING_RESERVED')
      .takes<BodyFrom<typeof sellPaintingSchema>>()
      .answers<Order>(),
    /** Undoes the artist's own sale (a mis-click): the order is kept as cancelled, the painting is available again. */
    reverse: endpoint('POST', '/api/admin/paintings/:id/reverse-sale')
      .refuses(...ADMIN_REFUSALS, 'NOT_FOUND', 'CONFLICT', 'PAINTING_SOLD')
      .answers<Order>(),
  },
  payments: {
    config: endpoint('GET', '/api/payments/config').answers<PaymentsConfig>(),
    status: endpoint('GET', '/api/payments/:reference/status').refuses('NOT_FOUND').answers<PaymentStatusResponse>(),
    /** A card payment about to be confirmed holds its painting (PayPal orders hold theirs when created). */
    reserve: endpoint('POST', '/api/payments/:reference/reserve')
      .refuses(...PURCHASE_REFUSALS)
      .answers<PaintingReservation>(),
    reservations: endpoint('GET', '/api/reservations').answers<PaintingReservation[]>(),
    exchangeRates: endpoint('GET', '/api/exchange-rates').answers<ExchangeRates>(),
    createPaymentIntent: endpoint('POST', '/api/create-payment-intent')
      .refuses(...PURCHASE_REFUSALS, 'PAYMENTS_NOT_CONFIGURED', 'PAYMENT_PROVIDER_FAILED')
      .takes<BodyFrom<typeof paymentIntentRequestSchema>>()
      .answers<PaymentIntentResponse>(),
    paypalSetup: endpoint('GET', '/api/paypal/setup')
      .refuses('PAYMENTS_NOT_CONFIGURED', 'PAYMENT_PROVIDER_FAILED')
      .answers<PaypalSetupResponse>(),
    paypalOrder: endpoint('POST', '/api/paypal/order')
      .refuses(...PURCHASE_REFUSALS, 'PAYMENTS_NOT_CONFIGURED', 'PAYMENT_PROVIDER_FAILED')
      .takes<BodyFrom<typeof paypalOrderRequestSchema>>()
      .answers<PaypalOrderResponse>(),
    paypalCapture: endpoint('POST', '/api/paypal/order/:orderId/capture')
      .refuses(...PURCHASE_REFUSALS, 'PAYMENTS_NOT_CONFIGURED', 'PAYMENT_PROVIDER_FAILED', 'PAYMENT_DECLINED', 'VALIDATION_FAILED')
      .answers<PaypalCaptureResponse>(),
  },
  webhooks: {
    /** Stripe's events; the body is verified against its signature, not a schema. */
    stripe: endpoint('POST', '/api/webhooks/stripe').refuses('PAYMENTS_NOT_CONFIGURED').answers<{ received: true }>(),
  },
};
