import { formatStoredPrice } from '@atelier/ui';
import { useAdminBookings } from '../../bookings/api/adminBookings';
import { useAdminInquiries } from '../../enquiries/api/adminInquiries';
import { useNewsletterSubscribers } from '../../newsletter/api/adminNewsletter';
import { useOrders } from '../../orders/api/orders';
import { summarizeWork } from '../workSummary';

interface Tile {
  key: string;
  label: string;
  /** Undefined while its list loads (or when it failed). */
  value: number | undefined;
  detail?: string;
  tab: string;
  /** Something is waiting for her: the tile is marked. */
  attention?: boolean;
}

/**
 * The top of the dashboard: what needs the artist and how the shop is doing, each
 * count a button to the tab where the work is. It reads the same lists the tabs show (one
 * request each, shared with the tabs).
 */
export function WorkSummaryPanel({ onOpen }: { onOpen: (tab: string) => void }) {
  const inquiries = useAdminInquiries();
  const bookings = useAdminBookings();
  const sales = useOrders();
  const subscribers = useNewsletterSubscribers();
  const summary = summarizeWork({ inquiries: inquiries.data, bookings: bookings.data, sales: sales.data, subscribers: subscribers.data });
  const money = (totals: { currency: string; amount: number }[] | undefined) =>
    totals?.length ? totals.map((total) => formatStoredPrice(total.amount, total.currency)).join(' · ') : undefined;

  const tiles: Tile[] = [
    { key: 'enquiries', label: 'New enquiries', value: summary.newEnquiries, tab: 'enquiries', attention: !!summary.newEnquiries },
    {
      key: 'bookings',
      label: 'Bookings to confirm',
      value: summary.bookingsToConfirm,
      tab: 'bookings',
      attention: !!summary.bookingsToConfirm,
    },
    {
      key: 'payments',
      label: 'Payments needing your attention',
      value: summary.paymentsToWatch,
      tab: 'orders',
      attention: !!summary.paymentsToWatch,
    },
    { key: 'subscribers', label: 'New subscribers', value: summary.subscribersThisMonth, detail: 'this month', tab: 'newsletter' },
    {
      key: 'sales-month',
      label: 'Sales this month',
      value: summary.salesThisMonth?.count,
      detail: money(summary.salesThisMonth?.totals),
      tab: 'orders',
    },
    {
      key: 'sales-year',
      label: 'Sales this year',
      value: summary.salesThisYear?.count,
      detail: money(summary.salesThisYear?.totals),
      tab: 'orders',
    },
  ];

  return (
    <section aria-label="At a glance" className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6" data-testid="admin-summary">
      {tiles.map((tile) => (
        <button
          key={tile.key}
          type="button"
          onClick={() => onOpen(tile.tab)}
          data-testid={`admin-summary-${tile.key}`}
          className={`flex min-h-20 flex-col items-start rounded-sm border p-2 text-left transition-colors hover:border-ink focus-visible:outline-2 focus-visible:outline-ink sm:min-h-24 sm:p-3 ${
            tile.attention ? 'border-accent/50 bg-accent/5' : 'border-line bg-paper'
          }`}
        >
          <span className="text-xs leading-tight text-ink-soft">{tile.label}</span>
          <span className="mt-1 font-display text-2xl sm:text-3xl" data-testid="admin-summary-value">
            {tile.value ?? '–'}
          </span>
          {tile.detail && <span className="mt-auto text-xs text-ink-soft">{tile.detail}</span>}
        </button>
      ))}
    </section>
  );
}
