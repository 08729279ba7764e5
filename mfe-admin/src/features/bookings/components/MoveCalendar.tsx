import { useMemo } from 'react';
import { DayPicker } from 'react-day-picker';
import { isUnavailableMoveDay, toIsoDate } from '../bookingDates';

const MONTHS_AHEAD = 18;
const NAV_BUTTON =
  'flex h-10 w-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-paper-deep aria-disabled:pointer-events-none aria-disabled:opacity-25';

/**
 * The single-date calendar of the move dialog: days that have begun and booked days are
 * disabled (booked ones struck through). Styled like the visitor's booking calendar.
 */
export function MoveCalendar({
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
  const thisMonth = new Date(now.getFullYear(), now.getMonth(), 1);

  return (
    <DayPicker
      mode="single"
      required
      selected={selected}
      onSelect={onSelect}
      defaultMonth={selected ?? thisMonth}
      startMonth={thisMonth}
      endMonth={new Date(now.getFullYear(), now.getMonth() + MONTHS_AHEAD, 1)}
      today={now}
      weekStartsOn={1}
      navLayout="around"
      disabled={(day) => isUnavailableMoveDay(day, now, booked)}
      modifiers={{ booked: (day) => booked.has(toIsoDate(day)) }}
      modifiersClassNames={{ booked: '[&>button]:line-through' }}
      data-testid="admin-bookings-move-calendar"
      classNames={{
        root: 'w-full',
        months: 'w-full',
        month: 'grid grid-cols-[2.5rem_1fr_2.5rem] items-center gap-y-2',
        month_caption: 'flex h-10 items-center justify-center',
        caption_label: 'font-display text-lg',
        button_previous: NAV_BUTTON,
        button_next: NAV_BUTTON,
        chevron: 'h-4 w-4 fill-current',
        month_grid: 'col-span-3 w-full border-collapse',
        weekdays: '',
        weekday: 'pb-1.5 text-center text-[0.6875rem] font-medium tracking-[0.12em] text-ink-soft uppercase',
        weeks: '',
        week: '',
        day: 'p-0.5 text-center',
        day_button:
          'mx-auto flex h-9 w-9 items-center justify-center rounded-full text-sm transition-colors hover:bg-paper-deep disabled:cursor-not-allowed disabled:text-ink-soft/35 disabled:hover:bg-transparent',
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
