import { checkoutDetailsSchema, COMMERCE_MESSAGES } from '@atelier/contracts';
import { screen } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { CardPayment } from './CardPayment';

// Stripe's host cannot be reached: its loader fails at once.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: () => Promise.reject(new Error('Failed to load Stripe.js')) }));

afterEach(cleanup);

const details = checkoutDetailsSchema.parse({
  customerInfo: { name: 'Hana Whetu', email: 'hana@example.com' },
  shippingAddress: { line1: '12 Mull Street', city: 'Glenorchy', postal_code: '9372', country: 'NZ' },
});
const props = { paintingId: 5, publishableKey: 'pk_test_x', details, onDetailsRefused: () => {}, totalText: '$800.00 NZD' };

describe(CardPayment.name, () => {
  it('says another buyer holds the painting even when Stripe.js failed to load before that answer came', async () => {
    mockApi({
      'POST /api/create-payment-intent': async () => {
        await new Promise((resolve) => setTimeout(resolve, 30));
        return { status: 409, body: { statusCode: 409, code: 'PAINTING_RESERVED', message: COMMERCE_MESSAGES.paintingReserved } };
      },
    });
    renderPage(<CardPayment {...props} idempotencyKey="checkout-5-a" />);
    expect((await screen.findByTestId('checkout-card-refused')).textContent).toBe(COMMERCE_MESSAGES.paintingReserved);
  });

  it('says the payment could not start when the painting is free but Stripe.js does not load', async () => {
    mockApi({ 'POST /api/create-payment-intent': { body: { clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1' } } });
    renderPage(<CardPayment {...props} idempotencyKey="checkout-5-b" />);
    expect(await screen.findByText(COMMERCE_MESSAGES.paymentInitFailed)).toBeTruthy();
  });

  it('says payment is temporarily unavailable, not "not configured", when the payments service is down', async () => {
    // The gateway's answer for a service that does not answer.
    mockApi({
      'POST /api/create-payment-intent': {
        status: 503,
        body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable' },
      },
    });
    renderPage(<CardPayment {...props} idempotencyKey="checkout-5-c" />);
    expect((await screen.findByTestId('checkout-card-unavailable')).textContent).toContain(COMMERCE_MESSAGES.paymentsUnavailable);
    expect(screen.queryByText(COMMERCE_MESSAGES.stripeNotConfigured)).toBeNull();
  });

  it('says Stripe is not configured only when the server says so', async () => {
    mockApi({
      'POST /api/create-payment-intent': {
        status: 503,
        body: { statusCode: 503, code: 'PAYMENTS_NOT_CONFIGURED', message: COMMERCE_MESSAGES.stripeNotConfigured },
      },
    });
    renderPage(<CardPayment {...props} idempotencyKey="checkout-5-d" />);
    expect((await screen.findByTestId('checkout-card-not-configured')).textContent).toBe(COMMERCE_MESSAGES.stripeNotConfigured);
  });
});
