import { z } from 'zod';
import { todayInNewZealand } from './new-zealand-day';
import { isCalendarDate } from './bookings';
import { idInput, numberInput } from './numbers';
import { COMMERCE_MESSAGES } from './commerce-messages';
import {
  DELIVERY_METHODS,
  PICKUP_STUDIO_IDS,
  SHIPPING_COUNTRIES,
  isShippingCountry,
  type DeliveryMethod,
  type FulfilmentState,
  type PickupStudio,
  type ShippingCountryCode,
} from './delivery';

// ── Customers (requirements §3 Customer, §5 customer form, §7 customers calls) ──────────────────

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const blankToNull = (value: unknown) => {
  const value_ = trimmed(value);
  return value_ === '' || value_ === undefined ? null : value_;
};
const optionalText = (max: number, message: string) => z.preprocess(blankToNull, z.string().max(max, message).nullable()).default(null);

/** `POST /api/admin/customers`: name and email required, phone, address and notes optional (blank is null). */
export const customerInputSchema = z.object({
  name: z
    .string({ error: COMMERCE_MESSAGES.nameRequired })
    .trim()
    .min(1, COMMERCE_MESSAGES.nameRequired)
    .max(200, 'Name must be at most 200 characters'),
  email: z.preprocess(
    trimmed,
    z
      .string({ error: COMMERCE_MESSAGES.emailRequired })
      .min(1, COMMERCE_MESSAGES.emailRequired)
      .pipe(z.email({ error: COMMERCE_MESSAGES.invalidEmail }).max(320, COMMERCE_MESSAGES.invalidEmail)),
  ),
  phone: optionalText(50, 'Phone must be at most 50 characters'),
  address: optionalText(1000, 'Address must be at most 1000 characters'),
  notes: optionalText(5000, 'Notes must be at most 5000 characters'),
});
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerData = z.output<typeof customerInputSchema>;

/**
 * An e-mail that may stay empty: a card buyer who gave none at checkout is saved without one, and
 * the artist can still edit them. svc-commerce refuses to empty an address a customer has.
 */
const emailOrNone = z.preprocess(
  trimmed,
  z.union([z.literal(''), z.email({ error: COMMERCE_MESSAGES.invalidEmail }).max(320, COMMERCE_MESSAGES.invalidEmail)], {
    error: COMMERCE_MESSAGES.invalidEmail,
  }),
);

/** The edit form of a customer saved without an e-mail: the rest as for any customer. */
export const customerWithoutEmailSchema = customerInputSchema.extend({ email: emailOrNone });

/** `PATCH /api/admin/customers/{id}`: the same fields, any subset; the rules stay the same. */
export const customerUpdateSchema = z.object({
  name: customerInputSchema.shape.name.optional(),
  email: emailOrNone.optional(),
  phone: z.preprocess(blankToNull, z.string().max(50, 'Phone must be at most 50 characters').nullable()).optional(),
  address: z.preprocess(blankToNull, z.string().max(1000, 'Address must be at most 1000 characters').nullable()).optional(),
  notes: z.preprocess(blankToNull, z.string().max(5000, 'Notes must be at most 5000 characters').nullable()).optional(),
});
export type CustomerUpdateInput = z.input<typeof customerUpdateSchema>;
export type CustomerUpdate = z.output<typeof customerUpdateSchema>;

/** A painting a customer bought, from the order recorded at the sale (title, price and currency as sold). */
export interface PurchasedPainting {
  orderId: number;
  paintingId: number;
  title: string;
  /** Decimal string, e.g. '4800.00': the painting's price at the sale, without shipping. */
  price: string;
  currency: string;
  /** ISO date-time of the sale. */
  soldDate: string;
}

/** A customer as `GET /api/admin/customers` lists it (newest first) and the customer writes answer it. */
export interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  notes: string | null;
  createdAt: string;
  /** Oldest sale first. */
  purchasedPaintings: PurchasedPainting[];
}

// ── Orders and the manual sale (requirements §4 mark as sold, §7 /sell) ──────────────────────────

export const ORDER_PROVIDERS = ['manual', 'stripe', 'paypal'] as const;
export type OrderProvider = (typeof ORDER_PROVIDERS)[number];

/** The postal address the checkout sends (Stripe's field names, requirements §7). */
export const checkoutAddressSchema = z.object({
  line1: z.preprocess(blankToNull, z.string().max(300).nullable()).optional(),
  line2: z.preprocess(blankToNull, z.string().max(300).nullable()).optional(),
  city: z.preprocess(blankToNull, z.string().max(200).nullable()).optional(),
  state: z.preprocess(blankToNull, z.string().max(200).nullable()).optional(),
  postal_code: z.preprocess(blankToNull, z.string().max(40).nullable()).optional(),
  country: z.preprocess(blankToNull, z.string().max(2).nullable()).optional(),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** Where an order ships: the free text of a customer's address (manual sale) or the checkout's fields. */
export type ShippingAddress = string | CheckoutAddress | null;

/** How a sale the artist records herself was paid. */
export const MANUAL_PAYMENT_METHODS = {
  cash: 'Cash',
  'bank-transfer': 'Bank transfer',
  'card-at-studio': 'Card at the studio',
  other: 'Other',
} as const;
export type ManualPaymentMethod = keyof typeof MANUAL_PAYMENT_METHODS;
const MANUAL_PAYMENT_METHOD_IDS = Object.keys(MANUAL_PAYMENT_METHODS) as [ManualPaymentMethod, ...ManualPaymentMethod[]];

/** The artist's records start here: a sale dated earlier is a slip of the keyboard. */
export const EARLIEST_SALE_YEAR = 1990;

/** The price paid, as the form holds it ('4800.5') or JSON sends it (4800.5): a 2-decimal string, over 0. */
const salePrice = z
  .preprocess(
    (value) => (typeof value === 'number' ? String(value) : trimmed(value)),
    z
      .string({ error: COMMERCE_MESSAGES.salePriceInvalid })
      .regex(/^\d{1,10}(\.\d{1,2})?$/, COMMERCE_MESSAGES.salePriceInvalid)
      .refine((price) => Number(price) > 0, COMMERCE_MESSAGES.salePriceInvalid)
      .transform((price) => Number(price).toFixed(2)),
  )
  .nullable()
  .default(null);

/** A New Zealand day ('YYYY-MM-DD'), from EARLIEST_SALE_YEAR to today there; today when left out. */
const saleDay = z
  .preprocess(
    trimmed,
    z
      .string({ error: COMMERCE_MESSAGES.saleDateRequired })
      .refine(isCalendarDate, { message: COMMERCE_MESSAGES.saleDateRequired, abort: true })
      .refine((day) => day >= `${EARLIEST_SALE_YEAR}-01-01`, COMMERCE_MESSAGES.saleDateTooEarly(EARLIEST_SALE_YEAR))
      .refine((day) => day <= todayInNewZealand(), COMMERCE_MESSAGES.saleDateInFuture),
  )
  .default(() => todayInNewZealand());

/**
 * `POST /api/admin/paintings/{id}/sell`: the customer is required (requirements §5); the rest says what
 * happened and defaults as requirements §7's call (customerId, shippingAddress) left it: the price paid
 * (the list price when left out), the New Zealand day of the sale (today), how it was paid (not
 * recorded; when sent, one of MANUAL_PAYMENT_METHODS) and the delivery: shipped to the shipping
 * address (the customer's address when left out) or collected from a studio (no address kept).
 */
export const sellPaintingSchema = z
  .object({
    customerId: idInput(COMMERCE_MESSAGES.customerRequired),
    price: salePrice,
    soldDate: saleDay,
    paymentMethod: z.enum(MANUAL_PAYMENT_METHOD_IDS, { error: COMMERCE_MESSAGES.salePaymentMethodRequired }).nullable().default(null),
    delivery: z.enum(DELIVERY_METHODS, { error: COMMERCE_MESSAGES.deliveryRequired }).default('ship'),
    shippingAddress: z.preprocess(blankToNull, z.union([z.string().max(1000), checkoutAddressSchema]).nullable()).optional(),
    pickupStudio: z.unknown().optional(),
  })
  .superRefine(
    (sale, context) => {
      if (sale.delivery !== 'pickup') return;
      const studio = z.enum(PICKUP_STUDIO_IDS).safeParse(sale.pickupStudio);
      if (!studio.success) context.addIssue({ code: 'custom', path: ['pickupStudio'], message: COMMERCE_MESSAGES.saleStudioRequired });
      // Checked beside the other fields' faults, so the dialog shows them all at once.
    },
    { when: () => true },
  )
  .transform(({ shippingAddress, pickupStudio, ...sale }) =>
    sale.delivery === 'pickup'
      ? { ...sale, shippingAddress: null, pickupStudio: z.enum(PICKUP_STUDIO_IDS).parse(pickupStudio) }
      : { ...sale, shippingAddress: shippingAddress ?? null, pickupStudio: null },
  );
export type SellPaintingRequest = z.input<typeof sellPaintingSchema>;
export type SellPaintingData = z.output<typeof sellPaintingSchema>;

/** One sale: a snapshot of the painting as sold, the buyer and how it was paid. */
export interface Order {
  id: number;
  paintingId: number;
  paintingTitle: string;
  /** Painting price at the sale, decimal string, in `currency`. */
  price: string;
  /** Shipping charged, decimal string ('0.00' for manual sales and free shipping). */
  shipping: string;
  /** What the buyer paid (price plus shipping); for manual sales the price. */
  total: string;
  currency: string;
  customerId: number | null;
  customerName: string | null;
  customerEmail: string | null;
  shippingAddress: ShippingAddress;
  provider: OrderProvider;
  /** The payment intent (Stripe) or the capture (PayPal); null for manual sales. */
  providerReference: string | null;
  /** ISO date-time of the sale (the painting's soldDate). */
  soldDate: string;
  /** Its certificate of authenticity's number (`COA-2026-0007`); every sale has one. */
  certificateNumber: string;
  delivery: DeliveryMethod;
  /** The studio the buyer collects from (pickup only). */
  pickupStudio: PickupStudio | null;
  fulfilment: OrderFulfilment;
  /** How a sale she recorded herself was paid; null for online sales (the provider says it). */
  paymentMethod: ManualPaymentMethod | null;
}

/** Where a paid order's painting is on its way to the buyer. */
export interface OrderFulfilment {
  state: FulfilmentState;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  /** ISO date-time of the last step. */
  updatedAt: string | null;
}

/**
 * `POST /api/admin/orders/{id}/fulfilment`: the next step of a paid order. Shipping names the
 * carrier and the tracking number (the link is optional); the other steps carry nothing.
 */
export const fulfilOrderSchema = z.discriminatedUnion(
  'state',
  [
    z.object({
      state: z.literal('shipped'),
      carrier: z.string({ error: COMMERCE_MESSAGES.carrierRequired }).trim().min(1, COMMERCE_MESSAGES.carrierRequired).max(100),
      trackingNumber: z
        .string({ error: COMMERCE_MESSAGES.trackingNumberRequired })
        .trim()
        .min(1, COMMERCE_MESSAGES.trackingNumberRequired)
        .max(100),
      trackingUrl: z
        .preprocess(
          blankToNull,
          z
            .url({ protocol: /^https?$/, error: COMMERCE_MESSAGES.invalidTrackingUrl })
            .max(1000, COMMERCE_MESSAGES.invalidTrackingUrl)
            .nullable(),
        )
        .default(null),
    }),
    z.object({ state: z.literal('delivered') }),
    z.object({ state: z.literal('ready-for-pickup') }),
    z.object({ state: z.literal('collected') }),
  ],
  { error: COMMERCE_MESSAGES.invalidFulfilmentStep },
);
export type FulfilOrderRequest = z.input<typeof fulfilOrderSchema>;

// ── The artist's record of sales and payments: every order, every paid payment ───────────

/**
 * Where a sale or a paid payment ended: `paid` (sold), `refunded` (by the artist), `cancelled` (a
 * sale she marked and undid), `payment-received` (the money arrived and the order is being made:
 * if it stays so, she should look), `auto-refunded` (it succeeded for a painting already sold, and
 * went back at once). Payments that never paid are not here: see `UnfinishedCheckout`.
 */
export const SALE_STATUSES = ['paid', 'refunded', 'cancelled', 'payment-received', 'auto-refunded'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** One line of the Orders tab (`GET /api/admin/orders`): an order, or a paid payment that made none. */
export interface SaleRecord {
  /** `order-12` or `payment-7`: unique in the list. */
  key: string;
  orderId: number | null;
  /** ISO date-time: the sale's, or the payment's creation. */
  date: string;
  paintingId: number;
  paintingTitle: string;
  buyerName: string | null;
  buyerEmail: string | null;
  /** Where the painting goes, as lines of text (orders only). */
  shipTo: string | null;
  /** What was paid (or asked for), decimal string in `currency`. */
  amount: string;
  currency: string;
  provider: OrderProvider;
  /** Stripe payment intent, PayPal order or capture; null for a sale she marked herself. */
  providerReference: string | null;
  refundReference: string | null;
  status: SaleStatus;
  /** Paid, refunded and cancelled orders have one (a refunded or cancelled one is withdrawn). */
  certificateNumber: string | null;
  /** Orders only: how the painting reaches the buyer and how far it got. */
  delivery: DeliveryMethod | null;
  pickupStudio: PickupStudio | null;
  fulfilment: OrderFulfilment | null;
  buyerPhone: string | null;
}

/**
 * `GET /api/admin/orders/unfinished`: a buyer who gave their details and started paying, but
 * whose payment did not go through (declined, abandoned): not an order, nothing to do, but worth
 * a friendly e-mail. Newest first.
 */
export interface UnfinishedCheckout {
  /** `payment-7`. */
  key: string;
  /** ISO date-time the buyer submitted the payment. */
  date: string;
  paintingId: number;
  paintingTitle: string;
  buyerName: string | null;
  buyerEmail: string | null;
  amount: string;
  currency: string;
  provider: 'stripe' | 'paypal';
  providerReference: string;
  /** `failed`: the provider refused it; `abandoned`: nothing came back. */
  outcome: 'failed' | 'abandoned';
}

/** `POST /api/admin/orders/{id}/refund`: the whole amount goes back; the painting is offered again only if she says so. */
export const refundOrderSchema = z.object({
  makeAvailable: z.boolean({ error: 'makeAvailable must be true or false' }),
});
export type RefundOrderRequest = z.input<typeof refundOrderSchema>;

// ── Certificates of authenticity ─────────────────────────────────────────────────────────

/** The code in a certificate's verification address (`/certificate/{code}`): 12 random letters, digits, - or _. */
export const certificateCodeSchema = z.string().regex(/^[\w-]{12}$/, COMMERCE_MESSAGES.certificateNotFound);

/** `GET /api/certificates/{code}`: what anyone holding the certificate may check. Never the buyer. */
export interface CertificateVerification {
  number: string;
  /** Who issued it: the artist as she was named at the sale. */
  artistName: string;
  paintingTitle: string;
  medium: string;
  /** '24 × 36 inches (61 × 91 cm)'; null when not on record. */
  size: string | null;
  year: number | null;
  location: string | null;
  /** The day of the sale, YYYY-MM-DD, in New Zealand. */
  saleDate: string;
  /** False once the sale was undone: the certificate is withdrawn. */
  valid: boolean;
}

/** A sale's certificate number: the year of the sale (in New Zealand) and the order, `COA-2026-0007`. */
export function certificateNumber(orderId: number, soldAt: Date): string {
  return `COA-${todayInNewZealand(soldAt).slice(0, 4)}-${String(orderId).padStart(4, '0')}`;
}

// ── Payments (requirements §3 payment responses, §7 payment calls) ───────────────────────────────

/** The buyer as the checkout asks for them: name and e-mail required, phone optional. */
export const checkoutCustomerInfoSchema = z.object({
  name: customerInputSchema.shape.name,
  email: customerInputSchema.shape.email,
  phone: z
    .preprocess(
      blankToNull,
      z
        .string()
        .max(50, COMMERCE_MESSAGES.invalidPhone)
        .regex(/^\+?[\d\s().-]{5,}$/, COMMERCE_MESSAGES.invalidPhone)
        .nullable(),
    )
    .default(null),
});
export type CheckoutCustomerInfo = z.output<typeof checkoutCustomerInfoSchema>;

const addressPart = (max: number) =>
  z.preprocess(blankToNull, z.string().max(max, COMMERCE_MESSAGES.addressTooLong).nullable()).default(null);

/**
 * A postal address in a country the artist ships to, with the parts that country's format
 * requires (`SHIPPING_COUNTRIES`); each missing part is refused under its own field.
 */
export const shippingAddressSchema = z
  .object({
    line1: addressPart(300),
    line2: addressPart(300),
    city: addressPart(200),
    state: addressPart(200),
    postal_code: addressPart(40),
    country: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.string({ error: COMMERCE_MESSAGES.countryRequired }).refine(isShippingCountry, COMMERCE_MESSAGES.countryNotShipped),
    ),
  })
  .superRefine((address, context) => {
    if (!isShippingCountry(address.country)) return;
    const format = SHIPPING_COUNTRIES[address.country];
    const missing = (path: keyof typeof address, label: string) =>
      context.addIssue({ code: 'custom', path: [path], message: COMMERCE_MESSAGES.addressPartRequired(label) });
    if (!address.line1) missing('line1', 'Street address');
    if (!address.city) missing('city', format.cityLabel);
    if (format.region === 'required' && !address.state) missing('state', format.regionLabel);
    if (format.postalCode === 'required' && !address.postal_code) missing('postal_code', format.postalCodeLabel);
  })
  .transform((address) => {
    const format = SHIPPING_COUNTRIES[address.country as ShippingCountryCode];
    return {
      ...address,
      country: address.country as ShippingCountryCode,
      state: format.region === 'none' ? null : address.state,
      postal_code: format.postalCode === 'none' ? null : address.postal_code,
    };
  });
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/**
 * What a checkout asks before payment (requirements §7's customerInfo and shippingAddress, no longer
 * placeholders, plus the delivery): shipping needs an address, pickup a studio. The other is dropped.
 */
const checkoutDetailsShape = {
  customerInfo: checkoutCustomerInfoSchema,
  delivery: z.enum(DELIVERY_METHODS, { error: COMMERCE_MESSAGES.deliveryRequired }).default('ship'),
  shippingAddress: z.unknown().optional(),
  pickupStudio: z.unknown().optional(),
};

type CheckoutDetailsFields = { delivery: DeliveryMethod; shippingAddress?: unknown; pickupStudio?: unknown };

/**
 * Checks the address or the studio the chosen delivery needs, naming the field that is wrong. It
 * runs even when other fields failed, so the buyer sees every missing field at once.
 */
function checkDelivery(details: CheckoutDetailsFields, context: z.RefinementCtx) {
  const result =
    details.delivery === 'pickup'
      ? z.enum(PICKUP_STUDIO_IDS, { error: COMMERCE_MESSAGES.studioRequired }).safeParse(details.pickupStudio)
      : shippingAddressSchema.safeParse(details.shippingAddress ?? {});
  const field = details.delivery === 'pickup' ? 'pickupStudio' : 'shippingAddress';
  for (const issue of result.error?.issues ?? []) context.addIssue({ ...issue, path: [field, ...issue.path] } as never);
}

/** The checked details, with only what the delivery uses: an address to ship to, or a studio. */
function deliveryDetails<T extends CheckoutDetailsFields>({ shippingAddress, pickupStudio, ...rest }: T) {
  return rest.delivery === 'pickup'
    ? { ...rest, shippingAddress: null, pickupStudio: z.enum(PICKUP_STUDIO_IDS).parse(pickupStudio) }
    : { ...rest, shippingAddress: shippingAddressSchema.parse(shippingAddress), pickupStudio: null };
}

/** Run the delivery check whenever there is an object to check, even if other fields failed. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** The checkout's details form, as the browser validates it before asking for a payment. */
export const checkoutDetailsSchema = z.object(checkoutDetailsShape).superRefine(checkDelivery, always).transform(deliveryDetails);
export type CheckoutDetailsInput = z.input<typeof checkoutDetailsSchema>;
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

const paintingIdSchema = idInput(COMMERCE_MESSAGES.paintingNotFound);

/**
 * `POST /api/create-payment-intent` (requirements §7): the painting, the buyer and the delivery. The
 * amount comes from the catalog and the delivery (pickup pays no shipping); any amount the
 * browser adds is ignored. An optional `Idempotency-Key` header (one per checkout visit) makes a
 * repeated click reuse the intent.
 */
export const paymentIntentRequestSchema = z
  .object({ paintingId: paintingIdSchema, ...checkoutDetailsShape })
  .superRefine(checkDelivery, always)
  .transform(deliveryDetails);
export type PaymentIntentRequest = z.input<typeof paymentIntentRequestSchema>;

/** `POST /api/create-payment-intent` answer: what the Payment Element needs, plus what is charged. */
export interface PaymentIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
  /** Decimal string in `currency`: price plus shipping. */
  amount: string;
  currency: string;
}

/** `GET /api/payments/config`: read from the service's env at run time. */
export interface PaymentsConfig {
  /** Null when card payments are not configured (no secret or publishable key). */
  publishableKey: string | null;
  /** Whether the PayPal wallet tab may be offered. */
  paypalEnabled: boolean;
  paypalClientId: string | null;
}

/** `GET /api/paypal/setup` (requirements §3 wallet setup); a non-OK answer hides the wallet tab. */
export interface PaypalSetupResponse {
  clientToken: string;
}

/**
 * `POST /api/paypal/order`: the requirements §7 payload plus `paintingId` and the checkout's details.
 * Amount and currency must equal what `checkoutAmounts` gives for the painting and delivery (the
 * server takes them from the catalog); the address is passed to PayPal, which may let the payer change it.
 */
export const paypalOrderRequestSchema = z
  .object({
    paintingId: paintingIdSchema,
    amount: numberInput(z.number({ error: COMMERCE_MESSAGES.amountMismatch }).positive(COMMERCE_MESSAGES.amountMismatch)),
    currency: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.string({ error: COMMERCE_MESSAGES.amountMismatch }).length(3, COMMERCE_MESSAGES.amountMismatch),
    ),
    intent: z.literal('CAPTURE', { error: 'intent must be CAPTURE' }).default('CAPTURE'),
    ...checkoutDetailsShape,
  })
  .superRefine(checkDelivery, always)
  .transform(deliveryDetails);
export type PaypalOrderRequest = z.input<typeof paypalOrderRequestSchema>;

/** `POST /api/paypal/order` answer (requirements §3 wallet order). */
export interface PaypalOrderResponse {
  id: string;
}

/**
 * `POST /api/paypal/order/{orderId}/capture` answer: 200 once the painting is the buyer's; 202
 * when the money is captured but the sale is completed in the background (catalog briefly away),
 * with `orderId` null — the buyer's confirmation e-mail follows either way.
 */
export interface PaypalCaptureResponse {
  /** The PayPal order id. */
  id: string;
  status: 'COMPLETED';
  paintingId: number;
  /** Our order; null while the sale completes in the background. */
  orderId: number | null;
}

/** Where a payment stands, as `GET /api/payments/{reference}/status` answers it. */
export const PAYMENT_STATES = ['created', 'succeeded', 'fulfilled', 'refunded', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface PaymentStatusResponse {
  status: PaymentState;
  paintingId: number;
}

/** `GET /api/reservations`: a painting held for a payment in flight, until when (ISO time). */
export interface PaintingReservation {
  paintingId: number;
  until: string;
}
