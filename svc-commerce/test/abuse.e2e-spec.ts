import { COMMERCE_MESSAGES, type Painting } from '@atelier/contracts';
import { expectRateLimit, failedBadly, malformedBodies, notRefusedProperly, sendAbuse } from '@atelier/service-kit/testing';
import { CHECKOUT_DETAILS, fromNewAddress, startCommerceStack, type CommerceStack } from './fixtures/commerce-stack';

describe('payment writes under abuse', () => {
  let stack: CommerceStack;
  let painting: Painting;

  beforeAll(async () => {
    stack = await startCommerceStack();
    painting = await stack.createPainting({ price: '800', currency: 'NZD' });
  });
  afterAll(() => stack?.close());

  const intentBody = () => ({ paintingId: painting.id, ...CHECKOUT_DETAILS });
  // 800 NZD plus 50 NZD shipping (requirements §9).
  const orderBody = () => ({ paintingId: painting.id, amount: 850, currency: 'NZD', intent: 'CAPTURE', ...CHECKOUT_DETAILS });
  /** What a buyer may leave out: the phone, a second address line and (in New Zealand) the region. */
  const optionalDetails = ['customerInfo.phone', 'shippingAddress.line2', 'shippingAddress.state'];

  /** What a payment call leaves behind: rows here, and creating calls at Stripe and PayPal. */
  const traces = async () => {
    const [rows] = await stack.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT count(*) FROM payments)::int AS payments,
              (SELECT count(*) FROM customers)::int AS customers, (SELECT count(*) FROM durable_work)::int AS outbox`,
    );
    const posts = (calls: { method: string; path: string }[]) => calls.filter((call) => call.method === 'POST').map((call) => call.path);
    return {
      ...rows,
      stripe: posts(stack.stripe.state.requests).filter((path) => path.startsWith('/v1/payment_intents')).length,
      paypal: posts(stack.paypal.state.requests).filter((path) => path.startsWith('/v2/checkout/orders')).length,
    };
  };

  describe.each([
    { path: '/api/create-payment-intent', body: intentBody, optional: optionalDetails },
    { path: '/api/paypal/order', body: orderBody, optional: ['intent', ...optionalDetails] },
  ])('$path', ({ path, body, optional }) => {
    it('refuses at least 200 malformed bodies with a 4xx JSON error, stores nothing and calls no provider', async () => {
      const valid = body();
      const { malformed } = malformedBodies(valid, { optional });
      expect(malformed.length).toBeGreaterThanOrEqual(200);
      const before = await traces();
      const answers = await sendAbuse(`${stack.commerce.url}${path}`, malformed, { headers: fromNewAddress });
      expect(notRefusedProperly(answers)).toEqual([]);
      expect(await traces()).toEqual(before);
    });

    it('answers hostile but well-formed bodies without a server error', async () => {
      const answers = await sendAbuse(`${stack.commerce.url}${path}`, malformedBodies(body()).hostile, { headers: fromNewAddress });
      expect(failedBadly(answers)).toEqual([]);
    });
  });

  it('refuses malformed bodies and order ids on PayPal capture, and asks PayPal nothing', async () => {
    const { malformed } = malformedBodies(orderBody());
    const before = await traces();
    const unknownOrder = await sendAbuse(`${stack.commerce.url}/api/paypal/order/5O190127TN364715T/capture`, malformed, {
      headers: fromNewAddress,
    });
    expect(notRefusedProperly(unknownOrder)).toEqual([]);
    for (const orderId of [
      '..%2F..%2Fadmin',
      'a'.repeat(65),
      '%00',
      "'%3B%20DROP%20TABLE%20payments%3B--",
      '%3Cscript%3E',
      '%F0%9F%8E%A8',
    ]) {
      const [answer] = await sendAbuse(`${stack.commerce.url}/api/paypal/order/${orderId}/capture`, [{ name: orderId }], {
        headers: fromNewAddress,
      });
      expect(notRefusedProperly([answer!])).toEqual([]);
    }
    expect(await traces()).toEqual(before);
    expect(stack.paypal.state.requests.filter((call) => call.path.endsWith('/capture'))).toEqual([]);
  });

  it('answers one payment over the limit from an address with 429 and Retry-After, for cards and PayPal alike', async () => {
    const headers = { 'content-type': 'application/json', ...fromNewAddress() };
    const pay = async (attempt: number) => {
      // Each PayPal order holds the painting (requirements §4); here every attempt comes after the last one's hold lapsed.
      await stack.expireHolds();
      return fetch(`${stack.commerce.url}${attempt % 2 ? '/api/create-payment-intent' : '/api/paypal/order'}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(attempt % 2 ? intentBody() : orderBody()),
      });
    };
    await expectRateLimit(pay, 20, COMMERCE_MESSAGES.tooManyPayments);
  });
});
