import { checkoutAmounts, type CheckoutAmounts, type DeliveryMethod } from '@atelier/contracts';
import { formatMoney } from '@atelier/ui';

/**
 * What the checkout charges, in the painting's own currency (requirements §9 shipping, none for pickup, computed the same
 * way as the server), or null for a price or currency the checkout cannot charge.
 */
export function amountsFor(price: string | number, currency: string, delivery: DeliveryMethod = 'ship'): CheckoutAmounts | null {
  try {
    return checkoutAmounts(price, currency, delivery);
  } catch {
    return null;
  }
}

/** '4,800.00' in 'NZD' → '$4,800.00 NZD'. */
export function moneyText(amount: string, currency: string): string {
  return formatMoney(Number(amount), currency, 2);
}
