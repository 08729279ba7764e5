import { COMMERCE_MESSAGES, type PaintingReservation, type PaymentIntentResponse, type PaypalOrderResponse } from '@atelier/contracts';
import { CHECKOUT_DETAILS, eventually, startCommerceStack, type CommerceStack } from './fixtures/commerce-stack';

/** A painting is held for the payment in flight, for 15 minutes, and for it only (requirements §4). */
describe('Reservations: a painting held for the payment in flight', () => {
  let stack: CommerceStack;
  let webhookUrl: string;

  beforeAll(async () => {
    stack = await startCommerceStack();
    webhookUrl = `${stack.commerce.url}/api/webhooks/stripe`;
  });
  afterAll(() => stack?.close());

  const createIntent = (paintingId: number) =>
    stack.api<PaymentIntentResponse & { message?: string }>(
      'POST',
      '/api/create-payment-intent',
      { paintingId, ...CHECKOUT_DETAILS },
      { 'idempotency-key': `checkout-${Math.random()}` },
    );
  const reserve = (reference: string) =>
    stack.api<PaintingReservation & { message?: string }>('POST', `/api/payments/${reference}/reserve`);
  const reservations = async () => (await stack.api<PaintingReservation[]>('GET', '/api/reservations')).body;
  const heldPaintings = async () => (await reservations()).map((reservation) => reservation.paintingId);

  it('holds the painting for the card payment about to be confirmed, for 15 minutes: others cannot start paying, the holder can go on', async () => {
    const painting = await stack.createPainting();
    const first = (await createIntent(painting.id)).body.paymentIntentId;
    const second = (await createIntent(painting.id)).body.paymentIntentId; // another buyer's checkout, opened meanwhile

    const held = await reserve(first);
    expect(held.status).toBe(200);
    expect(held.body.paintingId).toBe(painting.id);
    const minutes = (Date.parse(held.body.until) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(await reservations()).toContainEqual({ paintingId: painting.id, until: held.body.until });

    // The other buyer can neither confirm nor open a new checkout.
    expect(await reserve(second)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.paintingReserved } });
    expect(await createIntent(painting.id)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.paintingReserved } });
    // The holder confirming again (a retry) keeps the painting.
    expect((await reserve(first)).status).toBe(200);
  });

  it('lets the hold expire: then the painting is free and the next buyer holds it', async () => {
    const painting = await stack.createPainting();
    const first = (await createIntent(painting.id)).body.paymentIntentId;
    const second = (await createIntent(painting.id)).body.paymentIntentId;
    expect((await reserve(first)).status).toBe(200);

    await stack.expireHolds(painting.id);
    expect(await heldPaintings()).not.toContain(painting.id);
    expect((await createIntent(painting.id)).status).toBe(200);
    expect((await reserve(second)).status).toBe(200);
    expect(await reserve(first)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.paintingReserved } });
  });

  it('of many payments confirming at once, one holds the painting', async () => {
    const painting = await stack.createPainting();
    const intents = await Promise.all(Array.from({ length: 10 }, () => createIntent(painting.id)));
    const answers = await Promise.all(intents.map((intent) => reserve(intent.body.paymentIntentId)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
  });

  it('ends the hold when the card is declined, and when the payment sells the painting', async () => {
    const painting = await stack.createPainting();
    const declined = (await createIntent(painting.id)).body.paymentIntentId;
    expect((await reserve(declined)).status).toBe(200);
    const failed = stack.stripe.event('payment_intent.payment_failed', { ...stack.stripe.state.paymentIntents.get(declined)! });
    expect((await stack.stripe.deliverWebhook(webhookUrl, failed)).status).toBe(200);
    await eventually(async () => expect(await heldPaintings()).not.toContain(painting.id));

    const paid = (await createIntent(painting.id)).body.paymentIntentId;
    expect((await reserve(paid)).status).toBe(200);
    const succeeded = stack.stripe.succeed(paid, { name: 'Pat Buyer', email: 'pat@example.nz' });
    expect((await stack.stripe.deliverWebhook(webhookUrl, succeeded)).status).toBe(200);
    await eventually(async () => expect(await stack.painting(painting.id)).toMatchObject({ sold: true }));
    // The catalog marks it sold first; the sale that ends the hold commits a moment later.
    await eventually(async () => expect(await heldPaintings()).not.toContain(painting.id));
    expect(await reserve(paid)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.alreadySold } });
  });

  it("never blocks the artist's own sale", async () => {
    const painting = await stack.createPainting();
    const customer = await stack.createCustomer();
    expect((await reserve((await createIntent(painting.id)).body.paymentIntentId)).status).toBe(200);
    const sold = await stack.admin('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: customer.id });
    expect(sold.status).toBe(201);
  });

  it('holds the painting for a PayPal order only once its buyer approved it (at capture), never for merely creating one', async () => {
    const painting = await stack.createPainting({ price: '1500' });
    const order = (paintingId: number) =>
      stack.api<PaypalOrderResponse & { message?: string }>('POST', '/api/paypal/order', {
        paintingId,
        amount: 1500,
        currency: 'NZD',
        intent: 'CAPTURE',
        ...CHECKOUT_DETAILS,
      });
    const first = await order(painting.id);
    expect(first.status).toBe(201);
    expect(await heldPaintings()).not.toContain(painting.id);
    expect((await order(painting.id)).status).toBe(201); // another visitor opening PayPal holds nothing either

    // A card buyer pressing Pay holds it: the approved PayPal order is not captured meanwhile.
    const card = await createIntent(painting.id);
    expect((await reserve(card.body.paymentIntentId)).status).toBe(200);
    const captureCalls = () => stack.paypal.state.requests.filter((r) => r.path === `/v2/checkout/orders/${first.body.id}/capture`);
    expect(await stack.api('POST', `/api/paypal/order/${first.body.id}/capture`)).toMatchObject({
      status: 409,
      body: { message: COMMERCE_MESSAGES.paintingReserved },
    });
    expect(captureCalls()).toEqual([]);

    await stack.expireHolds(painting.id);
    expect((await stack.api('POST', `/api/paypal/order/${first.body.id}/capture`)).status).toBe(200);
    expect(await stack.painting(painting.id)).toMatchObject({ sold: true });
    expect(await heldPaintings()).not.toContain(painting.id);
  });

  it('refuses to hold for a payment it does not know', async () => {
    expect(await reserve('pi_unknown')).toMatchObject({ status: 404, body: { message: COMMERCE_MESSAGES.paymentNotFound } });
    expect(await reserve(`pi_${'x'.repeat(90)}`)).toMatchObject({ status: 404 });
    expect(await reserve('x'.repeat(300))).toMatchObject({ status: 414 }); // Fastify refuses a path parameter over 100 characters
  });
});
