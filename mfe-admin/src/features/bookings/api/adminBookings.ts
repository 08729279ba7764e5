import { BOOKING_MESSAGES, bookingsApi, type BookingAction, type BookingListItem } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../shared/queryKeys';
import { formatCalendarDay } from '../../../shared/dates';

/**
 * Every booking, newest first. Dropped from the cache as soon as no screen shows it (`gcTime: 0`):
 * guests' names and e-mails should not outlive the dashboard after Logout (which forgets
 * `/api/admin/…` queries, and this path is not one).
 */
export function useAdminBookings() {
  return useQuery({
    queryKey: QUERY_KEYS.bookings,
    gcTime: 0,
    queryFn: () => call(bookingsApi.bookings.list),
  });
}

/** `GET /api/adventures/availability`, for the move dialog's calendar. */
export function useBookedDates(enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.availability,
    queryFn: () => call(bookingsApi.adventures.availability),
    enabled,
  });
}

function successMessage(action: BookingAction, updated: BookingListItem): string {
  switch (action.action) {
    case 'confirm':
      return 'Booking confirmed';
    case 'cancel':
      return 'Booking cancelled';
    case 'move':
      return `Booking moved to ${formatCalendarDay(updated.preferredDate)}`;
    case 'record-payment':
      return BOOKING_MESSAGES.paymentRecorded;
  }
}

/**
 * `PATCH /api/admin/bookings/{id}`: confirm, cancel or move to another free day (the guest is
 * e-mailed each time). The list and the booked days refresh either way: a failure may mean the
 * day was taken or the booking cancelled meanwhile.
 */
export function useBookingAction() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.bookings }),
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.availability }),
    ]);
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: BookingAction }) => call(bookingsApi.bookings.act, { params: { id }, body: action }),
    onSuccess: (updated, { action }) => {
      queryClient.setQueryData<BookingListItem[]>(QUERY_KEYS.bookings, (list) =>
        list?.map((booking) => (booking.id === updated.id ? updated : booking)),
      );
      toast({ title: successMessage(action, updated) });
      void refresh();
    },
    onError: (error) => {
      toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' });
      void refresh();
    },
  });
}
