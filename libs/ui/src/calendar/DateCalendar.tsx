import { useMemo } from 'react';
import { DayPicker } from 'react-day-picker';
import { fromIsoDate, isUnavailableDay, toIsoDate } from './calendarDays';

/** How far ahead a day can be chosen when no last day is given (the artist moving a booking). */
const MONTHS_AHEAD = 18;

const NAV_BUTTON =
  'flex h-10 w-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-paper-deep aria-disabled:pointer-events-none aria-disabled:opacity-25';

const DAY_LABEL = new Intl.DateTimeFormat('en-NZ', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A day's accessible name: "Sunday 1 November 2026", which contains the number shown on the
 * button (react-day-picker's default, "Sunday, November 1st, 2026", does not).
 */
export function dayLabel(day: Date, modifiers: { booked?: boolean; selected?: boolean }): string {
  return [DAY_LABEL.format(day).replace(',', ''), modifiers.booked && 'booked', modifiers.selected && 'selected']
    .filter(Boolean)
    .join(', ');
}

export interface DateCalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  now: Date;
  /** Days already taken ('YYYY-MM-DD'): disabled and struck through. */
  bookedDates: readonly string[];
  /** The last day that can be chosen ('YYYY-MM-DD'), when bookings open only so far ahead. */
  lastDate?: string;
  'data-testid'?: string;
}

/**
 * The site's single-date calendar from this month on (the visitor's booking, the admin's
 * move dialog): days that cannot be booked are disabled (see isUnavailableDay). The month
 * grid is react-day-picker's (keyboard navigation, grid semantics), styled with the site's tokens.
 */
export function DateCalendar({ selected, onSelect, now, bookedDates, lastDate, 'data-testid': testId }: DateCalendarProps) {
  const booked = useMemo(() => new Set(bookedDates), [bookedDates]);
  const thisMonth = new Date(now.getFullYear(), now.getMonth(), 1);
  const lastMonth = lastDate ? fromIsoDate(lastDate) : new Date(now.getFullYear(), now.getMonth() + MONTHS_AHEAD, 1);
  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={onSelect}
      defaultMonth={selected ?? thisMonth}
      startMonth={thisMonth}
      endMonth={lastMonth}
      today={now}
      weekStartsOn={1}
      navLayout="around"
      disabled={(day) => isUnavailableDay(day, now, booked, lastDate)}
      modifiers={{ booked: (day) => booked.has(toIsoDate(day)) }}
      modifiersClassNames={{ booked: '[&>button]:line-through' }}
      labels={{ labelDayButton: (day, modifiers) => dayLabel(day, modifiers) }}
      data-testid={testId}
      classNames={{
        root: 'w-full',
        months: 'w-full',
        month: 'grid grid-cols-[2.5rem_1fr_2.5rem] items-center gap-y-3',
        month_caption: 'flex h-10 items-center justify-center',
        caption_label: 'font-display text-lg',
        button_previous: NAV_BUTTON,
        button_next: NAV_BUTTON,
        chevron: 'h-4 w-4 fill-current',
        month_grid: 'col-span-3 w-full border-collapse',
        weekdays: '',
        weekday: 'pb-2 text-center text-[0.6875rem] font-medium tracking-[0.12em] text-ink-soft uppercase',
        weeks: '',
        week: '',
        day: 'p-0.5 text-center',
        day_button:
          'mx-auto flex h-10 w-10 items-center justify-center rounded-full text-sm transition-colors hover:bg-paper-deep focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:text-ink-soft/35 disabled:hover:bg-transparent',
        selected: '[&>button]:bg-ink [&>button]:text-paper [&>button]:hover:bg-ink',
        today: '[&>button]:ring-1 [&>button]:ring-ink/30',
        disabled: '',
        outside: 'invisible',
        hidden: 'invisible',
        focused: '',
      }}
    />
  );
}
