/** An API call and the service that owns it (architecture §2): [method, path, service]. */
export type ApiCall = readonly [method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, service: string];

/**
 * Every call of requirements §7 as [method, path, service], with sample ids filled in. The gateway
 * tests send each one through both gateways; the browser journeys send them through nginx
 * to the real services.
 *  */
export const SPEC_API_CALLS: readonly ApiCall[] = [
  // Public
  ['GET', '/api/paintings/featured', 'catalog'],
  ['GET', '/api/paintings', 'catalog'],
  ['GET', '/api/paintings/7', 'catalog'],
  ['GET', '/api/adventures', 'bookings'],
  ['POST', '/api/inquiries', 'mailing'],
  ['POST', '/api/newsletter', 'mailing'],
  ['POST', '/api/bookings', 'bookings'],
  ['POST', '/api/create-payment-intent', 'commerce'],
  ['GET', '/api/paypal/setup', 'commerce'],
  ['POST', '/api/paypal/order', 'commerce'],
  ['POST', '/api/paypal/order/5O190127TN364715T/capture', 'commerce'],
  // Admin
  ['POST', '/api/admin/login', 'identity'],
  ['GET', '/api/admin/status', 'identity'],
  ['POST', '/api/admin/logout', 'identity'],
  ['POST', '/api/admin/password-reset/request', 'identity'],
  ['POST', '/api/admin/password-reset/confirm', 'identity'],
  ['GET', '/api/admin/paintings/all', 'catalog'],
  ['POST', '/api/admin/paintings', 'catalog'],
  ['PATCH', '/api/admin/paintings/7', 'catalog'],
  ['DELETE', '/api/paintings/7', 'catalog'],
  ['PATCH', '/api/admin/paintings/7/visibility', 'catalog'],
  ['POST', '/api/admin/paintings/7/sell', 'commerce'],
  ['GET', '/api/admin/customers', 'commerce'],
  ['POST', '/api/admin/customers', 'commerce'],
  ['PATCH', '/api/admin/customers/3', 'commerce'],
  ['DELETE', '/api/admin/customers/3', 'commerce'],
  ['GET', '/api/bookings', 'bookings'],
  ['GET', '/api/newsletter', 'mailing'],
  ['POST', '/api/admin/painting-images', 'catalog'],
  ['DELETE', '/api/admin/painting-images/11', 'catalog'],
  ['PATCH', '/api/admin/painting-images/11/primary', 'catalog'],
  ['PATCH', '/api/admin/painting-images/11/sort-order', 'catalog'],
  ['POST', '/api/admin/mailchimp/test', 'mailing'],
  ['POST', '/api/admin/mailchimp/sync', 'mailing'],
  ['POST', '/api/admin/mailchimp/sync-customers', 'mailing'],
  ['PATCH', '/api/admin/newsletter/a%40b.nz/unsubscribe', 'mailing'],
  ['PATCH', '/api/admin/newsletter/a%40b.nz/subscribe', 'mailing'],
];

/**
 * Calls the architecture adds to requirements §7 (architecture §2, §3): the server-side exchange
 * rates, the payment provider's webhook, the paintings held for payments in flight, the
 * newsletter's confirm and unsubscribe links, certificate checks, the admin views behind the
 * dashboard, the artist's CSV exports, and her site settings.
 *  */
export const ARCHITECTURE_API_CALLS: readonly ApiCall[] = [
  ['GET', '/api/exchange-rates', 'commerce'],
  ['POST', '/api/webhooks/stripe', 'commerce'],
  ['GET', '/api/payments/pi_123/status', 'commerce'],
  ['POST', '/api/payments/pi_123/reserve', 'commerce'],
  ['GET', '/api/reservations', 'commerce'],
  ['POST', '/api/newsletter/confirm', 'mailing'],
  ['POST', '/api/newsletter/unsubscribe/kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk', 'mailing'],
  ['GET', '/api/admin/orders', 'commerce'],
  ['GET', '/api/admin/orders/7/certificate', 'commerce'],
  ['POST', '/api/admin/orders/7/refund', 'commerce'],
  ['GET', '/api/certificates/Ab3dEf6hIj9k', 'commerce'],
  ['POST', '/api/admin/paintings/7/reverse-sale', 'commerce'],
  ['GET', '/api/admin/account', 'identity'],
  ['POST', '/api/admin/account/password', 'identity'],
  ['POST', '/api/admin/account/email', 'identity'],
  ['GET', '/api/admin/adventures', 'bookings'],
  ['PATCH', '/api/admin/adventures/1', 'bookings'],
  ['GET', '/api/admin/bookings', 'bookings'],
  ['GET', '/api/admin/inquiries', 'mailing'],
  ['GET', '/api/admin/customers/export.csv', 'commerce'],
  ['GET', '/api/admin/orders/export.csv', 'commerce'],
  ['GET', '/api/admin/bookings/export.csv', 'bookings'],
  ['GET', '/api/admin/newsletter/export.csv', 'mailing'],
  ['GET', '/api/admin/inquiries/export.csv', 'mailing'],
  ['GET', '/api/site', 'catalog'],
  ['PUT', '/api/admin/site', 'catalog'],
  ['GET', '/api/admin/site/changes', 'catalog'],
  ['POST', '/api/admin/site/media', 'catalog'],
  ['GET', '/api/admin/failed-work/bookings', 'bookings'],
  ['GET', '/api/admin/failed-work/commerce', 'commerce'],
  ['POST', '/api/admin/failed-work/mailing/7/retry', 'mailing'],
];
