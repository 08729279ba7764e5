import { COMMERCE_MESSAGES, commerceApi, type CheckoutDetails } from '@atelier/contracts';
import { ApiError, buttonClass, refusalOf, serverFieldErrors, serverMessage, type FieldError } from '@atelier/ui';
import { PendingButton } from '@atelier/ui/forms';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
// The pure entry: importing the plain one injects Stripe.js into every checkout page, keys or not.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useRef, useState } from 'react';
import { createPaymentIntent, reservePainting } from '../api/checkout';
import { PaymentFailed, PaymentLoading, PaymentWaitsForDetails } from './PaymentStatus';

type CardState =
  | { kind: 'loading' }
  | { kind: 'ready'; stripe: Stripe; elements: StripeElements; paymentIntentId: string }
  | { kind: 'not-configured' }
  /** The payments service is down or not answering: try again in a moment (not "not configured"). */
  | { kind: 'unavailable' }
  | { kind: 'failed' }
  /** The server will not take a payment for it now: sold meanwhile, or reserved for another buyer. */
  | { kind: 'refused'; message: string };

export interface CardPaymentProps {
  paintingId: number;
  /** Null when the server has no card provider configured. */
  publishableKey: string | null;
  /** The buyer and the delivery; null until they are entered (nothing is asked of Stripe before). */
  details: CheckoutDetails | null;
  /** The server refused some of the details: the form shows them again with each field's message. */
  onDetailsRefused: (fields: FieldError[]) => void;
  /** One per set of details in a checkout visit: a repeated set-up reuses the same payment intent. */
  idempotencyKey: string;
  /** E.g. '$4,850.00 NZD', on the pay button. */
  totalText: string;
}

/**
 * The Credit Card tab: once the buyer's details are in, a payment intent from the server,
 * Stripe's Payment Element, and `confirmPayment`, which returns the buyer to
 * /painting/{id}?payment=success (requirements §7). Stripe.js comes from Stripe's own host
 * (@stripe/stripe-js loads it), only then.
 */
export function CardPayment({ paintingId, publishableKey, details, onDetailsRefused, idempotencyKey, totalText }: CardPaymentProps) {
  const [state, setState] = useState<CardState>(publishableKey ? { kind: 'loading' } : { kind: 'not-configured' });
  const [attempt, setAttempt] = useState(0);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const mountPoint = useRef<HTMLDivElement>(null);

  // The latest callback, without setting up a new payment when its identity changes.
  const refuseDetails = useRef(onDetailsRefused);
  useEffect(() => {
    refuseDetails.current = onDetailsRefused;
  });

  useEffect(() => {
    if (!publishableKey || !details) return;
    let cancelled = false;
    // Both start at once, but the intent's answer speaks first: a painting another buyer holds is
    // 'refused' even when Stripe.js fails to load too (its failure is reported once the intent is known).
    const stripeLoading = loadStripe(publishableKey);
    stripeLoading.catch(() => undefined);
    createPaymentIntent(paintingId, details, idempotencyKey)
      .then(async (intent) => ({ intent, stripe: await stripeLoading }))
      .then(({ intent, stripe }) => {
        if (cancelled) return;
        if (!stripe) throw new Error('Stripe.js did not load');
        setState({
          kind: 'ready',
          stripe,
          elements: stripe.elements({ clientSecret: intent.clientSecret }),
          paymentIntentId: intent.paymentIntentId,
        });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        switch (refusalOf(error, commerceApi.payments.createPaymentIntent)) {
          case 'PAYMENTS_NOT_CONFIGURED':
            return setState({ kind: 'not-configured' });
          case 'SERVICE_UNAVAILABLE':
            return setState({ kind: 'unavailable' });
          case 'PAINTING_SOLD':
          case 'PAINTING_RESERVED':
          case 'PAINTING_UNAVAILABLE':
          case 'HOLD_USED_UP':
            return setState({ kind: 'refused', message: serverMessage(error) ?? COMMERCE_MESSAGES.paintingReserved });
          case 'VALIDATION_FAILED': {
            const fields = serverFieldErrors(error);
            if (fields.length) return refuseDetails.current(fields);
          }
        }
        setState({ kind: 'failed' });
      });
    return () => {
      cancelled = true;
    };
  }, [paintingId, publishableKey, details, idempotencyKey, attempt]);

  useEffect(() => {
    if (state.kind !== 'ready' || !mountPoint.current) return;
    const element = state.elements.create('payment', { layout: 'tabs' });
    element.mount(mountPoint.current);
    return () => element.destroy();
  }, [state]);

  const pay = async () => {
    if (state.kind !== 'ready') return;
    setPaying(true);
    setFailure(null);
    try {
      // Held for this payment while it is confirmed, so no other buyer starts paying meanwhile.
      await reservePainting(state.paymentIntentId);
      const returnUrl = `${window.location.origin}/painting/${paintingId}?payment=success`;
      const { error } = await state.stripe.confirmPayment({ elements: state.elements, confirmParams: { return_url: returnUrl } });
      // Without an error the browser is already leaving for the return URL.
      if (error) setFailure(error.message ?? COMMERCE_MESSAGES.paymentNotCompleted);
    } catch (error) {
      setFailure(
        refusalOf(error, commerceApi.payments.reserve) === 'SERVICE_UNAVAILABLE'
          ? COMMERCE_MESSAGES.paymentsUnavailable
          : (serverMessage(error) ??
              (error instanceof Error && !(error instanceof ApiError) && error.message
                ? error.message
                : COMMERCE_MESSAGES.paymentNotCompleted)),
      );
    } finally {
      setPaying(false);
    }
  };

  if (state.kind === 'not-configured') {
    return (
      <p
        role="alert"
        data-testid="checkout-card-not-configured"
        className="border border-line bg-paper-deep px-5 py-4 text-sm text-ink-soft"
      >
        {COMMERCE_MESSAGES.stripeNotConfigured}
      </p>
    );
  }
  if (!details) return <PaymentWaitsForDetails />;
  if (state.kind === 'refused') {
    return (
      <p role="alert" data-testid="checkout-card-refused" className="border border-held/30 bg-held/10 px-5 py-4 text-sm text-ink">
        {state.message}
      </p>
    );
  }
  if (state.kind === 'failed' || state.kind === 'unavailable') {
    return (
      <div
        role="alert"
        data-testid={state.kind === 'failed' ? 'checkout-card-failed' : 'checkout-card-unavailable'}
        className="border border-danger/30 bg-danger/10 px-5 py-4 text-sm text-danger"
      >
        <p>{state.kind === 'failed' ? COMMERCE_MESSAGES.paymentInitFailed : COMMERCE_MESSAGES.paymentsUnavailable}</p>
        <button
          type="button"
          onClick={() => {
            setState({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
          className="mt-3 underline underline-offset-4"
        >
          Try again
        </button>
      </div>
    );
  }

  return (
    <div data-testid="checkout-card">
      {state.kind === 'loading' && <PaymentLoading testId="checkout-card-loading">Preparing secure payment...</PaymentLoading>}
      <div ref={mountPoint} data-testid="checkout-payment-element" className="min-h-4" />
      {failure && <PaymentFailed message={failure} />}
      <PendingButton
        type="button"
        onClick={() => void pay()}
        pending={paying}
        disabled={state.kind !== 'ready'}
        className={`${buttonClass()} mt-6 w-full`}
        data-testid="checkout-pay"
      >
        {paying ? 'Processing...' : `Pay ${totalText}`}
      </PendingButton>
    </div>
  );
}
