import { firstBookableDay } from '@atelier/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/** A calendar day as 'YYYY-MM-DD', read in the visitor's own zone (as the calendar shows it). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' as the local midnight of that day, for the calendar. */
export function fromIsoDate(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/**
 * Whether a calendar day cannot be chosen for a booking (a new one, or one the admin moves):
 * days before the current moment (requirements §2; today has begun, so it is one of them), days before
 * the first bookable day in New Zealand (the server refuses those; it matters where the local
 * day is behind New Zealand's), days already booked (for a move, its own day too: moving there changes nothing), and
 * for a visitor, days after the last one bookings are open for.
 */
export function isUnavailableDay(day: Date, now: Date, bookedDates: ReadonlySet<string>, lastDate?: string): boolean {
  const iso = toIsoDate(day);
  return iso <= toIsoDate(now) || iso < firstBookableDay(now) || bookedDates.has(iso) || (lastDate !== undefined && iso > lastDate);
}
