import { todayInNewZealand, type SaleRecord, type SaleStatus } from '@atelier/contracts';

/** What the Orders tab calls each status. */
export const SALE_STATUS_LABELS: Record<SaleStatus, string> = {
  paid: 'Paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  'payment-received': 'Paid, order being made',
  'auto-refunded': 'Auto-refunded',
};

/** The tab's filters: a status (or all) and a period of New Zealand days, either end open. */
export interface SalesFilter {
  status: SaleStatus | 'all';
  /** 'YYYY-MM-DD' or ''. */
  from: string;
  to: string;
}

export const NO_FILTER: SalesFilter = { status: 'all', from: '', to: '' };

/** The records the filters let through; days are New Zealand days, as the artist lives them. */
export function filterSales(records: readonly SaleRecord[], { status, from, to }: SalesFilter): SaleRecord[] {
  return records.filter((record) => {
    const day = todayInNewZealand(new Date(record.date));
    return (status === 'all' || record.status === status) && (!from || day >= from) && (!to || day <= to);
  });
}

/** What was paid (and kept: refunds excluded) among the records, one total per currency, largest first. */
export function paidTotals(records: readonly SaleRecord[]): { currency: string; amount: number }[] {
  const totals = new Map<string, number>();
  for (const record of records) {
    if (record.status !== 'paid') continue;
    // In cents, so 0.1 + 0.2 never shows as 0.30000000000000004.
    totals.set(record.currency, (totals.get(record.currency) ?? 0) + Math.round(Number(record.amount) * 100));
  }
  return [...totals]
    .map(([currency, cents]) => ({ currency, amount: cents / 100 }))
    .sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
}
