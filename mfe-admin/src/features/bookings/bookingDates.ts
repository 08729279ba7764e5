import { ADVENTURE_TIME_ZONE, type BookingStatus } from '@atelier/contracts';

// The day as written, whatever the admin's zone: read and shown in UTC.
const longDay = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '2026-11-20' → 'Fri, 20 Nov 2026'; anything else is shown as it came. */
export function formatBookingDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? longDay.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : value;
}

// A hold lasts hours: its end as a time of day (and the day) in New Zealand, where the artist works.
const holdTime = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', hour: 'numeric', minute: '2-digit', timeZone: ADVENTURE_TIME_ZONE });

/** '2026-11-25T03:42:00Z' → 'Wed 4:42 pm' in New Zealand. */
export function formatHoldTime(iso: string): string {
  return holdTime.format(new Date(iso));
}

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
