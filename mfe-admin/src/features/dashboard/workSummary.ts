import { todayInNewZealand, type AdminInquiry, type BookingListItem, type NewsletterSubscriber, type SaleRecord } from '@atelier/contracts';
import { awaitsArtist } from '../bookings/bookingStates';
import { paidTotals } from '../orders/salesFilter';

/** A paid payment normally becomes an order within seconds; one still waiting after this needs a look. */
const STUCK_PAYMENT_MINUTES = 15;
/** An automatic refund is news for this long: she may want to write to the buyer. */
const RECENT_REFUND_DAYS = 7;

/** What needs the artist, and how the shop is doing: the counts at the top of the dashboard. */
export interface WorkSummary {
  newEnquiries?: number;
  bookingsToConfirm?: number;
  /**
   * Payments that need her: paid but still no order after 15 minutes, or given back
   * automatically (the painting was gone) in the last week. Unpaid checkouts are not her work.
   */
  paymentsToWatch?: number;
  subscribersThisMonth?: number;
  salesThisMonth?: Sales;
  salesThisYear?: Sales;
}

interface Sales {
  count: number;
  totals: { currency: string; amount: number }[];
}

/** The lists the dashboard reads; each is undefined until it has loaded (its count is then unknown). */
export interface WorkLists {
  inquiries?: readonly AdminInquiry[];
  bookings?: readonly BookingListItem[];
  sales?: readonly SaleRecord[];
  subscribers?: readonly NewsletterSubscriber[];
}

/** Counts from the admin lists; months and years are New Zealand's, as the artist lives them. */
export function summarizeWork({ inquiries, bookings, sales, subscribers }: WorkLists, now = new Date()): WorkSummary {
  const today = todayInNewZealand(now);
  const month = today.slice(0, 7);
  const year = today.slice(0, 4);
  const dayOf = (iso: string) => todayInNewZealand(new Date(iso));
  const stuckBefore = now.getTime() - STUCK_PAYMENT_MINUTES * 60 * 1000;
  const refundedSince = now.getTime() - RECENT_REFUND_DAYS * 24 * 60 * 60 * 1000;
  const needsLook = (sale: SaleRecord) =>
    (sale.status === 'payment-received' && Date.parse(sale.date) <= stuckBefore) ||
    (sale.status === 'auto-refunded' && Date.parse(sale.date) >= refundedSince);
  const paidIn = (period: string): Sales => {
    const paid = (sales ?? []).filter((sale) => sale.status === 'paid' && dayOf(sale.date).startsWith(period));
    return { count: paid.length, totals: paidTotals(paid) };
  };
  return {
    newEnquiries: inquiries?.filter((inquiry) => !inquiry.read).length,
    bookingsToConfirm: bookings?.filter(awaitsArtist).length,
    paymentsToWatch: sales?.filter(needsLook).length,
    subscribersThisMonth: subscribers?.filter(
      (subscriber) => subscriber.status === 'active' && dayOf(subscriber.subscribedAt).startsWith(month),
    ).length,
    salesThisMonth: sales && paidIn(month),
    salesThisYear: sales && paidIn(year),
  };
}
