/** `@atelier/ui/calendar`: bundled by the apps that show a calendar, never on the first page. */
export { DateCalendar, dayLabel, type DateCalendarProps } from './DateCalendar';
export { fromIsoDate, isUnavailableDay, toIsoDate } from './calendarDays';
