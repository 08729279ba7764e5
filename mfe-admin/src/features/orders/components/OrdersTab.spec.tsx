import type { SaleRecord } from '@atelier/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanupToasts, mockApi, renderPage } from '../../../test/renderPage';
import { OrdersTab } from './OrdersTab';

const record = (overrides: Partial<SaleRecord>): SaleRecord => ({
  key: 'order-7',
  orderId: 7,
  date: '2026-03-14T01:00:00.000Z',
  paintingId: 3,
  paintingTitle: 'Lake Hayes',
  buyerName: 'Hana Whetu',
  buyerEmail: 'hana@example.nz',
  shipTo: '1 Queen Street\nAuckland 1010\nNZ',
  amount: '950.00',
  currency: 'NZD',
  provider: 'stripe',
  providerReference: 'pi_123',
  refundReference: null,
  status: 'paid',
  certificateNumber: 'COA-2026-0007',
  ...overrides,
});

const RECORDS = [
  record({}),
  record({
    key: 'order-8',
    orderId: 8,
    provider: 'manual',
    providerReference: null,
    amount: '1200.00',
    currency: 'USD',
    paintingTitle: 'Manual',
  }),
  record({
    key: 'payment-2',
    orderId: null,
    status: 'in-flight',
    paintingTitle: 'Paying',
    certificateNumber: null,
    date: '2026-01-02T01:00:00.000Z',
  }),
];

afterEach(() => {
  cleanupToasts();
  jest.restoreAllMocks();
});

const rows = () => screen.findAllByTestId('admin-order-row');

describe(OrdersTab.name, () => {
  it('lists each sale and payment with its status, amount, channel and certificate, and totals what was paid', async () => {
    mockApi({ 'GET /api/admin/orders': { body: RECORDS } });
    renderPage(<OrdersTab />);

    const [card, manual, paying] = await rows();
    expect(within(card!).getByTestId('admin-order-status').textContent).toBe('Paid');
    expect(card!.textContent).toContain('$950 NZD · 14 Mar 2026 · Card · Hana Whetu, hana@example.nz');
    expect(within(card!).getByRole('link', { name: 'Certificate COA-2026-0007 (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/orders/7/certificate',
    );
    expect(within(card!).getByTestId('admin-order-ship-to').textContent).toBe('Ship to: 1 Queen Street\nAuckland 1010\nNZ');
    expect(within(card!).getByRole('button', { name: 'Refund' })).toBeTruthy();
    // A sale she marked herself is undone from the painting, not refunded; a payment in flight has nothing to refund.
    expect(within(manual!).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(within(paying!).getByTestId('admin-order-status').textContent).toBe('Payment in flight');
    expect(within(paying!).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('admin-orders-total').textContent).toBe('3 records · Paid: $1,200 USD · $950 NZD');
  });

  it('filters by status and period, and totals the period', async () => {
    mockApi({ 'GET /api/admin/orders': { body: RECORDS } });
    renderPage(<OrdersTab />);
    await rows();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in-flight' } });
    expect((await rows()).map((row) => row.getAttribute('data-key'))).toEqual(['payment-2']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    expect((await rows()).map((row) => row.getAttribute('data-key'))).toEqual(['order-7', 'order-8']);
    expect(screen.getByTestId('admin-orders-total').textContent).toBe('2 records · Paid in this period: $1,200 USD · $950 NZD');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02' } });
    expect((await screen.findByTestId('admin-orders-empty')).textContent).toBe('No orders match these filters');
  });

  it('refunds after asking, offering the painting again only when ticked', async () => {
    let status: SaleRecord['status'] = 'paid';
    const calls = mockApi({
      'GET /api/admin/orders': () => ({ body: [record({ status })] }),
      'POST /api/admin/orders/7/refund': () => {
        status = 'refunded';
        return { body: record({ status }) };
      },
      'GET /api/admin/paintings/all': { body: [] },
      'GET /api/admin/customers': { body: [] },
    });
    renderPage(<OrdersTab />);

    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Refund $950 NZD to Hana Whetu for ‘Lake Hayes’? The whole amount goes back through Stripe');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Make the painting available for sale again' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Order refunded: the buyer has been e-mailed and the painting is available again')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('admin-order-status').textContent).toBe('Refunded'));
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ makeAvailable: true });
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it("shows the server's reason when a refund is refused", async () => {
    mockApi({
      'GET /api/admin/orders': { body: [record({})] },
      'POST /api/admin/orders/7/refund': {
        status: 409,
        body: { statusCode: 409, message: 'Only a paid card or PayPal order can be refunded here.' },
      },
      'GET /api/admin/paintings/all': { body: [] },
      'GET /api/admin/customers': { body: [] },
    });
    renderPage(<OrdersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Only a paid card or PayPal order can be refunded here.')).toBeTruthy();
  });
});
