import type { Customer, PaypalCaptureResponse, PaypalOrderResponse, PaypalSetupResponse } from '@atelier/contracts';
import { DurableWorkService } from '@atelier/service-kit';
import {
  CHECKOUT_DETAILS,
  eventually,
  PAYPAL_CREDENTIALS,
  settle,
  startCommerceStack,
  type CommerceStack,
} from './fixtures/commerce-stack';

describe('PayPal: setup, order and capture', () => {
  let stack: CommerceStack;

  beforeAll(async () => {
    stack = await startCommerceStack();
  });
  afterAll(() => stack?.close());

  const ordersOf = (paintingId: number) =>
    stack.query<{ id: number; provider: string; provider_reference: string; status: string; customer_id: number }>(
      `SELECT id, provider, provider_reference, status, customer_id FROM orders WHERE painting_id = $1`,
      [paintingId],
    );
  const createOrder = (paintingId: number, amount: number | string, currency = 'NZD') =>
    stack.api<PaypalOrderResponse & { message?: string; expected?: unknown }>('POST', '/api/paypal/order', {
      paintingId,
      amount,
      currency,
      intent: 'CAPTURE',
      ...CHECKOUT_DETAILS,
    });
  const capture = (orderId: string) =>
    stack.api<PaypalCaptureResponse & { message?: string }>('POST', `/api/paypal/order/${orderId}/capture`);

  it('GET /api/paypal/setup answers a client token from PayPal', async () => {
    const answer = await stack.api<PaypalSetupResponse>('GET', '/api/paypal/setup');
    expect(answer.status).toBe(200);
    expect(answer.body.clientToken).toEqual(expect.any(String));
    expect(stack.paypal.state.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/v1/oauth2/token', '/v1/identity/generate-token']),
    );
  });

  it('creates the order at the catalog amount and refuses any other amount or currency', async () => {
    const painting = await stack.createPainting({ price: '500', currency: 'USD' });
    for (const [amount, currency] of [
      [500, 'USD'],
      [1, 'USD'],
      [530, 'NZD'],
    ] as const) {
      const refused = await createOrder(painting.id, amount, currency);
      expect([amount, currency, refused.status, refused.body.message]).toEqual([
        amount,
        currency,
        400,
        "The amount does not match the painting's price. Please reload the page and try again.",
      ]);
    }
    expect(stack.paypal.state.requests.filter((r) => r.path === '/v2/checkout/orders')).toHaveLength(0);

    const created = await createOrder(painting.id, '530.00', 'usd');
    expect(created.status).toBe(201);
    const sent = stack.paypal.state.orders.get(created.body.id)!;
    expect(sent.intent).toBe('CAPTURE');
    expect(sent.purchase_units[0]).toMatchObject({
      custom_id: String(painting.id),
      amount: { currency_code: 'USD', value: '530.00', breakdown: { item_total: { value: '500.00' }, shipping: { value: '30.00' } } },
    });
    expect(stack.paypal.state.requests.find((r) => r.path === '/v2/checkout/orders')?.requestId).toEqual(expect.any(String));
  });

  it('captures once for a double click and fulfils like Stripe: order, sold painting, customer, e-mails', async () => {
    const painting = await stack.createPainting({ title: 'Paradise Valley', price: '1800', currency: 'NZD' });
    const { body } = await createOrder(painting.id, 1800);

    const [first, second] = await Promise.all([capture(body.id), capture(body.id)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toMatchObject({ id: body.id, status: 'COMPLETED', paintingId: painting.id });
    expect(second.body.orderId).toBe(first.body.orderId);
    const captureCalls = stack.paypal.state.requests.filter((r) => r.path === `/v2/checkout/orders/${body.id}/capture`);
    expect(captureCalls.map((r) => r.requestId)).toEqual([`capture-${body.id}-0`, `capture-${body.id}-0`]);
    expect([...stack.paypal.state.captures.values()].filter((c) => c.orderId === body.id)).toHaveLength(1);

    const orders = await ordersOf(painting.id);
    expect(orders).toEqual([
      expect.objectContaining({ id: first.body.orderId, provider: 'paypal', provider_reference: body.id, status: 'completed' }),
    ]);
    expect(await stack.painting(painting.id)).toMatchObject({ sold: true, customerId: orders[0]!.customer_id });
    const customer = (await stack.admin<Customer[]>('GET', '/api/admin/customers')).body.find((c) => c.id === orders[0]!.customer_id);
    // The buyer as they entered themselves at checkout, and the address PayPal was given and captured.
    expect(customer).toMatchObject({ name: 'Aroha Ngata', email: 'aroha@example.nz', phone: '+64 21 555 0101' });
    expect(stack.paypal.state.orders.get(body.id)?.purchase_units[0]?.shipping).toEqual({
      name: { full_name: 'Aroha Ngata' },
      address: {
        country_code: 'NZ',
        address_line_1: '12 Mull Street',
        admin_area_2: 'Glenorchy',
        admin_area_1: 'Otago',
        postal_code: '9372',
      },
    });
    const [stored] = await stack.query<{ shipping_address: unknown; delivery: string }>(
      `SELECT shipping_address, delivery FROM orders WHERE id = $1`,
      [first.body.orderId],
    );
    expect(stored).toEqual({
      delivery: 'ship',
      shipping_address: { line1: '12 Mull Street', line2: null, city: 'Glenorchy', state: 'Otago', postal_code: '9372', country: 'NZ' },
    });
    await eventually(() => {
      expect(stack.mailing.emails('order-confirmation').filter((e) => e.data.orderId === first.body.orderId)).toHaveLength(1);
      expect(stack.mailing.emails('sale-notice').filter((e) => e.data.orderId === first.body.orderId)).toEqual([
        expect.objectContaining({ data: expect.objectContaining({ paymentMethod: 'PayPal', amount: '1800.00', currency: 'NZD' }) }),
      ]);
    });
  });

  it('takes no money for a painting sold before the capture', async () => {
    const painting = await stack.createPainting();
    const { body } = await createOrder(painting.id, 850);
    const buyer = await stack.createCustomer();
    await stack.admin('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: buyer.id });
    const answer = await capture(body.id);
    expect([answer.status, answer.body.message]).toEqual([409, 'This painting has already been sold']);
    expect(stack.paypal.state.requests.filter((r) => r.path === `/v2/checkout/orders/${body.id}/capture`)).toEqual([]);
  });

  it('concurrent captures of different orders for one painting: one sale, every other capture refunded', async () => {
    const painting = await stack.createPainting({ price: '300' });
    // Six buyers approve their PayPal orders at once (creating an order holds nothing).
    const orderIds: string[] = [];
    for (let buyer = 0; buyer < 6; buyer++) orderIds.push((await createOrder(painting.id, 350)).body.id);
    const answers = await Promise.all(orderIds.map((id) => capture(id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409).map((a) => a.body.message);
    expect(refused).toHaveLength(5);
    expect(
      refused.every(
        (m) =>
          m === 'This painting has already been sold' ||
          m === 'This painting was sold to someone else moments ago. Your payment has been refunded in full.' ||
          m === 'This painting is reserved while another buyer completes their payment. Please check back in a few minutes.',
      ),
    ).toBe(true);
    await settle(500);
    const captured = [...stack.paypal.state.captures.values()].filter((c) => orderIds.includes(c.orderId));
    // Money kept for exactly one buyer.
    expect(captured.filter((c) => !c.refunded)).toHaveLength(1);
    expect(await ordersOf(painting.id)).toHaveLength(1);
  });

  it('finishes a sale whose capture went through but whose fulfilment never ran (recovery sweep)', async () => {
    const painting = await stack.createPainting({ title: 'Kinloch Jetty' });
    const { body } = await createOrder(painting.id, 850);
    // The capture happened at PayPal, then this service died before it could sell the painting.
    const token = await fetch(`${stack.paypal.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${PAYPAL_CREDENTIALS.id}:${PAYPAL_CREDENTIALS.secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const captured = await fetch(`${stack.paypal.url}/v2/checkout/orders/${body.id}/capture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
    });
    expect(captured.status).toBe(201);
    // Money arrived: the payment turned 'succeeded' with its durable work in one transaction, then the process died.
    await stack.query(`UPDATE payments SET status = 'succeeded', updated_at = now() - interval '1 hour' WHERE reference = $1`, [body.id]);
    const [payment] = await stack.query<{ id: number }>(`SELECT id FROM payments WHERE reference = $1`, [body.id]);
    await stack.query(
      `INSERT INTO durable_work (kind, key, payload, run_after) VALUES ('settle-payment', $1, $2, now() - interval '58 minutes')`,
      [`payment-${payment!.id}-settle`, JSON.stringify({ paymentId: payment!.id })],
    );

    expect(await stack.commerce.app.get(DurableWorkService).sweep()).toBeGreaterThanOrEqual(1);

    await eventually(async () =>
      expect(await ordersOf(painting.id)).toEqual([expect.objectContaining({ provider: 'paypal', status: 'completed' })]),
    );
    expect((await stack.painting(painting.id)).sold).toBe(true);
    await eventually(() =>
      expect(stack.mailing.emails('sale-notice').filter((e) => e.data.paintingTitle === 'Kinloch Jetty')).toHaveLength(1),
    );
  });

  it('answers a refused capture with 422 and no order, and unknown orders with 404', async () => {
    const painting = await stack.createPainting();
    const { body } = await createOrder(painting.id, 850);
    stack.paypal.state.failNextCapture = 'INSTRUMENT_DECLINED';
    const declined = await capture(body.id);
    expect(declined.status).toBe(422);
    expect(declined.body).toMatchObject({ message: 'The payment was not completed. Please try again.', issue: 'INSTRUMENT_DECLINED' });
    expect(await ordersOf(painting.id)).toEqual([]);
    expect((await capture('UNKNOWN123')).status).toBe(404);
    // The buyer tries again with another card: it goes through.
    expect((await capture(body.id)).status).toBe(200);
  });
});
