import type { BookingListItem } from '@atelier/contracts';
import type { BookingEntity } from './booking.entity';

/** The admin list's shape (requirements §3 "Booking (as listed)" plus the details of the day). */
export function toBookingListItem(booking: BookingEntity & { adventure: { title: string } }): BookingListItem {
  return {
    id: booking.id,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    preferredDate: booking.bookingDate,
    numberOfGuests: booking.numberOfGuests,
    status: booking.status,
    adventureId: booking.adventureId,
    adventureTitle: booking.adventure.title,
    phone: booking.phone,
    guest2FirstName: booking.guest2FirstName,
    guest2LastName: booking.guest2LastName,
    specialRequests: booking.specialRequests,
    totalPrice: booking.totalPriceNzd,
    currency: 'NZD',
    paymentStatus: booking.paymentStatus,
    amountPaid: booking.amountPaidNzd,
    quotedTotal: booking.quotedTotal,
    quotedCurrency: booking.quotedCurrency,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
  };
}
