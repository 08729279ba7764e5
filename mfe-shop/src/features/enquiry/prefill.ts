import type { InquiryType } from '@atelier/contracts';

/** What Enquire (requirements §2) puts in the home page's address: `/?painting=…&size=…&price=…&currency=…&code=…#contact-form`. */
export interface PaintingEnquiryParams {
  painting: string;
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
  return {
    painting,
    size: clean('size'),
    price: clean('price'),
    currency: clean('currency'),
    code: code && /^[A-Z]{3}$/.test(code) ? code : null,
  };
}

/**
 * The message the contact form starts with after Enquire (requirements §4): interested in "{title}"
 * (size) priced at {symbol}{price} {code}, asking for more information. Parts the address lacks are
 * left out rather than shown empty.
 */
export function paintingEnquiryMessage({ painting, size, price, currency, code }: PaintingEnquiryParams): string {
  const sizePart = size ? ` (${size})` : '';
  const pricePart = price ? ` priced at ${currency ?? ''}${price}${code ? ` ${code}` : ''}` : '';
  return `I'm interested in "${painting}"${sizePart}${pricePart}. Could you please provide more information about this piece?`;
}

/** The form values Enquire prefills: the purchase type and the message. */
export function paintingEnquiryPrefill(search: string): { inquiryType: InquiryType; message: string } | null {
  const enquiry = readPaintingEnquiry(search);
  return enquiry && { inquiryType: 'painting-purchase', message: paintingEnquiryMessage(enquiry) };
}
