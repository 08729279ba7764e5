import type { PaintingReservation, PaymentIntentResponse } from '@atelier/contracts';
import { listenToPublicChanges, TEST_REDIS_URL } from '@atelier/service-kit/testing';
import { ReservationsService } from '../src/reservations/reservations.service';
import { CHECKOUT_DETAILS, startCommerceStack, type CommerceStack } from './fixtures/commerce-stack';

/** The pages show a held painting as Reserved: the render processes hear each hold start and end on Redis. */
describe('svc-commerce tells the page caches when a hold starts or ends', () => {
  let stack: CommerceStack;
  let changes: Awaited<ReturnType<typeof listenToPublicChanges>>;

  beforeAll(async () => {
    stack = await startCommerceStack({ env: { REDIS_URL: TEST_REDIS_URL } });
    changes = await listenToPublicChanges(process.env.QUEUE_PREFIX!);
  });
  afterAll(async () => {
    await changes?.close();
    await stack?.close();
  });

  it('a hold taken by a buyer confirming a payment, renewed, then ended as its payment settles or fails', async () => {
    const painting = await stack.createPainting();
    const intent = await stack.api<PaymentIntentResponse>(
      'POST',
      '/api/create-payment-intent',
      { paintingId: painting.id, ...CHECKOUT_DETAILS },
      { 'idempotency-key': `checkout-${Math.random()}` },
    );
    const reference = intent.body.paymentIntentId;
    // Opening a checkout holds nothing yet.
    expect(changes.heard).toEqual([]);

    const reserve = () => stack.api<PaintingReservation>('POST', `/api/payments/${reference}/reserve`);
    expect(await changes.after(async () => expect((await reserve()).status).toBe(200))).toEqual(['hold']);
    expect(await changes.after(async () => expect((await reserve()).status).toBe(200))).toEqual(['hold']);
    expect(await changes.after(() => stack.commerce.app.get(ReservationsService).release(reference))).toEqual(['hold ended']);
  });
});
