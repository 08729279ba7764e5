import type { BookingListItem } from '@atelier/contracts';

/** A request the guest has not confirmed by e-mail yet (holding its day for a while), or one that lapsed. */
export const awaitsGuest = (booking: BookingListItem) =>
  booking.status === 'expired' || (booking.status === 'pending' && booking.holdExpiresAt !== null);

/** Confirmed by the guest, waiting for the artist's Confirm. */
export const awaitsArtist = (booking: BookingListItem) => booking.status === 'pending' && booking.holdExpiresAt === null;
