import { formatStoredPrice } from '@atelier/ui';
import type { BookingAction, BookingListItem, PaymentStatus } from '@atelier/contracts';
import { ActionButton } from '../../../components/ActionButton';
import { CalendarIcon, CheckIcon, CoinIcon, CrossIcon } from '../../../components/icons';
import { bookingStatusLabel } from '../bookingStates';
import { formatCalendarDay, formatNzWeekdayTime } from '../../../shared/dates';

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Not paid yet',
  deposit: 'Deposit paid',
  paid: 'Paid',
  refunded: 'Refunded',
};

export interface BookingRowProps {
  booking: BookingListItem;
  /** The action being sent for this booking, if any. */
  pendingAction: BookingAction['action'] | null;
  onConfirm: () => void;
  onMove: () => void;
  onCancel: () => void;
  onRecordPayment: () => void;
}

/**
 * One booking (requirements §2: first and last name, email, preferred date, number of guests, status),
 * with what the artist needs for the day (its total and whether it is paid among it), and
 * Confirm, Move and Cancel while it is still open.
 */
export function BookingRow({ booking, pendingAction, onConfirm, onMove, onCancel, onRecordPayment }: BookingRowProps) {
  const cancelled = booking.status === 'cancelled' || booking.status === 'expired';
  const heldUntil = booking.status === 'pending' ? booking.holdExpiresAt : null;
  const busy = pendingAction !== null;
  const guest2 = [booking.guest2FirstName, booking.guest2LastName].filter(Boolean).join(' ');

  return (
    <li
      data-testid="admin-bookings-row"
      data-booking-id={booking.id}
      className={`flex flex-col gap-4 py-5 sm:flex-row sm:items-start sm:gap-6 ${cancelled ? 'text-ink-soft' : ''}`}
    >
      <div className="w-full shrink-0 sm:w-36">
        <p className="font-display text-lg leading-tight text-ink" data-testid="admin-bookings-date">
          {formatCalendarDay(booking.preferredDate)}
        </p>
        <p className="mt-1 text-sm text-ink-soft" data-testid="admin-bookings-guests">
          {booking.numberOfGuests} {booking.numberOfGuests === 1 ? 'guest' : 'guests'}
        </p>
        <p className="mt-1 text-sm" data-testid="admin-bookings-total">
          {formatStoredPrice(booking.totalPrice, booking.currency)}
        </p>
        <p className="text-xs text-ink-soft" data-testid="admin-bookings-payment">
          {PAYMENT_LABELS[booking.paymentStatus]}
          {booking.paymentStatus === 'deposit' && `: ${formatStoredPrice(booking.amountPaid, booking.currency)}`}
        </p>
      </div>

      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3
            className={`text-lg leading-snug ${cancelled ? 'line-through decoration-ink-soft/60' : ''}`}
            data-testid="admin-bookings-name"
          >
            {booking.firstName} {booking.lastName}
          </h3>
          <StatusBadge status={booking.status} />
        </div>
        <p className="mt-0.5 truncate text-sm">
          <a href={`mailto:${booking.email}`} className="text-accent underline underline-offset-4" data-testid="admin-bookings-email">
            {booking.email}
          </a>
          {booking.phone && <span className="text-ink-soft"> · {booking.phone}</span>}
        </p>
        <p className="mt-1 text-sm text-ink-soft">
          {booking.adventureTitle}
          {guest2 && ` · with ${guest2}`}
        </p>
        {booking.specialRequests && <p className="mt-1 line-clamp-2 text-sm text-ink-soft italic">“{booking.specialRequests}”</p>}
        {heldUntil && (
          <p className="mt-1 text-sm text-amber-800" data-testid="admin-bookings-hold">
            Not confirmed by the guest yet: the day is held until {formatNzWeekdayTime(heldUntil)}.
          </p>
        )}
      </div>

      {!cancelled && (
        <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">
          {booking.status !== 'confirmed' && (
            <ActionButton
              onClick={onConfirm}
              disabled={busy}
              testId="admin-bookings-confirm"
              pending={pendingAction === 'confirm'}
              icon={<CheckIcon />}
            >
              Confirm
            </ActionButton>
          )}
          <ActionButton
            onClick={onRecordPayment}
            disabled={busy}
            testId="admin-bookings-record-payment"
            pending={pendingAction === 'record-payment'}
            icon={<CoinIcon />}
          >
            Payment
          </ActionButton>
          <ActionButton
            onClick={onMove}
            disabled={busy}
            testId="admin-bookings-move"
            pending={pendingAction === 'move'}
            icon={<CalendarIcon />}
          >
            Move
          </ActionButton>
          <ActionButton
            onClick={onCancel}
            disabled={busy}
            testId="admin-bookings-cancel"
            pending={pendingAction === 'cancel'}
            icon={<CrossIcon />}
            tone="danger"
          >
            Cancel
          </ActionButton>
        </div>
      )}
    </li>
  );
}

const STATUS_TONES = {
  Pending: 'border-amber-600/30 bg-amber-50 text-amber-800',
  Confirmed: 'border-emerald-700/30 bg-emerald-50 text-emerald-800',
  Cancelled: 'border-line bg-paper-deep text-ink-soft',
  Expired: 'border-line bg-paper-deep text-ink-soft',
} as const;

function StatusBadge({ status }: { status: BookingListItem['status'] | undefined }) {
  const label = bookingStatusLabel(status);
  return (
    <span
      data-testid="admin-bookings-status"
      className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATUS_TONES[label as keyof typeof STATUS_TONES]}`}
    >
      {label}
    </span>
  );
}
