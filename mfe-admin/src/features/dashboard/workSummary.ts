import { todayInNewZealand, type AdminInquiry, type BookingListItem, type NewsletterSubscriber, type SaleRecord } from '@atelier/contracts';
import { awaitsArtist } from '../bookings/bookingStates';
import { paidTotals } from '../orders/salesFilter';

/** Payments older than this that never finished are abandoned checkouts, not work. */
const RECENT_PAYMENT_DAYS = 7;

/** What needs the artist, and how the shop is doing: the counts at the top of the dashboard. */
export interface WorkSummary {
  newEnquiries?: number;
  bookingsToConfirm?: number;
  /** Payments in flight or failed in the last week. */
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
  const since = now.getTime() - RECENT_PAYMENT_DAYS * 24 * 60 * 60 * 1000;
  const paidIn = (period: string): Sales => {
    const paid = (sales ?? []).filter((sale) => sale.status === 'paid' && dayOf(sale.date).startsWith(period));
    return { count: paid.length, totals: paidTotals(paid) };
  };
  return {
    newEnquiries: inquiries?.filter((inquiry) => !inquiry.read).length,
    bookingsToConfirm: bookings?.filter(awaitsArtist).length,
    paymentsToWatch: sales?.filter((sale) => (sale.status === 'in-flight' || sale.status === 'failed') && Date.parse(sale.date) >= since)
      .length,
    subscribersThisMonth: subscribers?.filter(
      (subscriber) => subscriber.status === 'active' && dayOf(subscriber.subscribedAt).startsWith(month),
    ).length,
    salesThisMonth: sales && paidIn(month),
    salesThisYear: sales && paidIn(year),
  };
}
