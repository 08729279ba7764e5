import type { SaleRecord } from '@atelier/contracts';
import { filterSales, NO_FILTER, paidTotals } from './salesFilter';

const record = (overrides: Partial<SaleRecord>): SaleRecord => ({
  key: `order-${Math.random()}`,
  orderId: 1,
  date: '2026-03-14T01:00:00.000Z',
  paintingId: 1,
  paintingTitle: 'Lake Hayes',
  buyerName: null,
  buyerEmail: null,
  shipTo: null,
  amount: '100.10',
  currency: 'NZD',
  provider: 'stripe',
  providerReference: 'pi_1',
  refundReference: null,
  status: 'paid',
  certificateNumber: null,
  delivery: null,
  pickupStudio: null,
  fulfilment: null,
  buyerPhone: null,
  ...overrides,
});

describe('the Orders tab filters', () => {
  // 11:30 UTC on 14 March is already 15 March in New Zealand (NZDT, +13).
  const records = [
    record({ key: 'a', date: '2026-03-14T11:30:00.000Z' }),
    record({ key: 'b', date: '2026-03-13T20:00:00.000Z', status: 'refunded' }),
    record({ key: 'c', date: '2026-02-01T00:00:00.000Z', status: 'payment-received' }),
  ];

  it('filters by status and by New Zealand days, both ends included', () => {
    expect(filterSales(records, NO_FILTER).map((r) => r.key)).toEqual(['a', 'b', 'c']);
    expect(filterSales(records, { ...NO_FILTER, status: 'refunded' }).map((r) => r.key)).toEqual(['b']);
    expect(filterSales(records, { ...NO_FILTER, from: '2026-03-15' }).map((r) => r.key)).toEqual(['a']);
    expect(filterSales(records, { ...NO_FILTER, from: '2026-03-14', to: '2026-03-14' }).map((r) => r.key)).toEqual(['b']);
    expect(filterSales(records, { ...NO_FILTER, to: '2026-02-28' }).map((r) => r.key)).toEqual(['c']);
  });

  it('totals what was paid and kept, per currency, to the cent', () => {
    expect(
      paidTotals([
        record({ amount: '0.10' }),
        record({ amount: '0.20' }),
        record({ amount: '500.00', currency: 'USD' }),
        record({ amount: '900.00', status: 'refunded' }),
        record({ amount: '50.00', status: 'payment-received' }),
      ]),
    ).toEqual([
      { currency: 'USD', amount: 500 },
      { currency: 'NZD', amount: 0.3 },
    ]);
    expect(paidTotals([])).toEqual([]);
  });
});
