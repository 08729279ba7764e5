import type { CurrencyCode } from './currency';
import type { RuntimeConfig } from './runtime-config';

/**
 * What a server-rendered page's HTML carries besides its markup (render/README.md), so the browser
 * hydrates that markup without asking anything again: the query cache the server rendered from
 * (TanStack Query's dehydrated state), the runtime config, the display currency and its rates, and
 * the remote modules the page used (loaded before hydration, so they render at once). JSON in
 * `<script id="page-data" type="application/json">`; a page without it renders in the browser.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /** `dehydrate(queryClient)` of the server's render. */
  queries: unknown;
  config: RuntimeConfig;
  currency: CurrencyCode;
  /** Units of each currency per 1 NZD, as the server priced the page. */
  rates: Record<CurrencyCode, number>;
  /** `<remote>/<module>` ids of the page's remote modules (its sections' load when they come into view). */
  remotes: string[];
}

/**
 * The public forms the server answers when they are posted without JavaScript (render/README.md,
 * "Forms"): the home page's contact form, the reusable enquiry form (commissions), the footer's
 * newsletter sign-up, the booking request, and the buttons of the e-mailed links' pages (a
 * booking's and a subscription's confirmation, unsubscribing), and the admin's password reset (asking
 * for the link, setting the new password), and the checkout's details, which are only checked (the
 * payment after them needs the page's script). Each form names itself in the hidden field `form`.
 */
export type PublicFormName =
  | 'contact'
  | 'enquiry'
  | 'newsletter'
  | 'booking'
  | 'booking-confirm'
  | 'newsletter-confirm'
  | 'unsubscribe'
  | 'password-reset-request'
  | 'password-reset'
  | 'checkout-details';

/**
 * What the server made of a form posted without JavaScript, which the page is rendered with and the
 * form shows: `sent` (after the redirect, post/redirect/get), or `refused` with what was typed,
 * each field's error by its name, and a message about the whole form (the service's reason, or
 * that it could not answer), or `checked`: valid, with what was typed, for a form no service
 * takes (the checkout's details: the page's script goes on to the payment).
 */
export type FormResult =
  | { status: 'sent' }
  | { status: 'refused'; values: Record<string, string>; errors: Record<string, string>; message?: string }
  | { status: 'checked'; values: Record<string, string> };
