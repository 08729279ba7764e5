import { COMMERCE_MESSAGES, commerceApi, type CheckoutDetails } from '@atelier/contracts';
import { apiErrorMessage, refusalOf } from '@atelier/ui';
import { loadScript } from '@paypal/paypal-js';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { capturePaypalOrder, createPaypalOrder } from '../api/checkout';
import { PaymentFailed, PaymentLoading, PaymentWaitsForDetails } from './PaymentStatus';

export interface PaypalPaymentProps {
  paintingId: number;
  clientId: string;
  clientToken: string;
  /** What the checkout shows and the server re-checks: price plus shipping, in the painting's currency. */
  amount: string;
  currency: string;
  /** The buyer and the delivery; null until they are entered (PayPal's buttons wait for them). */
  details: CheckoutDetails | null;
  /** The SDK could not be set up: the checkout falls back to the card tab. */
  onUnavailable: () => void;
}

/**
 * The wallet tab: PayPal's buttons, an order from our server, and its capture on approval. The
 * PayPal JS SDK comes from PayPal's own host (@paypal/paypal-js loads it), in the painting's currency.
 */
export function PaypalPayment(props: PaypalPaymentProps) {
  return props.details ? <PaypalButtons {...props} details={props.details} /> : <PaymentWaitsForDetails />;
}

function PaypalButtons({
  paintingId,
  clientId,
  clientToken,
  amount,
  currency,
  details,
  onUnavailable,
}: PaypalPaymentProps & { details: CheckoutDetails }) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  // The latest callbacks, without re-rendering PayPal's buttons when they change.
  const latest = useRef({ onUnavailable, navigate });
  useEffect(() => {
    latest.current = { onUnavailable, navigate };
  });

  useEffect(() => {
    let cancelled = false;
    // The order the buyer opened PayPal for: one who closes PayPal's window and tries again
    // approves the same order.
    let openOrder: string | null = null;
    // Both calls answer the same codes of a service that is down: a moment's wait, not the gateway's words.
    const fail = (error: unknown) =>
      setFailure(
        refusalOf(error, commerceApi.payments.paypalOrder) === 'SERVICE_UNAVAILABLE'
          ? COMMERCE_MESSAGES.paymentsUnavailable
          : (apiErrorMessage(error) ?? COMMERCE_MESSAGES.paymentNotCompleted),
      );
    loadScript({ clientId, currency, intent: 'capture', components: 'buttons', dataClientToken: clientToken })
      .then((paypal) => {
        if (!paypal?.Buttons) throw new Error('PayPal SDK did not load');
        if (cancelled || !container.current) return;
        container.current.replaceChildren();
        return paypal
          .Buttons({
            createOrder: async () => {
              setFailure(null);
              try {
                openOrder ??= await createPaypalOrder(paintingId, amount, currency, details);
                return openOrder;
              } catch (error) {
                fail(error);
                throw error;
              }
            },
            onApprove: async ({ orderID }) => {
              try {
                await capturePaypalOrder(orderID);
                void latest.current.navigate(`/painting/${paintingId}?payment=success&paypal_order=${encodeURIComponent(orderID)}`);
              } catch (error) {
                // PayPal refused the payment: that ended the order's hold, so the next try opens a new order.
                if (refusalOf(error, commerceApi.payments.paypalCapture) === 'PAYMENT_DECLINED') openOrder = null;
                fail(error);
              }
            },
            onError: fail,
          })
          .render(container.current)
          .then(() => !cancelled && setReady(true));
      })
      .catch(() => {
        if (!cancelled) latest.current.onUnavailable();
      });
    return () => {
      cancelled = true;
    };
  }, [paintingId, clientId, clientToken, amount, currency, details]);

  return (
    <div data-testid="checkout-paypal">
      {!ready && <PaymentLoading>Loading PayPal...</PaymentLoading>}
      <div ref={container} data-testid="checkout-paypal-buttons" />
      {failure && <PaymentFailed message={failure} />}
    </div>
  );
}
