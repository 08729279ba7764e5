import { bookingsApi, type BookingConfirmRequest } from '@atelier/contracts';
import { call } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_KEY } from '../../adventures/api/adventures';

/** `POST /api/bookings/confirm`: the guest confirms from the e-mailed link; the booked days refresh. */
export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BookingConfirmRequest) => call(bookingsApi.bookings.confirm, { body: request }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY }),
  });
}
