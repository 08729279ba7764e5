import { COMMERCE_MESSAGES, type PaintingReservation, type PaymentIntentResponse } from '@atelier/contracts';
import { eventually, startCommerceStack, type CommerceStack } from './fixtures/commerce-stack';

/**
 * Nobody keeps a painting from sale by asking again and again: a payment's holds end 15 minutes
 * after its first hold however often it renews them, and one visitor address holds two paintings at most.
 */
describe('Holds that end: capped per payment, limited per visitor', () => {
  let stack: CommerceStack;

  beforeAll(async () => {
    stack = await startCommerceStack();
  });
  afterAll(() => stack?.close());

  const createIntent = async (paintingId: number) => {
    const created = await stack.api<PaymentIntentResponse>(
      'POST',
      '/api/create-payment-intent',
      { paintingId, customerInfo: { name: 'Buyer', email: 'buyer@example.nz', phone: '' }, delivery: 'pickup', pickupStudio: 'waipu' },
      { 'idempotency-key': `checkout-${Math.random()}` },
    );
    expect(created.status).toBe(200);
    return created.body.paymentIntentId;
  };
  const reserve = (reference: string, from?: string) =>
    stack.api<PaintingReservation & { message?: string }>(
      'POST',
      `/api/payments/${reference}/reserve`,
      undefined,
      from ? { 'x-forwarded-for': from } : {},
    );
  const heldPaintings = async () =>
    (await stack.api<PaintingReservation[]>('GET', '/api/reservations')).body.map((reservation) => reservation.paintingId);
  const minutesUntil = (until: string) => (Date.parse(until) - Date.now()) / 60_000;
  /** The clock moving on for one payment's hold: its timestamps are moved back instead. */
  const minutesPass = (reference: string, minutes: number) =>
    stack.query(
      `UPDATE painting_reservations SET first_held_at = first_held_at - make_interval(mins => $2), expires_at = expires_at - make_interval(mins => $2)
       WHERE payment_reference = $1`,
      [reference, minutes],
    );

  it("ends a payment's hold 15 minutes after it began, however often it is renewed; then the painting is the next buyer's", async () => {
    const painting = await stack.createPainting();
    const holder = await createIntent(painting.id);
    const next = await createIntent(painting.id);

    expect(minutesUntil((await reserve(holder)).body.until)).toBeCloseTo(15, 0);
    // Renewed every 4 minutes: each renewal holds only up to 15 minutes after the first hold.
    for (const elapsed of [4, 8, 12]) {
      await minutesPass(holder, 4);
      const renewed = await reserve(holder);
      expect(renewed.status).toBe(200);
      expect(minutesUntil(renewed.body.until)).toBeCloseTo(15 - elapsed, 0);
      expect(await reserve(next)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.paintingReserved } });
    }

    await minutesPass(holder, 3);
    expect(await heldPaintings()).not.toContain(painting.id);
    expect(await reserve(holder)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.holdTimeUsedUp } });
    expect(await heldPaintings()).not.toContain(painting.id);
    expect((await reserve(next)).status).toBe(200);
    expect(await heldPaintings()).toContain(painting.id);
  });

  it('keeps counting from the first hold when a declined card let go of the painting and the buyer tries another', async () => {
    const painting = await stack.createPainting();
    const payment = await createIntent(painting.id);
    expect((await reserve(payment)).status).toBe(200);
    await minutesPass(payment, 10);
    const failed = stack.stripe.event('payment_intent.payment_failed', { ...stack.stripe.state.paymentIntents.get(payment)! });
    expect((await stack.stripe.deliverWebhook(`${stack.commerce.url}/api/webhooks/stripe`, failed)).status).toBe(200);
    await eventually(async () => expect(await heldPaintings()).not.toContain(painting.id));

    const again = await reserve(payment);
    expect(again.status).toBe(200);
    expect(minutesUntil(again.body.until)).toBeCloseTo(5, 0);
    await minutesPass(payment, 5);
    expect(await reserve(payment)).toMatchObject({ status: 409, body: { message: COMMERCE_MESSAGES.holdTimeUsedUp } });
  });

  it('refuses one visitor address a third painting, not another address; renewals and ended holds do not count', async () => {
    const paintings = await Promise.all([1, 2, 3, 4].map(() => stack.createPainting()));
    const [first, second, third, fourth] = await Promise.all(paintings.map((painting) => createIntent(painting.id)));
    const visitor = '198.51.100.23';

    expect((await reserve(first!, visitor)).status).toBe(200);
    expect((await reserve(second!, visitor)).status).toBe(200);
    expect(await reserve(third!, visitor)).toMatchObject({ status: 429, body: { message: COMMERCE_MESSAGES.tooManyHolds(2) } });
    expect(await heldPaintings()).not.toContain(paintings[2]!.id);
    expect((await reserve(first!, visitor)).status).toBe(200); // a renewal is no new hold

    expect((await reserve(third!, '198.51.100.24')).status).toBe(200); // another visitor is not refused
    await stack.expireHolds(paintings[0]!.id);
    expect((await reserve(fourth!, visitor)).status).toBe(200);
  });

  it('counts an IPv6 visitor by their /64: a new address in it is the same visitor', async () => {
    const paintings = await Promise.all([1, 2, 3].map(() => stack.createPainting()));
    const [first, second, third] = await Promise.all(paintings.map((painting) => createIntent(painting.id)));

    expect((await reserve(first!, '2001:db8:7:1::1')).status).toBe(200);
    expect((await reserve(second!, '2001:db8:7:1::2')).status).toBe(200);
    expect(await reserve(third!, '2001:db8:7:1:ffff::3')).toMatchObject({
      status: 429,
      body: { message: COMMERCE_MESSAGES.tooManyHolds(2) },
    });
    expect((await reserve(third!, '2001:db8:7:2::1')).status).toBe(200);
  });

  it('lets one visitor hold two paintings at most, however many ask at once', async () => {
    const paintings = await Promise.all(Array.from({ length: 6 }, () => stack.createPainting()));
    const intents = await Promise.all(paintings.map((painting) => createIntent(painting.id)));
    const answers = await Promise.all(intents.map((intent) => reserve(intent, '203.0.113.9')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429, 429, 429, 429]);
  });
});
