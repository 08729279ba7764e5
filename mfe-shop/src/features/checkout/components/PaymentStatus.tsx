import { COMMERCE_MESSAGES } from '@atelier/contracts';
import { Spinner } from '@atelier/ui';
import type { ReactNode } from 'react';

/** While a payment provider's script and fields load. */
export function PaymentLoading({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 py-6 text-sm text-ink-soft" data-testid={testId}>
      <Spinner label={null} className="h-4 w-4" /> {children}
    </p>
  );
}

/** SPEC's 'Payment Failed' box with the provider's or the server's message. */
export function PaymentFailed({ message }: { message: string }) {
  return (
    <div
      role="alert"
      data-testid="checkout-payment-failed"
      className="mt-4 border border-danger/30 bg-danger/10 px-4 py-3 text-sm text-danger"
    >
      <p className="font-medium">{COMMERCE_MESSAGES.paymentFailedTitle}</p>
      <p className="mt-1">{message}</p>
    </div>
  );
}

/** A payment tab before the buyer's details are in: nothing is asked of the provider yet. */
export function PaymentWaitsForDetails() {
  return (
    <p className="border border-dashed border-line px-5 py-4 text-sm text-ink-soft" data-testid="checkout-payment-waiting">
      Enter your details above and press Continue to Payment: the payment form appears here.
    </p>
  );
}
