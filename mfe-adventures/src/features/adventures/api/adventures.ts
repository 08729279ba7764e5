import { bookingsApi } from '@atelier/contracts';
import { call } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';

/**
 * Query keys shared with the rest of the page: the shell's one QueryClient serves every
 * micro-frontend, so the admin dashboard's booking list (`['/api/bookings']`) and this remote's
 * availability refresh each other through these exact keys.
 */
export const ADVENTURES_KEY = ['/api/adventures'] as const;
export const AVAILABILITY_KEY = ['/api/adventures/availability'] as const;
export const BOOKINGS_KEY = ['/api/bookings'] as const;

/** `GET /api/adventures` (requirements §7 defaults: no retry, never stale). */
export function useAdventures() {
  return useQuery({ queryKey: ADVENTURES_KEY, queryFn: () => call(bookingsApi.adventures.list) });
}

/** `GET /api/adventures/availability`: the days already taken, so the calendar can disable them. */
export function useAvailability() {
  return useQuery({ queryKey: AVAILABILITY_KEY, queryFn: () => call(bookingsApi.adventures.availability) });
}
