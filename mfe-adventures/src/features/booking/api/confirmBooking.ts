import type { BookingConfirmation, BookingConfirmRequest } from '@atelier/contracts';
import { apiRequest } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AVAILABILITY_KEY } from '../../adventures/api/adventures';

/** `POST /api/bookings/confirm`: the guest confirms from the e-mailed link; the booked days refresh. */
export function useConfirmBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: BookingConfirmRequest) =>
      (await (await apiRequest('POST', '/api/bookings/confirm', request)).json()) as BookingConfirmation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY }),
  });
}
