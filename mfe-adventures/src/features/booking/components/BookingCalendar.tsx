import { addMonths, startOfMonth } from 'date-fns';
import { useMemo } from 'react';
import { DayPicker } from 'react-day-picker';
import { isUnavailableDay, toIsoDate } from '../bookingCalendar';

/** How far ahead a day can be booked. */
const MONTHS_AHEAD = 18;

const DAY_BUTTON =
  'mx-auto flex h-10 w-10 items-center justify-center rounded-full text-sm transition-colors hover:bg-paper-deep focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:text-ink-soft/35 disabled:hover:bg-transparent';

/**
 * A single-date calendar (SPEC §2) from this month on: days before now and days already booked
 * are disabled (booked ones struck through). The month grid is react-day-picker's (keyboard
 * navigation, grid semantics), styled with the site's tokens.
 */
export function BookingCalendar({
  selected,
  onSelect,
  bookedDates,
  now,
}: {
  selected: Date | undefined;
  onSelect: (date: Date) => void;
  bookedDates: readonly string[];
  now: Date;
}) {
  const booked = useMemo(() => new Set(bookedDates), [bookedDates]);
  const thisMonth = startOfMonth(now);

  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={onSelect}
      defaultMonth={selected ?? thisMonth}
      startMonth={thisMonth}
      endMonth={addMonths(thisMonth, MONTHS_AHEAD)}
      today={now}
      weekStartsOn={1}
      navLayout="around"
      disabled={(day) => isUnavailableDay(day, now, booked)}
      modifiers={{ booked: (day) => booked.has(toIsoDate(day)) }}
      modifiersClassNames={{ booked: '[&>button]:line-through' }}
      data-testid="booking-calendar"
      classNames={{
        root: 'w-full',
        months: 'w-full',
        month: 'grid grid-cols-[2.5rem_1fr_2.5rem] items-center gap-y-3',
        month_caption: 'flex h-10 items-center justify-center',
        caption_label: 'font-display text-lg',
        button_previous:
          'flex h-10 w-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-paper-deep aria-disabled:pointer-events-none aria-disabled:opacity-25',
        button_next:
          'flex h-10 w-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-paper-deep aria-disabled:pointer-events-none aria-disabled:opacity-25',
        chevron: 'h-4 w-4 fill-current',
        month_grid: 'col-span-3 w-full border-collapse',
        weekdays: '',
        weekday: 'pb-2 text-center text-[0.6875rem] font-medium tracking-[0.12em] text-ink-soft uppercase',
        weeks: '',
        week: '',
        day: 'p-0.5 text-center',
        day_button: DAY_BUTTON,
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
