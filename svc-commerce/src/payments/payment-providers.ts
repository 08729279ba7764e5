import { Injectable } from '@nestjs/common';
import type { PaymentEntity, PaymentProviderName } from './payment.entity';

/** Why money goes back: the shop's own reasons (it could not sell), or the artist's refund of a sale. */
export type RefundReason = ShopRefundReason | 'artist-refund';
/** The shop gives a payment back on its own when it cannot sell the painting for it. */
export type ShopRefundReason = 'already-sold' | 'amount-mismatch' | 'painting-removed';

/** What the shop needs of a payment provider beyond taking the money (Stripe, PayPal). */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Settles the payment again from the provider's own state: the sale finishes, or the money goes back. */
  resume(payment: PaymentEntity): Promise<void>;
  /** Gives the money back in full, once whatever the repeats (`idempotencyKey`); answers the refund's reference. */
  refund(payment: PaymentEntity, reason: RefundReason, idempotencyKey: string): Promise<string>;
}

/**
 * The payment providers, each registering itself as it is built (so fulfilment and recovery
 * can reach a provider without the provider's own dependency on fulfilment making a cycle).
 */
@Injectable()
export class PaymentProviders {
  private readonly providers = new Map<PaymentProviderName, PaymentProvider>();

  add(provider: PaymentProvider): void {
    this.providers.set(provider.name, provider);
  }

  for(name: PaymentProviderName): PaymentProvider {
    const provider = this.providers.get(name);
    if (!provider) throw new Error(`No payment provider ${name}`);
    return provider;
  }
}
