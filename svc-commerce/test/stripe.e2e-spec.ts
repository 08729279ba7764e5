import {
  ARTIST_RECIPIENT,
  type Customer,
  type PaymentIntentResponse,
  type PaymentsConfig,
  type PaymentStatusResponse,
  type SaleRecord,
} from '@atelier/contracts';
import { readPdf } from '../../scripts/test/pdf.mjs';
import { CHECKOUT_DETAILS, eventually, settle, startCommerceStack, type CommerceStack } from './fixtures/commerce-stack';

const checkout = (paintingId: number, extra: Record<string, unknown> = {}) => ({ paintingId, ...CHECKOUT_DETAILS, ...extra });

describe('Stripe: payment intents and the signed webhook', () => {
  let stack: CommerceStack;
  let webhookUrl: string;

  beforeAll(async () => {
    stack = await startCommerceStack();
    webhookUrl = `${stack.commerce.url}/api/webhooks/stripe`;
  });
  afterAll(() => stack?.close());

  const createIntent = async (paintingId: number, key = `checkout-${Math.random()}`, extra: Record<string, unknown> = {}) =>
    stack.api<PaymentIntentResponse & { message?: string }>('POST', '/api/create-payment-intent', checkout(paintingId, extra), {
      'idempotency-key': key,
    });
  const intentInFake = (id: string) => stack.stripe.state.paymentIntents.get(id)!;
  const ordersOf = (paintingId: number) =>
    stack.query<{ id: number; provider: string; provider_reference: string; customer_id: number; total: string; status: string }>(
      `SELECT id, provider, provider_reference, customer_id, total, status FROM orders WHERE painting_id = $1`,
      [paintingId],
    );

  it('GET /api/payments/config answers the publishable key and whether the wallet is on', async () => {
    expect((await stack.api<PaymentsConfig>('GET', '/api/payments/config')).body).toEqual({
      publishableKey: 'pk_test_atelier',
      paypalEnabled: true,
      paypalClientId: 'test-paypal-client',
    });
  });

  it('charges the catalog price plus shipping in the painting currency (requirements §9), whatever the browser sends', async () => {
    const cases = [
      // [price, currency, charged in minor units]: 50 NZD shipping unless the NZD price is over 1000.
      ['800', 'NZD', 85000],
      ['1000', 'NZD', 105000],
      ['1500', 'NZD', 150000],
      ['500', 'USD', 53000], // 833 NZD: 50 NZD = 30 USD of shipping
      ['700', 'USD', 70000], // 1167 NZD: free
      ['500', 'EUR', 52750],
      ['400', 'GBP', 42400],
    ] as const;
    for (const [price, currency, minor] of cases) {
      const painting = await stack.createPainting({ price, currency });
      const answer = await createIntent(painting.id, undefined, { amount: 1, currency: 'JPY', price: '1' });
      expect(answer.status).toBe(200);
      expect(answer.body.clientSecret).toMatch(/^pi_.+_secret_/);
      const intent = intentInFake(answer.body.paymentIntentId);
      expect([price, currency, intent.amount, intent.currency]).toEqual([price, currency, minor, currency.toLowerCase()]);
      expect(answer.body).toMatchObject({ amount: (minor / 100).toFixed(2), currency });
      expect(intent.metadata).toMatchObject({ paintingId: String(painting.id), currency });
    }
  });

  it('reuses one intent for a repeated request (idempotency key) and refuses sold, hidden and missing paintings', async () => {
    const painting = await stack.createPainting();
    const first = await createIntent(painting.id, 'double-click-key');
    const second = await createIntent(painting.id, 'double-click-key');
    expect(second.body.clientSecret).toBe(first.body.clientSecret);
    expect(
      stack.stripe.state.requests.filter((r) => r.idempotencyKey?.startsWith(`pi-${painting.id}-`)).map((r) => r.idempotencyKey),
    ).toEqual([expect.any(String), expect.any(String)]);
    expect([...stack.stripe.state.paymentIntents.values()].filter((i) => i.metadata.paintingId === String(painting.id))).toHaveLength(1);

    const hidden = await stack.createPainting();
    await stack.hidePainting(hidden.id);
    expect((await createIntent(hidden.id)).body).toMatchObject({
      statusCode: 409,
      code: 'PAINTING_UNAVAILABLE',
      message: 'This painting is not available for purchase',
    });

    const customer = await stack.createCustomer();
    const sold = await stack.createPainting();
    await stack.admin('POST', `/api/admin/paintings/${sold.id}/sell`, { customerId: customer.id });
    expect((await createIntent(sold.id)).body).toMatchObject({
      statusCode: 409,
      code: 'PAINTING_SOLD',
      message: 'This painting has already been sold',
    });

    expect((await createIntent(999999)).body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND', message: 'Painting not found' });
  });

  it('refuses tampered, stale, wrongly signed and unsigned webhooks with 400', async () => {
    const painting = await stack.createPainting();
    const { body } = await createIntent(painting.id);
    const event = stack.stripe.succeed(body.paymentIntentId, { email: 'x@example.nz' });

    expect((await stack.stripe.deliverWebhook(webhookUrl, event, { tamper: true })).status).toBe(400);
    expect((await stack.stripe.deliverWebhook(webhookUrl, event, { timestamp: Math.floor(Date.now() / 1000) - 301 })).status).toBe(400);
    expect((await stack.stripe.deliverWebhook(webhookUrl, event, { secret: 'whsec_someone_else' })).status).toBe(400);
    const unsigned = await stack.api('POST', '/api/webhooks/stripe', event);
    expect(unsigned.status).toBe(400);
    // Within the tolerance it is fine.
    expect((await stack.stripe.deliverWebhook(webhookUrl, event, { timestamp: Math.floor(Date.now() / 1000) - 280 })).status).toBe(200);
    await eventually(async () => expect(await ordersOf(painting.id)).toHaveLength(1));
  });

  it('on payment_intent.succeeded: sells the painting, makes the buyer a customer, records the order, e-mails buyer and artist — once for 5 deliveries', async () => {
    const painting = await stack.createPainting({ title: 'Diamond Lake Reflections', price: '900', currency: 'NZD' });
    const { body } = await createIntent(painting.id, undefined, {
      customerInfo: { name: 'Kiri Parata', email: 'kiri.parata@example.nz', phone: '+64 27 000 1111' },
      shippingAddress: { line1: '1 Queen Street', city: 'Auckland', state: 'Auckland', postal_code: '1010', country: 'NZ' },
    });
    // What the artist's Stripe dashboard shows: the buyer, the receipt e-mail and where it ships.
    expect(intentInFake(body.paymentIntentId)).toMatchObject({
      receipt_email: 'kiri.parata@example.nz',
      shipping: { name: 'Kiri Parata', phone: '+64 27 000 1111', address: { line1: '1 Queen Street', postal_code: '1010', country: 'NZ' } },
      metadata: { buyerName: 'Kiri Parata', buyerEmail: 'kiri.parata@example.nz', delivery: 'Shipping' },
    });
    const event = stack.stripe.succeed(body.paymentIntentId, {
      name: 'Kiri Parata',
      email: 'kiri.parata@example.nz',
      phone: '+64 27 000 1111',
      address: { line1: '1 Queen Street', city: 'Auckland', postal_code: '1010', country: 'NZ' },
    });

    const deliveries = await Promise.all(Array.from({ length: 5 }, () => stack.stripe.deliverWebhook(webhookUrl, event)));
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200, 200]);

    const [order] = await eventually(async () => {
      const rows = await ordersOf(painting.id);
      expect(rows).toEqual([expect.objectContaining({ status: 'completed' })]);
      return rows;
    });
    await eventually(() => expect(stack.mailing.emails('sale-notice').filter((e) => e.data.orderId === order!.id)).toHaveLength(1));
    await settle();
    expect(await ordersOf(painting.id)).toHaveLength(1);
    expect(order).toMatchObject({ provider: 'stripe', provider_reference: body.paymentIntentId, total: '950.00' });
    expect(await stack.query(`SELECT id FROM stripe_events WHERE id = $1`, [event.id])).toHaveLength(1);

    const inCatalog = await stack.painting(painting.id);
    expect(inCatalog).toMatchObject({ sold: true, customerId: order!.customer_id });
    const customer = (await stack.admin<Customer[]>('GET', '/api/admin/customers')).body.find((c) => c.id === order!.customer_id);
    expect(customer).toMatchObject({
      name: 'Kiri Parata',
      email: 'kiri.parata@example.nz',
      phone: '+64 27 000 1111',
      purchasedPaintings: [
        expect.objectContaining({ paintingId: painting.id, title: 'Diamond Lake Reflections', price: '900.00', currency: 'NZD' }),
      ],
    });

    const confirmations = await eventually(() => {
      const sent = stack.mailing.emails('order-confirmation').filter((e) => e.to === 'kiri.parata@example.nz');
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(confirmations).toEqual([
      {
        template: 'order-confirmation',
        to: 'kiri.parata@example.nz',
        idempotencyKey: `order-${order!.id}-confirmation`,
        data: expect.objectContaining({
          paintingTitle: 'Diamond Lake Reflections',
          price: '900.00',
          shipping: '50.00',
          amount: '950.00',
          currency: 'NZD',
          orderId: order!.id,
          customerName: 'Kiri Parata',
          paintingUrl: `http://shop.test/painting/${painting.id}`,
          certificateNumber: expect.stringMatching(new RegExp(`^COA-\\d{4}-${String(order!.id).padStart(4, '0')}$`)),
          certificateUrl: expect.stringMatching(/^http:\/\/shop\.test\/certificate\/[\w-]{12}$/),
        }),
        attachments: [
          {
            filename: `certificate-${confirmations[0]!.data.certificateNumber as string}.pdf`,
            contentType: 'application/pdf',
            contentBase64: expect.any(String),
          },
        ],
      },
    ]);
    // The buyer's certificate names them and the painting.
    const certificate = await readPdf(Buffer.from(confirmations[0]!.attachments![0]!.contentBase64, 'base64'));
    expect(certificate.text).toContain('Diamond Lake Reflections');
    expect(certificate.text).toContain('Kiri Parata');
    expect(stack.mailing.emails('sale-notice').find((e) => e.data.orderId === order!.id)).toMatchObject({
      to: ARTIST_RECIPIENT,
      data: {
        paintingTitle: 'Diamond Lake Reflections',
        customerName: 'Kiri Parata',
        customerEmail: 'kiri.parata@example.nz',
        paymentMethod: 'Card (Stripe)',
      },
    });
    expect(stack.stripe.state.refunds.filter((r) => r.payment_intent === body.paymentIntentId)).toEqual([]);
    expect((await stack.api<PaymentStatusResponse>('GET', `/api/payments/${body.paymentIntentId}/status`)).body).toEqual({
      status: 'fulfilled',
      paintingId: painting.id,
    });
    const orders = (await stack.admin<SaleRecord[]>('GET', '/api/admin/orders')).body;
    expect(orders.find((o) => o.orderId === order!.id)).toMatchObject({
      status: 'paid',
      amount: '950.00',
      shipTo: '1 Queen Street\nAuckland Auckland 1010\nNew Zealand', // city, region and postcode, as the checkout sent them
    });
  });

  it('20 succeeded payments for one painting, webhooks all at once: one order, one sold painting, 19 refunds', async () => {
    const painting = await stack.createPainting({ title: 'Glenorchy Wharf', price: '2400' });
    const intents = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        createIntent(painting.id, `buyer-${n}`, { customerInfo: { name: `Buyer ${n}`, email: `buyer${n}@example.nz` } }),
      ),
    );
    const ids = intents.map((i) => i.body.paymentIntentId);
    expect(new Set(ids).size).toBe(20);
    const events = ids.map((id, n) => stack.stripe.succeed(id, { name: `Buyer ${n}`, email: `buyer${n}@example.nz` }));

    const deliveries = await Promise.all(events.map((event) => stack.stripe.deliverWebhook(webhookUrl, event)));
    expect(deliveries.every((d) => d.status === 200)).toBe(true);

    await eventually(() => expect(stack.stripe.state.refunds.filter((r) => ids.includes(r.payment_intent))).toHaveLength(19), 40_000);
    await settle();
    const orders = await ordersOf(painting.id);
    expect(orders).toEqual([expect.objectContaining({ status: 'completed', provider: 'stripe' })]);
    const refunded = stack.stripe.state.refunds.filter((r) => ids.includes(r.payment_intent)).map((r) => r.payment_intent);
    expect(new Set(refunded).size).toBe(19);
    expect(refunded).not.toContain(orders[0]!.provider_reference);
    expect(stack.stripe.state.refunds.filter((r) => ids.includes(r.payment_intent)).every((r) => r.amount === 240000)).toBe(true);

    const winner = ids.indexOf(orders[0]!.provider_reference);
    expect(await stack.painting(painting.id)).toMatchObject({ sold: true, customerId: orders[0]!.customer_id });
    await eventually(() => {
      const notices = stack.mailing.emails('refund-notice').filter((e) => e.data.paintingId === painting.id);
      expect(notices).toHaveLength(19);
      expect(notices.every((e) => e.to === ARTIST_RECIPIENT)).toBe(true);
    });
    expect(
      stack.mailing
        .emails('order-confirmation')
        .filter((e) => e.data.paintingTitle === 'Glenorchy Wharf')
        .map((e) => e.to),
    ).toEqual([`buyer${winner}@example.nz`]);
    // Only the buyer who got the painting became a customer.
    const buyers = (await stack.admin<Customer[]>('GET', '/api/admin/customers')).body.filter((c) =>
      /^buyer\d+@example\.nz$/.test(c.email),
    );
    expect(buyers.map((c) => c.email)).toEqual([`buyer${winner}@example.nz`]);
    const statuses = await Promise.all(
      ids.map(async (id) => (await stack.api<PaymentStatusResponse>('GET', `/api/payments/${id}/status`)).body.status),
    );
    expect(statuses.filter((s) => s === 'fulfilled')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'refunded')).toHaveLength(19);
  });

  it('refunds a payment whose amount differs from the one asked for', async () => {
    const painting = await stack.createPainting({ price: '1200' });
    const { body } = await createIntent(painting.id);
    // Someone changed the intent's amount behind our back (dashboard, another integration).
    intentInFake(body.paymentIntentId).amount = 100;
    const event = stack.stripe.succeed(body.paymentIntentId, { email: 'cheap@example.nz' });
    expect((await stack.stripe.deliverWebhook(webhookUrl, event)).status).toBe(200);
    await eventually(() => expect(stack.stripe.state.refunds.filter((r) => r.payment_intent === body.paymentIntentId)).toHaveLength(1));
    expect(await ordersOf(painting.id)).toEqual([]);
    expect((await stack.painting(painting.id)).sold).toBe(false);
  });

  it('refunds a payment for a painting deleted while the buyer paid', async () => {
    const painting = await stack.createPainting();
    const { body } = await createIntent(painting.id);
    const deleted = await fetch(`${stack.catalog.url}/api/paintings/${painting.id}`, {
      method: 'DELETE',
      headers: { cookie: stack.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(deleted.status).toBe(204);
    const event = stack.stripe.succeed(body.paymentIntentId, { email: 'too.late@example.nz' });
    expect((await stack.stripe.deliverWebhook(webhookUrl, event)).status).toBe(200);
    await eventually(() => expect(stack.stripe.state.refunds.filter((r) => r.payment_intent === body.paymentIntentId)).toHaveLength(1));
    expect(await ordersOf(painting.id)).toEqual([]);
    await eventually(() =>
      expect(stack.mailing.emails('refund-notice').find((e) => e.data.paymentReference === body.paymentIntentId)?.data.reason).toBe(
        'The painting was removed from the catalog before this payment arrived.',
      ),
    );
  });

  it('a sale made while the card payment was in flight wins; the payment is refunded', async () => {
    const painting = await stack.createPainting();
    const { body } = await createIntent(painting.id);
    const customer = await stack.createCustomer();
    expect((await stack.admin('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: customer.id })).status).toBe(201);
    const event = stack.stripe.succeed(body.paymentIntentId, { email: 'late@example.nz' });
    expect((await stack.stripe.deliverWebhook(webhookUrl, event)).status).toBe(200);
    await eventually(() => expect(stack.stripe.state.refunds.filter((r) => r.payment_intent === body.paymentIntentId)).toHaveLength(1));
    expect(await ordersOf(painting.id)).toEqual([expect.objectContaining({ provider: 'manual' })]);
  });

  it('the fake delivers payment_intent.succeeded itself when the browser double confirms', async () => {
    stack.stripe.state.webhookUrl = webhookUrl;
    try {
      const painting = await stack.createPainting();
      const { body } = await createIntent(painting.id);
      const confirmed = await fetch(`${stack.stripe.url}/v1/payment_intents/${body.paymentIntentId}/confirm`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test_browser', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ 'payment_method_data[billing_details][email]': 'double@example.nz' }),
      });
      expect(confirmed.status).toBe(200);
      await eventually(async () => expect((await stack.painting(painting.id)).sold).toBe(true));
    } finally {
      stack.stripe.state.webhookUrl = undefined;
    }
  });
});

describe('Stripe not configured', () => {
  let stack: CommerceStack;

  beforeAll(async () => {
    stack = await startCommerceStack({
      env: { STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '', PAYPAL_CLIENT_ID: '', PAYPAL_CLIENT_SECRET: '' },
    });
  });
  afterAll(() => stack?.close());

  it('answers PAYMENTS_NOT_CONFIGURED (503) with the SPEC message, and the config says so', async () => {
    const painting = await stack.createPainting();
    const answer = await stack.api<{ code: string; message: string }>('POST', '/api/create-payment-intent', checkout(painting.id));
    expect([answer.status, answer.body.code, answer.body.message]).toEqual([
      503,
      'PAYMENTS_NOT_CONFIGURED',
      'Stripe payment is not configured. Please contact us directly for purchases.',
    ]);
    expect((await stack.api('GET', '/api/payments/config')).body).toEqual({
      publishableKey: null,
      paypalEnabled: false,
      paypalClientId: null,
    });
    expect((await stack.api('POST', '/api/webhooks/stripe', { id: 'evt_1' })).status).toBe(503);
    expect((await stack.api('GET', '/api/paypal/setup')).body).toMatchObject({ statusCode: 503, code: 'PAYMENTS_NOT_CONFIGURED' });
  });
});
