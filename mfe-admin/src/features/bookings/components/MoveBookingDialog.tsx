import { DEFAULT_BOOKING_MOVE_REASON, type BookingListItem } from '@atelier/contracts';
import { buttonClass, Skeleton } from '@atelier/ui';
import { Dialog, DialogClose, DialogContent } from '@atelier/ui/dialog';
import { FormField, inputClass } from '@atelier/ui/forms';
import { useState } from 'react';
import { useBookedDates } from '../api/adminBookings';
import { DateCalendar, toIsoDate } from '@atelier/ui/calendar';
import { formatCalendarDay } from '../../../shared/dates';

/**
 * 'Move Booking': another free day and the reason the guest reads in their e-mail (the weather,
 * unless the artist says otherwise). Stays open while the move is sent.
 */
export function MoveBookingDialog({
  booking,
  pending,
  onMove,
  onClose,
}: {
  booking: BookingListItem;
  pending: boolean;
  onMove: (date: string, reason: string) => void;
  onClose: () => void;
}) {
  const booked = useBookedDates(true);
  const [now] = useState(() => new Date());
  const [date, setDate] = useState<Date | undefined>();
  const [reason, setReason] = useState<string>(DEFAULT_BOOKING_MOVE_REASON);
  const bookedDates = booked.data?.bookedDates ?? [];
  const chosen = date && !bookedDates.includes(toIsoDate(date)) ? date : undefined;

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        size="sm"
        title="Move Booking"
        description={`${booking.firstName} ${booking.lastName}, now on ${formatCalendarDay(booking.preferredDate)}. Choose another free day.`}
        data-testid="admin-bookings-move-dialog"
        footer={
          <>
            <DialogClose className={buttonClass('outline')} disabled={pending}>
              Cancel
            </DialogClose>
            <button
              type="button"
              className={buttonClass()}
              disabled={!chosen || pending}
              onClick={() => chosen && onMove(toIsoDate(chosen), reason)}
              data-testid="admin-bookings-move-submit"
            >
              {pending ? 'Moving...' : 'Move Booking'}
            </button>
          </>
        }
      >
        {booked.isPending ? (
          <Skeleton className="h-72" />
        ) : (
          <DateCalendar
            selected={chosen}
            onSelect={setDate}
            bookedDates={bookedDates}
            now={now}
            data-testid="admin-bookings-move-calendar"
          />
        )}
        <p className="mt-3 text-sm" aria-live="polite" data-testid="admin-bookings-move-date">
          {chosen ? (
            <>
              <span className="text-ink-soft">New date: </span>
              <span className="font-medium">{formatCalendarDay(toIsoDate(chosen))}</span>
            </>
          ) : (
            <span className="text-ink-soft">Booked and past days are unavailable.</span>
          )}
        </p>
        <FormField label="Reason (sent to the guest)" htmlFor="admin-bookings-move-reason" className="mt-5">
          <textarea
            id="admin-bookings-move-reason"
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={inputClass()}
          />
        </FormField>
      </DialogContent>
    </Dialog>
  );
}
