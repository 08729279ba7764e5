import { STATIC_RATES, isCurrencyCode } from './currency';

/*
 * Checkout amounts (requirements §9 shipping): computed alike by the server, which charges them, and the
 * checkout and painting pages, which show them. No zod here: the pages' JavaScript stays without it.
 */

/** Shipping at checkout, in NZD (requirements §9). */
export const SHIPPING_FEE_NZD = 50;
/** Shipping is free when the painting's price, converted to NZD, is over this (requirements §9). */
export const FREE_SHIPPING_OVER_NZD = 1000;

/** What a buyer pays for one painting, in the painting's own currency. Decimal strings plus minor units. */
export interface CheckoutAmounts {
  currency: string;
  price: string;
  shipping: string;
  total: string;
  /** `total` in the currency's minor unit (cents): what Stripe is asked for. */
  totalMinor: number;
  freeShipping: boolean;
  /** Collected from a studio: no shipping at all. */
  pickup: boolean;
}

/**
 * The amount a painting costs at checkout, computed the same way by the server (which charges it)
 * and the checkout page (which shows it). The charge is always in the painting's own currency.
 *
 * "Converted price over 1000" (requirements §9) is read as: the price converted to NZD with the static
 * rates of requirements §9 is over 1000 NZD. Otherwise 50 NZD of shipping is added, converted to the
 * painting's currency with the same static rates (30.00 USD, 27.50 EUR, 24.00 GBP); a painting
 * collected from a studio pays no shipping. Static rates,
 * not live ones, so the amount the page shows, the payment intent and the webhook's re-check agree
 * whenever they run; a visitor's display currency never changes what is charged.
 */
export function checkoutAmounts(price: string | number, currency: string, delivery: 'ship' | 'pickup' = 'ship'): CheckoutAmounts {
  if (!isCurrencyCode(currency)) throw new Error(`Unsupported currency ${currency}`);
  const rate = STATIC_RATES[currency];
  const priceMinor = Math.round(Number(price) * 100);
  if (!Number.isFinite(priceMinor) || priceMinor <= 0) throw new Error(`Invalid price ${String(price)}`);
  const pickup = delivery === 'pickup';
  const freeShipping = !pickup && priceMinor / 100 / rate > FREE_SHIPPING_OVER_NZD;
  const shippingMinor = freeShipping || pickup ? 0 : Math.round(SHIPPING_FEE_NZD * rate * 100);
  const totalMinor = priceMinor + shippingMinor;
  return {
    currency,
    price: minorToDecimal(priceMinor),
    shipping: minorToDecimal(shippingMinor),
    total: minorToDecimal(totalMinor),
    totalMinor,
    freeShipping,
    pickup,
  };
}

/** 123456 → '1234.56'. */
export function minorToDecimal(minor: number): string {
  return (minor / 100).toFixed(2);
}
