import { isShippingCountry, SHIPPING_COUNTRIES, type ShippingAddress } from '@atelier/contracts';

/** A shipping address as lines of text, for e-mails, the Orders tab, its export and the packing slip. */
export function formatAddress(address: ShippingAddress | undefined): string | null {
  if (!address) return null;
  if (typeof address === 'string') return address.trim() || null;
  const cityLine = [address.city, address.state, address.postal_code].filter(Boolean).join(' ');
  const country = isShippingCountry(address.country) ? SHIPPING_COUNTRIES[address.country].name : address.country;
  const lines = [address.line1, address.line2, cityLine, country].filter((line): line is string => Boolean(line));
  return lines.length ? lines.join('\n') : null;
}
