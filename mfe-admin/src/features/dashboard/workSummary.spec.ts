import type { AdminInquiry, BookingListItem, NewsletterSubscriber, SaleRecord } from '@atelier/contracts';
import { summarizeWork } from './workSummary';

// 10:00 on 25 November 2026 in New Zealand (NZDT, +13).
const NOW = new Date('2026-11-24T21:00:00.000Z');

const sale = (status: SaleRecord['status'], date: string, amount = '100.00', currency = 'NZD') =>
  ({ status, date, amount, currency }) as SaleRecord;

describe(summarizeWork.name, () => {
  it('counts what needs the artist and the sales of this month and year, in New Zealand time', () => {
    const summary = summarizeWork(
      {
        inquiries: [{ read: false }, { read: true }, { read: false }] as AdminInquiry[],
        bookings: [
          { status: 'pending', holdExpiresAt: null }, // the guest confirmed: hers to confirm
          { status: 'pending', holdExpiresAt: '2026-11-25T00:00:00Z' }, // waiting for the guest
          { status: 'confirmed', holdExpiresAt: null },
        ] as BookingListItem[],
        sales: [
          sale('paid', '2026-11-24T12:00:00.000Z', '900.00'), // 25 Nov in NZ
          sale('paid', '2026-10-31T12:00:00.000Z', '500.00', 'USD'), // 1 Nov in NZ
          sale('paid', '2026-10-30T10:00:00.000Z', '200.00'), // 30 Oct
          sale('paid', '2025-12-31T12:00:00.000Z', '50.00'), // 1 Jan 2026 in NZ
          sale('refunded', '2026-11-20T00:00:00.000Z'),
          sale('payment-received', '2026-11-24T20:40:00.000Z'), // paid 20 minutes ago and still no order: look
          sale('payment-received', '2026-11-24T20:55:00.000Z'), // 5 minutes ago: being made right now
          sale('auto-refunded', '2026-11-20T00:00:00.000Z'), // given back this week: tell the buyer
          sale('auto-refunded', '2026-11-01T00:00:00.000Z'), // weeks ago: old news
        ],
        subscribers: [
          { status: 'active', subscribedAt: '2026-11-02T00:00:00.000Z' },
          { status: 'pending', subscribedAt: '2026-11-03T00:00:00.000Z' },
          { status: 'active', subscribedAt: '2026-10-31T10:00:00.000Z' }, // 31 Oct 23:00 in NZ
        ] as NewsletterSubscriber[],
      },
      NOW,
    );
    expect(summary).toEqual({
      newEnquiries: 2,
      bookingsToConfirm: 1,
      paymentsToWatch: 2,
      subscribersThisMonth: 1,
      salesThisMonth: {
        count: 2,
        totals: [
          { currency: 'NZD', amount: 900 },
          { currency: 'USD', amount: 500 },
        ],
      },
      salesThisYear: {
        count: 4,
        totals: [
          { currency: 'NZD', amount: 1150 },
          { currency: 'USD', amount: 500 },
        ],
      },
    });
  });

  it('leaves a count unknown while its list loads', () => {
    expect(summarizeWork({}, NOW)).toEqual({});
  });
});
