import type { SaleRecord, UnfinishedCheckout } from '@atelier/contracts';
import { PortalScopeProvider } from '@atelier/ui/dialog';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { OrdersTab } from './OrdersTab';

const record = (overrides: Partial<SaleRecord>): SaleRecord => ({
  key: 'order-7',
  orderId: 7,
  date: '2026-03-14T01:00:00.000Z',
  paintingId: 3,
  paintingTitle: 'Lake Hayes',
  buyerName: 'Hana Whetu',
  buyerEmail: 'hana@example.nz',
  buyerPhone: null,
  shipTo: '1 Queen Street\nAuckland 1010\nNZ',
  amount: '950.00',
  currency: 'NZD',
  provider: 'stripe',
  providerReference: 'pi_123',
  refundReference: null,
  status: 'paid',
  certificateNumber: 'COA-2026-0007',
  delivery: 'ship',
  pickupStudio: null,
  fulfilment: { state: 'unfulfilled', carrier: null, trackingNumber: null, trackingUrl: null, updatedAt: null },
  ...overrides,
});
const fulfilment = (
  state: NonNullable<SaleRecord['fulfilment']>['state'],
  tracking: Partial<NonNullable<SaleRecord['fulfilment']>> = {},
) => ({
  state,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
  updatedAt: '2026-03-15T01:00:00.000Z',
  ...tracking,
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
    status: 'payment-received',
    paintingTitle: 'Paying',
    certificateNumber: null,
    shipTo: null,
    delivery: null,
    fulfilment: null,
    date: '2026-01-02T01:00:00.000Z',
  }),
];

/** The calls every Orders tab makes: the list, and the unfinished checkouts under it. */
const tabApi = (records: SaleRecord[] | (() => SaleRecord[]), unfinished: UnfinishedCheckout[] = []) => ({
  'GET /api/admin/orders': () => ({ body: typeof records === 'function' ? records() : records }),
  'GET /api/admin/orders/unfinished': { body: unfinished },
});

afterEach(cleanup);

const rows = () => screen.findAllByTestId('admin-order-row');
const nextStep = (row: HTMLElement) => within(row).queryByTestId('admin-order-next-step')?.textContent ?? null;

describe(OrdersTab.name, () => {
  it('lists each sale and payment with its status, amount, channel and certificate, and totals what was paid', async () => {
    mockApi(tabApi(RECORDS));
    renderPage(<OrdersTab />);

    const [card, manual, paying] = await rows();
    expect(within(card!).getByTestId('admin-order-status').textContent).toBe('Paid');
    expect(card!.textContent).toContain('$950 NZD · 14 Mar 2026 · Card · Hana Whetu, hana@example.nz');
    expect(within(card!).getByRole('link', { name: 'Certificate COA-2026-0007 (PDF)' }).getAttribute('href')).toBe(
      '/api/admin/orders/7/certificate',
    );
    expect(within(card!).getByTestId('admin-order-ship-to').textContent).toBe('Ship to: 1 Queen Street\nAuckland 1010\nNZ');
    expect(within(card!).getByRole('button', { name: 'Refund' })).toBeTruthy();
    // A sale she marked herself is undone from the painting, not refunded; a payment still becoming an order has nothing to refund or send.
    expect(within(manual!).queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(within(paying!).getByTestId('admin-order-status').textContent).toBe('Paid, order being made');
    expect(within(paying!).queryByRole('link')).toBeNull();
    expect(within(paying!).queryByRole('button')).toBeNull();
    expect(within(paying!).queryByTestId('admin-order-fulfilment')).toBeNull();
    expect(screen.getByTestId('admin-orders-total').textContent).toBe('3 records · Paid: $1,200 USD · $950 NZD');
  });

  it('filters by status and period, and totals the period', async () => {
    mockApi(tabApi(RECORDS));
    renderPage(<OrdersTab />);
    await rows();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'payment-received' } });
    expect((await rows()).map((row) => row.getAttribute('data-key'))).toEqual(['payment-2']);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    expect((await rows()).map((row) => row.getAttribute('data-key'))).toEqual(['order-7', 'order-8']);
    expect(screen.getByTestId('admin-orders-total').textContent).toBe('2 records · Paid in this period: $1,200 USD · $950 NZD');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02' } });
    expect((await screen.findByTestId('admin-orders-empty')).textContent).toBe('No orders match these filters');
  });

  it('shows where each order goes and how far it got, with only its next step, and none once refunded', async () => {
    mockApi(
      tabApi([
        record({ key: 'to-send' }),
        record({
          key: 'shipped',
          fulfilment: fulfilment('shipped', { carrier: 'NZ Post', trackingNumber: 'LP1NZ', trackingUrl: 'https://track.example/LP1NZ' }),
        }),
        record({ key: 'delivered', fulfilment: fulfilment('delivered', { carrier: 'NZ Post', trackingNumber: 'LP2NZ' }) }),
        record({ key: 'pickup', delivery: 'pickup', pickupStudio: 'glenorchy', shipTo: null }),
        record({ key: 'ready', delivery: 'pickup', pickupStudio: 'waipu', shipTo: null, fulfilment: fulfilment('ready-for-pickup') }),
        record({ key: 'collected', delivery: 'pickup', pickupStudio: 'waipu', shipTo: null, fulfilment: fulfilment('collected') }),
        record({ key: 'refunded', status: 'refunded', refundReference: 're_1' }),
        record({
          key: 'refunded-shipped',
          status: 'refunded',
          fulfilment: fulfilment('shipped', { carrier: 'DHL', trackingNumber: 'D1' }),
        }),
      ]),
    );
    renderPage(<OrdersTab />);
    const [toSend, shipped, delivered, pickup, ready, collected, refunded, refundedShipped] = await rows();

    const fulfilmentOf = (row: HTMLElement) => within(row).queryByTestId('admin-order-fulfilment')?.textContent ?? null;
    expect([toSend, shipped, delivered, pickup, ready, collected, refunded, refundedShipped].map((row) => fulfilmentOf(row!))).toEqual([
      'To send',
      'Shipped',
      'Delivered',
      'To send',
      'Ready for pickup',
      'Collected',
      null, // refunded before it left: nothing to send
      'Shipped',
    ]);
    expect([toSend, shipped, delivered, pickup, ready, collected, refunded, refundedShipped].map((row) => nextStep(row!))).toEqual([
      'Mark as shipped',
      'Mark as delivered',
      null,
      'Mark ready for pickup',
      'Mark as collected',
      null,
      null,
      null,
    ]);
    expect(within(shipped!).getByTestId('admin-order-tracking').textContent).toBe('NZ Post LP1NZ');
    expect(within(shipped!).getByRole('link', { name: 'LP1NZ' }).getAttribute('href')).toBe('https://track.example/LP1NZ');
    expect(within(pickup!).getByTestId('admin-order-ship-to').textContent).toBe('Pickup: Glenorchy studio');
    expect(within(ready!).getByTestId('admin-order-ship-to').textContent).toBe('Pickup: Waipu studio');
    // An address to copy only where there is one to ship to; a slip for every paid order.
    expect(within(toSend!).getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(within(pickup!).queryByRole('button', { name: 'Copy address' })).toBeNull();
    expect(within(pickup!).getByRole('button', { name: 'Packing slip' })).toBeTruthy();
    for (const row of [refunded!, refundedShipped!]) {
      expect(within(row).queryByRole('button', { name: 'Packing slip' })).toBeNull();
      expect(within(row).queryByRole('button', { name: 'Copy address' })).toBeNull();
    }
  });

  it('asks for the carrier and tracking number beside their fields before marking an order shipped', async () => {
    let state: SaleRecord['fulfilment'] = fulfilment('unfulfilled', { updatedAt: null });
    const calls = mockApi({
      ...tabApi(() => [record({ fulfilment: state })]),
      'POST /api/admin/orders/7/fulfilment': ({ body }) => {
        state = fulfilment('shipped', body as object);
        return { body: record({ fulfilment: state }) };
      },
    });
    renderPage(<OrdersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as shipped' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByText('Carrier is required')).toBeTruthy();
    expect(within(dialog).getByText('Tracking number is required')).toBeTruthy();
    expect(within(dialog).getByLabelText('Carrier').getAttribute('aria-describedby')).toBe('admin-order-carrier-error');
    fireEvent.change(within(dialog).getByLabelText('Carrier'), { target: { value: 'NZ Post' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking number'), { target: { value: 'LP123456789NZ' } });
    fireEvent.change(within(dialog).getByLabelText('Tracking link (optional)'), { target: { value: 'ftp://track.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await within(dialog).findByText('The tracking link must be a web address starting with https://')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Tracking link (optional)'), {
      target: { value: 'https://track.example/LP123456789NZ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark as shipped' }));
    expect(await screen.findByText('Order marked as shipped: the buyer has been e-mailed the tracking details')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      state: 'shipped',
      carrier: 'NZ Post',
      trackingNumber: 'LP123456789NZ',
      trackingUrl: 'https://track.example/LP123456789NZ',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('admin-order-fulfilment').textContent).toBe('Shipped'));
    expect(screen.getByTestId('admin-order-next-step').textContent).toBe('Mark as delivered');
  });

  it.each([
    [
      'Mark as delivered',
      record({ fulfilment: fulfilment('shipped', { carrier: 'NZ Post', trackingNumber: 'LP1' }) }),
      'delivered',
      'Order marked as delivered',
    ],
    [
      'Mark ready for pickup',
      record({ delivery: 'pickup', pickupStudio: 'waipu', shipTo: null }),
      'ready-for-pickup',
      'Order marked as ready for pickup: the buyer has been e-mailed',
    ],
    [
      'Mark as collected',
      record({ delivery: 'pickup', pickupStudio: 'waipu', fulfilment: fulfilment('ready-for-pickup') }),
      'collected',
      'Order marked as collected',
    ],
  ])('%s in one click, and says so', async (button, order, state, message) => {
    const calls = mockApi({
      ...tabApi([order]),
      'POST /api/admin/orders/7/fulfilment': { body: record({ ...order, fulfilment: fulfilment(state as 'delivered') }) },
    });
    renderPage(<OrdersTab />);
    fireEvent.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ state });
  });

  it("shows the server's reason when a step is refused", async () => {
    mockApi({
      ...tabApi([record({ fulfilment: fulfilment('shipped', { carrier: 'NZ Post', trackingNumber: 'LP1' }) })]),
      'POST /api/admin/orders/7/fulfilment': {
        status: 409,
        body: { statusCode: 409, message: 'This order was refunded or undone, so it cannot be shipped or collected.' },
      },
    });
    renderPage(<OrdersTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as delivered' }));
    expect(await screen.findByText('This order was refunded or undone, so it cannot be shipped or collected.')).toBeTruthy();
  });

  it('copies the name and address for a courier, and prints a packing slip with the address label', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    mockApi(tabApi([record({ buyerPhone: '+64 21 555 0199' })]));
    renderPage(
      <PortalScopeProvider name="admin">
        <OrdersTab />
      </PortalScopeProvider>,
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }));
    expect(await screen.findByText('Address copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('Hana Whetu\n1 Queen Street\nAuckland 1010\nNZ');

    fireEvent.click(screen.getByRole('button', { name: 'Packing slip' }));
    const slip = await screen.findByRole('dialog', { name: 'Packing slip' });
    await waitFor(() => expect(slip.textContent).toContain('Tūhoe Studio Ltd'));
    expect(slip.textContent).toContain('Order#7');
    expect(slip.textContent).toContain('Date14 Mar 2026');
    expect(slip.textContent).toContain('PaintingLake Hayes');
    expect(slip.textContent).toContain('CertificateCOA-2026-0007');
    expect(within(slip).getByTestId('admin-packing-slip-label').textContent).toBe(
      'Deliver toHana Whetu\n1 Queen Street\nAuckland 1010\nNZ\n+64 21 555 0199',
    );
    // Printed alone: the slip sits outside the page, which the print stylesheet leaves off.
    expect(slip.closest('[data-packing-slip]')?.parentElement).toBe(document.body);
    fireEvent.click(within(slip).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    fireEvent.click(within(slip).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Packing slip' })).toBeNull();
  });

  it('lists checkouts that were submitted but never paid, apart from the orders', async () => {
    mockApi(
      tabApi(RECORDS, [
        {
          key: 'payment-9',
          date: '2026-03-14T01:05:00.000Z',
          paintingId: 4,
          paintingTitle: 'Remarkables',
          buyerName: 'Ana Tipa',
          buyerEmail: 'ana@example.nz',
          amount: '3100.00',
          currency: 'NZD',
          provider: 'stripe',
          providerReference: 'pi_9',
          outcome: 'failed',
        },
        {
          key: 'payment-8',
          date: '2026-03-13T22:00:00.000Z',
          paintingId: 5,
          paintingTitle: 'Walked Away',
          buyerName: null,
          buyerEmail: null,
          amount: '800.00',
          currency: 'NZD',
          provider: 'paypal',
          providerReference: 'PP-8',
          outcome: 'abandoned',
        },
      ]),
    );
    renderPage(<OrdersTab />);
    const [declined, abandoned] = await screen.findAllByTestId('admin-unfinished-row');
    expect(declined!.textContent).toBe('Remarkables$3,100 NZD14 Mar 2026, 2:05 pm · CardAna Tipa, ana@example.nzDeclined');
    expect(within(declined!).getByRole('link', { name: 'ana@example.nz' }).getAttribute('href')).toBe('mailto:ana@example.nz');
    expect(abandoned!.textContent).toBe('Walked Away$800 NZD14 Mar 2026, 11:00 am · PayPalNo name givenAbandoned');
    // Not orders: not counted among them.
    expect(screen.getByTestId('admin-orders-total').textContent).toBe('3 records · Paid: $1,200 USD · $950 NZD');
  });

  it('says so when no checkout was left unfinished', async () => {
    mockApi(tabApi([]));
    renderPage(<OrdersTab />);
    expect((await screen.findByTestId('admin-unfinished-empty')).textContent).toBe('No unfinished checkouts');
  });

  it('refunds after asking, offering the painting again only when ticked', async () => {
    let status: SaleRecord['status'] = 'paid';
    const calls = mockApi({
      ...tabApi(() => [record({ status })]),
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
    expect(screen.queryByRole('button', { name: 'Mark as shipped' })).toBeNull();
  });

  it("shows the server's reason when a refund is refused", async () => {
    mockApi({
      ...tabApi([record({})]),
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
