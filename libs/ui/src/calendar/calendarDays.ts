/** The time zone the adventures happen in: the server's "today" is today there (svc-bookings). */
const ADVENTURE_TIME_ZONE = 'Pacific/Auckland';
const newZealandDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: ADVENTURE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

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

/** Today's date in New Zealand as 'YYYY-MM-DD'. */
export function todayInNewZealand(now: Date): string {
  return newZealandDay.format(now);
}

/**
 * Whether a calendar day cannot be chosen for a booking (a new one, or one the admin moves):
 * days before the current moment (SPEC §2; today has begun, so it is one of them), days before
 * today in New Zealand (the server refuses those, which matters only far west of the date
 * line), and days already booked (for a move, its own day too: moving there changes nothing).
 */
export function isUnavailableDay(day: Date, now: Date, bookedDates: ReadonlySet<string>): boolean {
  const iso = toIsoDate(day);
  return iso <= toIsoDate(now) || iso < todayInNewZealand(now) || bookedDates.has(iso);
}
