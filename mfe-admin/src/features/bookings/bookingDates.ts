import type { BookingStatus } from '@atelier/contracts';

const pad = (value: number) => String(value).padStart(2, '0');
const newZealandDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' });
// The day as written, whatever the admin's zone: read and shown in UTC.
const longDay = new Intl.DateTimeFormat('en-NZ', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A calendar day as 'YYYY-MM-DD', read in the browser's zone (as the calendar shows it). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' as the local midnight of that day, for the calendar. */
export function fromIsoDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** '2026-11-20' → 'Fri, 20 Nov 2026'; anything else is shown as it came. */
export function formatBookingDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? longDay.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : value;
}

/**
 * Whether a booking cannot move to `day`: a day that has begun (the visitor's calendar has the
 * same rule), a day before today in New Zealand (the service refuses it) or a booked day (the
 * booking's own day included: moving there changes nothing).
 */
export function isUnavailableMoveDay(day: Date, now: Date, bookedDates: ReadonlySet<string>): boolean {
  const iso = toIsoDate(day);
  return iso <= toIsoDate(now) || iso < newZealandDay.format(now) || bookedDates.has(iso);
}

/** SPEC §2: a booking without a status reads 'Pending'. */
export function bookingStatusLabel(status: BookingStatus | null | undefined): string {
  switch (status) {
    case 'confirmed':
      return 'Confirmed';
    case 'cancelled':
      return 'Cancelled';
    default:
      return 'Pending';
  }
}
