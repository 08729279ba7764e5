import type { InquiryType } from '@atelier/contracts';

/*
 * The words of the enquiry forms, copied from `@atelier/contracts` (INQUIRY_TYPE_LABELS,
 * INQUIRY_MESSAGES) on purpose: the home page's contact form and the footer's newsletter form
 * load on every page, and importing a value from the contracts brings zod along (about 25 KB
 * gzipped, against the home page's 170 KB budget). `inquiryText.spec.ts` keeps the copies
 * identical to the originals. The reusable EnquiryForm validates with the real schema.
 */

/** The four inquiry types (requirements §3), in the order the forms list them, with their labels. */
export const INQUIRY_TYPE_OPTIONS: readonly { value: InquiryType; label: string }[] = [
  { value: 'painting-purchase', label: 'Purchase Painting' },
  { value: 'painting-adventure', label: 'Painting Adventure' },
  { value: 'commission', label: 'Commission Artwork' },
  { value: 'general', label: 'General Inquiry' },
];

/** requirements §8 texts of the enquiry forms. */
export const ENQUIRY_TEXT = {
  fillAllFields: 'Please fill in all fields.',
  sentTitle: 'Message Sent',
  sent: "Thank you for your inquiry. We'll get back to you soon!",
  failed: 'Failed to send message. Please try again.',
} as const;

/** The server's reasons for refusing an enquiry (INQUIRY_MESSAGES), by the field each is about. */
export const FIELD_REASONS = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Invalid email address',
  inquiryType: 'Please choose an inquiry type',
  message: 'Message must be at least 10 characters',
} as const;
export type ReasonField = keyof typeof FIELD_REASONS;

/** The field a refusal's message is about, if it is one of FIELD_REASONS. */
export function fieldOfReason(message: string): ReasonField | undefined {
  return (Object.keys(FIELD_REASONS) as ReasonField[]).find((field) => FIELD_REASONS[field] === message);
}

export function isInquiryType(value: string): value is InquiryType {
  return INQUIRY_TYPE_OPTIONS.some((option) => option.value === value);
}
