/**
 * requirements §8 texts of the newsletter sign-up and the newsletter link pages, copied from
 * `NEWSLETTER_MESSAGES` of `@atelier/contracts` so the footer form (on every page) does not
 * bring zod along (as `enquiry/inquiryText.ts` does); the spec keeps the copies identical.
 */
export const NEWSLETTER_TEXT = {
  successTitle: 'Success!',
  subscribed: "You've been subscribed to our newsletter.",
  confirmationSent: 'Please check your inbox and confirm your subscription.',
  failed: 'Failed to subscribe. Please try again.',
  emailNeeded: 'Please enter your e-mail address, with an @.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  confirmFailed: 'This confirmation link is not valid any more. Please sign up again from the form below.',
  unsubscribeTitle: 'Unsubscribe from the newsletter',
  unsubscribeQuestion: 'You will no longer receive our newsletter.',
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: 'You have been unsubscribed. We are sorry to see you go.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. If you still receive our newsletter, reply to it and we will take you off the list.',
  linkFailed: 'Something went wrong. Please try again in a minute.',
} as const;
