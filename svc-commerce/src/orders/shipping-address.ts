import type { ShippingAddress } from '@atelier/contracts';

/** A shipping address as lines of text, for e-mails, the Orders tab and its export. */
export function formatAddress(address: ShippingAddress | undefined): string | null {
  if (!address) return null;
  if (typeof address === 'string') return address.trim() || null;
  const cityLine = [address.city, address.state, address.postal_code].filter(Boolean).join(' ');
  const lines = [address.line1, address.line2, cityLine, address.country].filter((line): line is string => Boolean(line));
  return lines.length ? lines.join('\n') : null;
}
