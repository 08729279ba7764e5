import type { BookingListItem } from '@atelier/contracts';
import { buttonClass } from '@atelier/ui';
import { Dialog, DialogClose, DialogContent } from '@atelier/ui/dialog';
import { FormField, inputClass } from '@atelier/ui/forms';
import { useState } from 'react';
import { formatCalendarDay } from '../../../shared/dates';

/** Asks before cancelling (the guest is e-mailed, the day is freed); an optional reason goes into the e-mail. */
export function CancelBookingDialog({
  booking,
  pending,
  onCancel,
  onClose,
}: {
  booking: BookingListItem;
  pending: boolean;
  onCancel: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        role="alertdialog"
        size="sm"
        title="Cancel Booking"
        description={`Cancel the booking of ${booking.firstName} ${booking.lastName} on ${formatCalendarDay(booking.preferredDate)}? The guest will be e-mailed and the day becomes free again.`}
        data-testid="admin-bookings-cancel-dialog"
        footer={
          <>
            <DialogClose className={buttonClass('outline')} disabled={pending} autoFocus>
              Keep Booking
            </DialogClose>
            <button
              type="button"
              className={`${buttonClass()} bg-danger! hover:bg-danger/85!`}
              disabled={pending}
              onClick={() => onCancel(reason)}
              data-testid="admin-bookings-cancel-confirm"
            >
              {pending ? 'Cancelling...' : 'Cancel Booking'}
            </button>
          </>
        }
      >
        <FormField label="Reason (optional, sent to the guest)" htmlFor="admin-bookings-cancel-reason">
          <textarea
            id="admin-bookings-cancel-reason"
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
