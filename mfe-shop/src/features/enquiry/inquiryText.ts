import type { InquiryType } from '@atelier/contracts';

/*
 * The words of the enquiry forms, copied from `@atelier/contracts` (INQUIRY_TYPE_LABELS,
 * INQUIRY_MESSAGES) on purpose: the home page's contact form and the footer's newsletter form
 * load on every page, and importing a value from the contracts brings zod along (about 25 KB
 * gzipped, against the home page's 170 KB budget). `inquiryText.spec.ts` keeps the copies
 * identical to the originals. The reusable EnquiryForm validates with the real schema.
 */

/** The four inquiry types (SPEC §3), in the order the forms list them, with their labels. */
export const INQUIRY_TYPE_OPTIONS: readonly { value: InquiryType; label: string }[] = [
  { value: 'painting-purchase', label: 'Purchase Painting' },
  { value: 'painting-adventure', label: 'Painting Adventure' },
  { value: 'commission', label: 'Commission Artwork' },
  { value: 'general', label: 'General Inquiry' },
];

/** SPEC §8 texts of the enquiry forms. */
export const ENQUIRY_TEXT = {
  fillAllFields: 'Please fill in all fields.',
  sentTitle: 'Message Sent',
  sent: "Thank you for your inquiry. We'll get back to you soon!",
  failed: 'Failed to send message. Please try again.',
} as const;

export function isInquiryType(value: string): value is InquiryType {
  return INQUIRY_TYPE_OPTIONS.some((option) => option.value === value);
}
