/** Adventures happen in New Zealand, so "today" is today there, whatever the server's zone. */
export const ADVENTURE_TIME_ZONE = 'Pacific/Auckland';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ADVENTURE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in New Zealand as 'YYYY-MM-DD'. */
export function todayInNewZealand(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** Whether a 'YYYY-MM-DD' day is before today in New Zealand (string order is date order). */
export function isPastInNewZealand(date: string, now: Date = new Date()): boolean {
  return date < todayInNewZealand(now);
}
