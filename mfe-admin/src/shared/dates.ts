import { ADVENTURE_TIME_ZONE } from '@atelier/contracts';

// The artist lives and works in New Zealand (conventions §4): every moment the admin shows is
// New Zealand time, whatever the zone of the browser she opens it in.
const day = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: ADVENTURE_TIME_ZONE });
const moment = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ADVENTURE_TIME_ZONE,
});
const weekdayTime = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ADVENTURE_TIME_ZONE,
});
// A calendar day ('2026-11-20', a booking's day) has no zone: it is shown as written, read in UTC.
const calendarDay = new Intl.DateTimeFormat('en-NZ', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `format` of the instant, or the text as it came when it is not one. */
function formatInstant(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** The day of an instant in New Zealand: '14 Mar 2026' (a sale, a purchase, a sign-up). */
export function formatNzDay(iso: string): string {
  return formatInstant(day, iso);
}

/** An instant in New Zealand: '14 Mar 2026, 2:05 pm' (an enquiry received, a checkout left, a settings change). */
export function formatNzMoment(iso: string): string {
  return formatInstant(moment, iso);
}

/** An instant within the week, in New Zealand: 'Wed 4:42 pm' (when a booking's hold ends). */
export function formatNzWeekdayTime(iso: string): string {
  return formatInstant(weekdayTime, iso);
}

/** A calendar day: '2026-11-20' → 'Fri, 20 Nov 2026'; anything else is shown as it came. */
export function formatCalendarDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? calendarDay.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))) : value;
}
