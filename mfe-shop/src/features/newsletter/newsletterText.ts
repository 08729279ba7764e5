/**
 * SPEC §8 texts of the newsletter sign-up, copied from `NEWSLETTER_MESSAGES` of
 * `@atelier/contracts` so the footer form (on every page) does not bring zod along; see
 * `enquiry/inquiryText.ts`, whose spec keeps the copies identical.
 */
export const NEWSLETTER_TEXT = {
  successTitle: 'Success!',
  subscribed: "You've been subscribed to our newsletter.",
  failed: 'Failed to subscribe. Please try again.',
} as const;
