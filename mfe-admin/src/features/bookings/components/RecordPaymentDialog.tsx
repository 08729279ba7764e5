import { BOOKING_MESSAGES, type BookingListItem } from '@atelier/contracts';
import { buttonClass, formatStoredPrice } from '@atelier/ui';
import { Dialog, DialogClose, DialogContent } from '@atelier/ui/dialog';
import { FormField, inputClass, PendingButton } from '@atelier/ui/forms';
import { useState, type FormEvent } from 'react';
import { formatCalendarDay } from '../../../shared/dates';

/**
 * 'Record Payment': what the guest has paid in all so far — a deposit, then the rest
 * — which sets the booking's payment status. The amount is the running total, so saving twice or
 * correcting a mistake is safe.
 */
export function RecordPaymentDialog({
  booking,
  pending,
  onRecord,
  onClose,
}: {
  booking: BookingListItem;
  pending: boolean;
  onRecord: (amountPaid: string) => void;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState(Number(booking.amountPaid) > 0 ? booking.amountPaid : '');
  const [error, setError] = useState<string | null>(null);
  const total = Number(booking.totalPrice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (amount.trim() === '' || !Number.isFinite(value) || value < 0 || value > total) return setError(BOOKING_MESSAGES.amountPaidInvalid);
    onRecord(value.toFixed(2));
  };
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        size="sm"
        title="Record Payment"
        description={`${booking.firstName} ${booking.lastName}, ${formatCalendarDay(booking.preferredDate)}: ${formatStoredPrice(booking.totalPrice, booking.currency)} in all.`}
        data-testid="admin-bookings-payment-dialog"
        footer={
          <>
            <DialogClose className={buttonClass('outline')} disabled={pending}>
              Cancel
            </DialogClose>
            <PendingButton form="admin-bookings-payment-form" pending={pending}>
              {pending ? 'Saving...' : 'Record Payment'}
            </PendingButton>
          </>
        }
      >
        <form method="post" id="admin-bookings-payment-form" onSubmit={submit} noValidate className="grid gap-3">
          <FormField
            label={`Received so far, in all (${booking.currency})`}
            htmlFor="admin-bookings-amount-paid"
            error={error ?? undefined}
          >
            <input
              id="admin-bookings-amount-paid"
              type="number"
              inputMode="decimal"
              min={0}
              max={total}
              step={0.01}
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(null);
              }}
              aria-invalid={!!error}
              aria-describedby={error ? 'admin-bookings-amount-paid-error' : undefined}
              className={inputClass(!!error)}
            />
          </FormField>
          <div className="flex flex-wrap gap-2 text-sm">
            <button type="button" className="underline underline-offset-4" onClick={() => setAmount((total / 2).toFixed(2))}>
              Half as a deposit
            </button>
            <span aria-hidden="true">·</span>
            <button type="button" className="underline underline-offset-4" onClick={() => setAmount(total.toFixed(2))}>
              Paid in full
            </button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
