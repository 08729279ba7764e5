import { COMMERCE_MESSAGES, type PaymentState } from '@atelier/contracts';
import { toast } from '@atelier/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { getPaymentStatus } from '../api/checkout';

const SETTLED: readonly PaymentState[] = ['fulfilled', 'refunded', 'failed'];

/**
 * Shown on /painting/{id}?payment=success, where the card provider (and the wallet) return the
 * buyer (requirements §7): 'Payment Successful'. The sale completes on the server from the provider's
 * notification, so with a payment reference in the address it follows the payment until it has
 * settled and then refreshes the painting, which then shows as sold.
 */
export function PaymentReturnNotice() {
  const [params] = useSearchParams();
  const success = params.get('payment') === 'success';
  const reference = params.get('payment_intent') ?? params.get('paypal_order');
  const queryClient = useQueryClient();
  const announced = useRef(false);

  const status = useQuery({
    queryKey: ['/api/payments', reference, 'status'],
    queryFn: () => getPaymentStatus(reference ?? ''),
    enabled: success && !!reference,
    refetchInterval: (query) => (query.state.data && SETTLED.includes(query.state.data.status) ? false : 1500),
  });
  const state = status.data?.status;

  useEffect(() => {
    if (!success || announced.current) return;
    announced.current = true;
    toast({ title: COMMERCE_MESSAGES.paymentSuccessfulTitle, description: COMMERCE_MESSAGES.paymentSuccessful });
  }, [success]);

  useEffect(() => {
    if (state === 'fulfilled' || state === 'refunded') {
      void queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === '/api/paintings' });
    }
  }, [state, queryClient]);

  if (!success) return null;
  if (state === 'refunded') {
    return (
      <div
        role="alert"
        data-testid="checkout-payment-refunded"
        className="mt-6 border border-danger/30 bg-danger/10 px-5 py-4 text-sm text-danger"
      >
        {COMMERCE_MESSAGES.soldMeanwhileRefunded}
      </div>
    );
  }
  return (
    <div role="status" data-testid="checkout-payment-success" className="mt-6 border border-accent/30 bg-accent/10 px-5 py-4">
      <p className="font-display text-xl">{COMMERCE_MESSAGES.paymentSuccessfulTitle}</p>
      <p className="mt-1 text-sm text-ink-soft">{COMMERCE_MESSAGES.paymentSuccessful}</p>
    </div>
  );
}
