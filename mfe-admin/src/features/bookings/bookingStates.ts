import type { BookingListItem, BookingStatus } from '@atelier/contracts';

/** A request the guest has not confirmed by e-mail yet (holding its day for a while), or one that lapsed. */
export const awaitsGuest = (booking: BookingListItem) =>
  booking.status === 'expired' || (booking.status === 'pending' && booking.holdExpiresAt !== null);

/** Confirmed by the guest, waiting for the artist's Confirm. */
export const awaitsArtist = (booking: BookingListItem) => booking.status === 'pending' && booking.holdExpiresAt === null;

/** requirements §2: a booking without a status reads 'Pending'. */
export function bookingStatusLabel(status: BookingStatus | null | undefined): string {
  switch (status) {
    case 'confirmed':
      return 'Confirmed';
    case 'cancelled':
      return 'Cancelled';
    case 'expired':
      return 'Expired';
    default:
      return 'Pending';
  }
}
