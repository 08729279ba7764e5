import { BOOKING_MESSAGES, bookingsApi } from '@atelier/contracts';
import { call, serverMessage, toast } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_KEY, BOOKINGS_KEY } from '../../adventures/api/adventures';
import type { BookingPayload } from '../bookingPayload';

/**
 * `POST /api/bookings`. Success: 'Booking Created' and the cached bookings list and booked days
 * refreshed (requirements §7). Failure: 'Booking Failed' with the server's message (a day taken
 * meanwhile, a rule refused) or the SPEC fallback; the booked days refresh too, so a day that
 * was just taken shows as unavailable.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY }), queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY })]);
  return useMutation({
    mutationFn: (payload: BookingPayload) => call(bookingsApi.bookings.create, { body: payload }),
    onSuccess: () => {
      toast({ title: 'Booking Created', description: BOOKING_MESSAGES.created });
      void refresh();
    },
    onError: (error) => {
      toast({ title: 'Booking Failed', description: bookingErrorMessage(error), variant: 'destructive' });
      void refresh();
    },
  });
}

/**
 * What 'Booking Failed' says: the service's own message (`{message}` of a 400 or 409, already
 * worded for the visitor), else the SPEC fallback. Raw status lines ('502: Bad Gateway') and
 * network errors ('Failed to fetch') mean nothing to a visitor, so they get the fallback too.
 */
export function bookingErrorMessage(error: unknown, fallback: string = BOOKING_MESSAGES.failed): string {
  return serverMessage(error) ?? fallback;
}
