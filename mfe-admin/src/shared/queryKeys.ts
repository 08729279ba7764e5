import { SITE_SETTINGS_QUERY_KEY } from '@atelier/ui';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Every query the admin caches, in one list. A key is the path its data is read from: the
 * visitors' micro-frontends share the page's query cache and key their reads the same way, so an
 * admin change refreshes what they show too. Keys under `/api/admin/` are forgotten at Logout
 * ({@link isAdminOnlyQuery}); the others hold no secrets, or leave the cache with their tab (`gcTime: 0`).
 * Features refresh each other's data through these keys, never by importing each other.
 */
export const QUERY_KEYS = {
  status: ['/api/admin/status'],
  account: ['/api/admin/account'],
  /** Every painting, hidden ones included. */
  paintings: ['/api/admin/paintings/all'],
  customers: ['/api/admin/customers'],
  orders: ['/api/admin/orders'],
  unfinishedCheckouts: ['/api/admin/orders/unfinished'],
  inquiries: ['/api/admin/inquiries'],
  /** The path as requirements §7 has it: the visitor's booking page refreshes this list after a booking. */
  bookings: ['/api/bookings'],
  /** The booked days, shared with the visitor's calendar. */
  availability: ['/api/adventures/availability'],
  adventures: ['/api/admin/adventures'],
  /** The visitors' list of adventures, refreshed after the artist edits one. */
  publicAdventures: ['/api/adventures'],
  /** The path as requirements §7 has it. */
  newsletterSubscribers: ['/api/newsletter'],
  siteChanges: ['/api/admin/site/changes'],
  /** Each service's failed work is this key and the service's name (`/api/admin/failed-work/{service}`). */
  failedWork: ['/api/admin/failed-work'],
  /** The site's own copy of its settings (every app reads it): the admin puts what it saved there. */
  siteSettings: SITE_SETTINGS_QUERY_KEY,
} as const satisfies Record<string, readonly string[]>;

/** Whether a query holds the admin's own data (`/api/admin/…`), which Logout forgets. */
export function isAdminOnlyQuery({ queryKey }: { queryKey: readonly unknown[] }): boolean {
  return typeof queryKey[0] === 'string' && queryKey[0].startsWith('/api/admin/');
}

/** The admin list and every public painting query, so visitor pages in this tab show a change too. */
export function refreshPaintings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && /^\/api\/(admin\/)?paintings/.test(queryKey[0]),
  });
}
