import { useMemo } from 'react';
import { DateCalendar } from '@atelier/ui/calendar';
import { isUnavailableMoveDay, toIsoDate } from '../bookingDates';

/** The move dialog's calendar: days that have begun and booked days are disabled (booked ones struck through). */
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
  return (
    <DateCalendar
      selected={selected}
      onSelect={onSelect}
      now={now}
      isDisabled={(day) => isUnavailableMoveDay(day, now, booked)}
      isBooked={(day) => booked.has(toIsoDate(day))}
      data-testid="admin-bookings-move-calendar"
    />
  );
}
