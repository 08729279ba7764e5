import type { InquiryType } from '@atelier/contracts';
import { formatAmount, formatMoney } from '@atelier/ui';

/**
 * What Enquire (requirements §2) puts in the home page's address:
 * `/?painting=…&paintingId=…&size=…&price=…&currency=…&code=…#contact-form`.
 */
export interface PaintingEnquiryParams {
  painting: string;
  /** The painting's id, sent with the enquiry (older links carried none). */
  paintingId: number | null;
  size: string | null;
  price: string | null;
  /** The currency's symbol ('$'), as requirements §2 has it. */
  currency: string | null;
  /** The currency's code ('NZD'): a '$' alone does not say which dollar. */
  code: string | null;
}

/** The painting Enquire asked about, or null when the address names none. */
export function readPaintingEnquiry(search: string): PaintingEnquiryParams | null {
  const params = new URLSearchParams(search);
  const painting = params.get('painting')?.trim();
  if (!painting) return null;
  const clean = (name: string) => params.get(name)?.trim() || null;
  const code = clean('code')?.toUpperCase() ?? null;
  const paintingId = Number(clean('paintingId'));
  return {
    painting,
    paintingId: Number.isSafeInteger(paintingId) && paintingId > 0 ? paintingId : null,
    size: clean('size'),
    price: clean('price'),
    currency: clean('currency'),
    code: code && /^[A-Z]{3}$/.test(code) ? code : null,
  };
}

/**
 * The message the contact form starts with after Enquire (requirements §4): interested in "{title}"
 * (size) priced at {symbol}{price} {code}, the price written as everywhere on the site
 * ('$12,800 NZD'), asking for more information. Parts the address lacks, or a price that is not
 * a number, are left out rather than shown empty or wrong.
 */
export function paintingEnquiryMessage({ painting, size, price, currency, code }: Omit<PaintingEnquiryParams, 'paintingId'>): string {
  const sizePart = size ? ` (${size})` : '';
  const amount = price === null ? NaN : Number(price);
  // With its code the site's formatter writes the price (its symbol included); older links carried the symbol alone.
  const money = code ? formatMoney(amount, code) : `${currency ?? ''}${formatAmount(amount)}`;
  const pricePart = Number.isFinite(amount) && amount > 0 ? ` priced at ${money}` : '';
  return `I'm interested in "${painting}"${sizePart}${pricePart}. Could you please provide more information about this piece?`;
}

/** The form values Enquire prefills: the purchase type and the message, and the painting the enquiry is about. */
export function paintingEnquiryPrefill(search: string): { inquiryType: InquiryType; message: string; paintingId: number | null } | null {
  const enquiry = readPaintingEnquiry(search);
  return enquiry && { inquiryType: 'painting-purchase', message: paintingEnquiryMessage(enquiry), paintingId: enquiry.paintingId };
}
