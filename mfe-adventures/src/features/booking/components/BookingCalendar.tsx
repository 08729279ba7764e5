import { useMemo } from 'react';
import { DateCalendar } from '@atelier/ui/calendar';
import { isUnavailableDay, toIsoDate } from '../bookingCalendar';

/**
 * The booking's single-date calendar (SPEC §2) from this month on: days before now and days
 * already booked are disabled (booked ones struck through).
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
  return (
    <DateCalendar
      selected={selected}
      onSelect={onSelect}
      now={now}
      isDisabled={(day) => isUnavailableDay(day, now, booked)}
      isBooked={(day) => booked.has(toIsoDate(day))}
      data-testid="booking-calendar"
    />
  );
}
