/**
 * Adventures happen in New Zealand, so "today" is today there, whatever the zone of the server
 * or the visitor: the booking calendar and svc-bookings read the day with these, and agree.
 */
export const ADVENTURE_TIME_ZONE = 'Pacific/Auckland';

const newZealandDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: ADVENTURE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in New Zealand as 'YYYY-MM-DD'. */
export function todayInNewZealand(now: Date = new Date()): string {
  return newZealandDay.format(now);
}

/** Whether a 'YYYY-MM-DD' day is before today in New Zealand (string order is date order). */
export function isPastInNewZealand(date: string, now: Date = new Date()): boolean {
  return date < todayInNewZealand(now);
}

/**
 * The first day a visitor can book: tomorrow in New Zealand. Today has begun, so the calendar
 * offers no earlier day (requirements §2: dates before the current moment), and the server agrees.
 */
export function firstBookableDay(now: Date = new Date()): string {
  return addDays(todayInNewZealand(now), 1);
}

/** The calendar day `days` after a 'YYYY-MM-DD' day (calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const newZealandHour = new Intl.DateTimeFormat('en-GB', { timeZone: ADVENTURE_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/**
 * Noon in New Zealand on a 'YYYY-MM-DD' day, as an instant: a time that is that day in New Zealand
 * wherever it is read (noon is never in a daylight-saving change, which happens at night there).
 */
export function noonInNewZealand(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  // Midnight UTC is noon or 1 pm in New Zealand on that same day (UTC+12, or +13 in summer).
  const midnightUtc = Date.UTC(year, month - 1, day);
  const hourThere = Number(newZealandHour.format(midnightUtc));
  return new Date(midnightUtc - (hourThere - 12) * 60 * 60 * 1000);
}
