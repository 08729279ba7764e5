import { addDays, todayInNewZealand, type CertificateVerification, type Customer, type Order, type SaleRecord } from '@atelier/contracts';
import { DurableWorkService } from '@atelier/service-kit';
import { readPdf } from '../../scripts/test/pdf.mjs';
import { eventually, startCommerceStack, type CommerceStack } from './fixtures/commerce-stack';

describe('POST /api/admin/paintings/{id}/sell', () => {
  let stack: CommerceStack;

  beforeAll(async () => {
    stack = await startCommerceStack();
  });
  afterAll(() => stack?.close());

  const ordersOf = (paintingId: number) =>
    stack.query<{ id: number; status: string; customer_id: number }>(`SELECT id, status, customer_id FROM orders WHERE painting_id = $1`, [
      paintingId,
    ]);

  it('records the order with a snapshot and marks the painting sold to the customer, once', async () => {
    const customer = await stack.createCustomer({ address: '1 Beach Road\nGlenorchy 9372' });
    const painting = await stack.createPainting({ title: 'Mount Earnslaw', price: '6200', currency: 'USD' });

    const sold = await stack.admin<Order>('POST', `/api/admin/paintings/${painting.id}/sell`, {
      customerId: customer.id,
      shippingAddress: '',
    });
    expect(sold.status).toBe(201);
    expect(sold.body).toMatchObject({
      paintingId: painting.id,
      paintingTitle: 'Mount Earnslaw',
      price: '6200.00',
      shipping: '0.00',
      total: '6200.00',
      currency: 'USD',
      customerId: customer.id,
      customerName: customer.name,
      // No address given: the customer's own.
      shippingAddress: '1 Beach Road\nGlenorchy 9372',
      provider: 'manual',
      providerReference: null,
      // Nothing said about the delivery or the payment: shipped, payment not recorded.
      delivery: 'ship',
      pickupStudio: null,
      paymentMethod: null,
    });
    const inCatalog = await stack.painting(painting.id);
    expect(inCatalog).toMatchObject({ sold: true, available: false, customerId: customer.id });
    expect(new Date(inCatalog.soldDate!).getTime()).toBe(new Date(sold.body.soldDate).getTime());

    const again = await stack.admin<{ message: string }>('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: customer.id });
    expect([again.status, again.body.message]).toEqual([409, 'This painting has already been sold']);
    expect(await ordersOf(painting.id)).toHaveLength(1);
  });

  it('uses the shipping address given', async () => {
    const customer = await stack.createCustomer();
    const painting = await stack.createPainting();
    const sold = await stack.admin<Order>('POST', `/api/admin/paintings/${painting.id}/sell`, {
      customerId: customer.id,
      shippingAddress: '9 Harbour View, Whangārei',
    });
    expect(sold.body.shippingAddress).toBe('9 Harbour View, Whangārei');
  });

  it('records what happened: the price paid, an earlier day, cash and a pickup, in the Orders tab, the customer, the catalog and the certificate', async () => {
    const customer = await stack.createCustomer({ address: '1 Beach Road\nGlenorchy 9372' });
    const painting = await stack.createPainting({ title: 'Lake Wakatipu Dusk', price: '6200', currency: 'NZD' });

    const sold = await stack.admin<Order>('POST', `/api/admin/paintings/${painting.id}/sell`, {
      customerId: customer.id,
      price: '5400.5',
      soldDate: '2025-03-14',
      paymentMethod: 'cash',
      delivery: 'pickup',
      pickupStudio: 'glenorchy',
      shippingAddress: '1 Beach Road\nGlenorchy 9372',
    });
    expect(sold.status).toBe(201);
    // Noon in New Zealand (daylight saving time, UTC+13) on the day of the sale.
    const soldAt = '2025-03-13T23:00:00.000Z';
    const number = `COA-2025-${String(sold.body.id).padStart(4, '0')}`;
    expect(sold.body).toMatchObject({
      price: '5400.50',
      shipping: '0.00',
      total: '5400.50',
      currency: 'NZD',
      soldDate: soldAt,
      paymentMethod: 'cash',
      delivery: 'pickup',
      pickupStudio: 'glenorchy',
      shippingAddress: null,
      certificateNumber: number,
    });

    const ledger = (await stack.admin<SaleRecord[]>('GET', '/api/admin/orders')).body;
    expect(ledger.find((record) => record.orderId === sold.body.id)).toMatchObject({
      date: soldAt,
      amount: '5400.50',
      currency: 'NZD',
      status: 'paid',
      delivery: 'pickup',
      pickupStudio: 'glenorchy',
      shipTo: null,
      certificateNumber: number,
    });
    const buyer = (await stack.admin<Customer[]>('GET', '/api/admin/customers')).body.find((row) => row.id === customer.id);
    expect(buyer?.purchasedPaintings).toEqual([
      { orderId: sold.body.id, paintingId: painting.id, title: 'Lake Wakatipu Dusk', price: '5400.50', currency: 'NZD', soldDate: soldAt },
    ]);
    expect(new Date((await stack.painting(painting.id)).soldDate!).toISOString()).toBe(soldAt);

    const [certificate] = await eventually(async () => {
      const rows = await stack.query<{ code: string }>(`SELECT code FROM certificates WHERE order_id = $1`, [sold.body.id]);
      expect(rows).toHaveLength(1);
      return rows;
    });
    expect((await stack.api<CertificateVerification>('GET', `/api/certificates/${certificate!.code}`)).body).toMatchObject({
      number,
      saleDate: '2025-03-14',
      valid: true,
    });
    const pdf = await fetch(`${stack.commerce.url}/api/admin/orders/${sold.body.id}/certificate`, { headers: { cookie: stack.cookie } });
    expect((await readPdf(new Uint8Array(await pdf.arrayBuffer()))).text.replace(/\s+/g, ' ')).toContain('Date of sale 14 March 2025');
  });

  it('refuses a price that is no amount, a day in the future and a pickup without a studio, and records nothing', async () => {
    const customer = await stack.createCustomer();
    const painting = await stack.createPainting();
    const tomorrow = addDays(todayInNewZealand(), 1);
    for (const [fields, message] of [
      [{ price: '4,800' }, 'Enter the price paid as a positive amount with at most 2 decimals, e.g. 4800 or 4800.50'],
      [{ price: 0 }, 'Enter the price paid as a positive amount with at most 2 decimals, e.g. 4800 or 4800.50'],
      [{ soldDate: tomorrow }, 'The date of the sale cannot be in the future'],
      [{ soldDate: '1989-12-31' }, 'The date of the sale cannot be before 1990'],
      [{ paymentMethod: 'cheque' }, 'Please choose how it was paid'],
      [{ delivery: 'pickup' }, 'Please choose the studio it is collected from'],
    ] as const) {
      const answer = await stack.admin<{ message: string }>('POST', `/api/admin/paintings/${painting.id}/sell`, {
        customerId: customer.id,
        ...fields,
      });
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect(await ordersOf(painting.id)).toEqual([]);
    expect(await stack.painting(painting.id)).toMatchObject({ sold: false });
  });

  it('20 concurrent sales of one painting: one order, one sold painting, 19 × 409', async () => {
    const painting = await stack.createPainting({ title: 'Routeburn Falls' });
    const customers = await Promise.all(Array.from({ length: 20 }, () => stack.createCustomer()));
    const answers = await Promise.all(
      customers.map((customer) =>
        stack.admin<Order & { message?: string }>('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: customer.id }),
      ),
    );
    const winners = answers.filter((a) => a.status === 201);
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
      Array(19).fill('This painting has already been sold'),
    );

    const orders = await ordersOf(painting.id);
    expect(orders).toEqual([{ id: winners[0]!.body.id, status: 'completed', customer_id: winners[0]!.body.customerId }]);
    expect(await stack.painting(painting.id)).toMatchObject({ sold: true, customerId: winners[0]!.body.customerId });
  });

  it('leaves no order behind for a painting sold elsewhere, and refuses unknown customers and paintings', async () => {
    const customer = await stack.createCustomer();
    const elsewhere = await stack.createPainting();
    // Sold straight through the catalog, not through this service.
    await fetch(`${stack.catalog.url}/internal/paintings/${elsewhere.id}/mark-sold`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': 'test-internal-token-0123456789' },
      body: JSON.stringify({ saleReference: 'sold-at-the-gallery', customerId: null }),
    });
    expect((await stack.admin('POST', `/api/admin/paintings/${elsewhere.id}/sell`, { customerId: customer.id })).status).toBe(409);
    expect(await ordersOf(elsewhere.id)).toEqual([]);

    const painting = await stack.createPainting();
    expect(
      (await stack.admin<{ message: string }>('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: 999999 })).body,
    ).toMatchObject({
      statusCode: 404,
      message: 'Customer not found',
    });
    expect(
      (await stack.admin<{ message: string }>('POST', `/api/admin/paintings/999999/sell`, { customerId: customer.id })).body,
    ).toMatchObject({
      statusCode: 404,
      message: 'Painting not found',
    });
    expect((await stack.admin<{ message: string }>('POST', `/api/admin/paintings/${painting.id}/sell`, {})).body).toMatchObject({
      statusCode: 400,
      message: 'Please select a customer',
    });
    expect(await ordersOf(painting.id)).toEqual([]);
  });

  it('finishes, as the artist asked, manual sales whose request died midway, and releases one sold to another sale', async () => {
    const customer = await stack.createCustomer();
    const neverAsked = await stack.createPainting();
    const soldButNotRecorded = await stack.createPainting();
    const soldElsewhere = await stack.createPainting();
    const markSold = (paintingId: number, saleReference: string) =>
      fetch(`${stack.catalog.url}/internal/paintings/${paintingId}/mark-sold`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': 'test-internal-token-0123456789' },
        body: JSON.stringify({ saleReference, customerId: customer.id }),
      });
    const orderIds = new Map<number, number>();
    for (const painting of [neverAsked, soldButNotRecorded, soldElsewhere]) {
      // The reservation and its durable work are written together, so a crash leaves both.
      const [order] = await stack.query<{ id: number }>(
        `INSERT INTO orders (painting_id, painting_title, price, total, currency, customer_id, provider, status, sold_at, created_at)
         VALUES ($1, 'x', 100, 100, 'NZD', $2, 'manual', 'pending', now(), now() - interval '1 hour') RETURNING id`,
        [painting.id, customer.id],
      );
      orderIds.set(painting.id, order!.id);
      await stack.query(
        `INSERT INTO durable_work (kind, key, payload, run_after) VALUES ('settle-manual-sale', $1, $2, now() - interval '58 minutes')`,
        [`order-${order!.id}-settle`, JSON.stringify({ orderId: order!.id })],
      );
    }
    // A crash after the catalog sold it to this order; another sold straight through the catalog.
    await markSold(soldButNotRecorded.id, `order-${orderIds.get(soldButNotRecorded.id)}`);
    await markSold(soldElsewhere.id, 'sold-at-the-gallery');
    // Reserved: nobody else can sell it meanwhile.
    expect((await stack.admin('POST', `/api/admin/paintings/${neverAsked.id}/sell`, { customerId: customer.id })).status).toBe(409);

    expect(await stack.commerce.app.get(DurableWorkService).sweep()).toBeGreaterThanOrEqual(3);

    for (const painting of [neverAsked, soldButNotRecorded]) {
      await eventually(async () => expect(await ordersOf(painting.id)).toEqual([expect.objectContaining({ status: 'completed' })]));
      expect(await stack.painting(painting.id)).toMatchObject({ sold: true, customerId: customer.id });
    }
    await eventually(async () => expect(await ordersOf(soldElsewhere.id)).toEqual([]));
  });

  it("undoes the artist's own sale: the order is kept as cancelled, the painting is available again and can be sold anew", async () => {
    const customer = await stack.createCustomer();
    const painting = await stack.createPainting({ title: 'Mis-clicked Sale' });
    const sold = await stack.admin<Order>('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: customer.id });
    expect(sold.status).toBe(201);

    const undone = await stack.admin<Order>('POST', `/api/admin/paintings/${painting.id}/reverse-sale`);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ id: sold.body.id, paintingId: painting.id });
    expect(await stack.painting(painting.id)).toMatchObject({ sold: false, available: true, soldDate: null, customerId: null });
    expect(await ordersOf(painting.id)).toEqual([expect.objectContaining({ id: sold.body.id, status: 'cancelled' })]);
    const listed = (await stack.admin<{ id: number; purchasedPaintings: unknown[] }[]>('GET', '/api/admin/customers')).body;
    expect(listed.find((row) => row.id === customer.id)?.purchasedPaintings).toEqual([]);
    expect((await stack.admin<Order[]>('GET', '/api/admin/orders')).body.map((order) => order.id)).not.toContain(sold.body.id);

    // Nothing left to undo; then a new sale of the same painting.
    expect(await stack.admin('POST', `/api/admin/paintings/${painting.id}/reverse-sale`)).toMatchObject({
      status: 404,
      body: { message: 'This painting has no sale to undo' },
    });
    const again = await stack.admin<Order>('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: customer.id });
    expect(again.status).toBe(201);
    expect(await stack.painting(painting.id)).toMatchObject({ sold: true, customerId: customer.id });
  });

  it('does not undo a sale paid online: it is refunded instead', async () => {
    const painting = await stack.createPainting({ title: 'Paid Online' });
    await stack.query(
      `INSERT INTO orders (painting_id, painting_title, price, shipping, total, currency, provider, provider_reference, status, sold_at)
       VALUES ($1, 'Paid Online', 800, 50, 850, 'NZD', 'stripe', 'pi_paid_online', 'completed', now())`,
      [painting.id],
    );
    expect(await stack.admin('POST', `/api/admin/paintings/${painting.id}/reverse-sale`)).toMatchObject({
      status: 409,
      body: { message: 'This painting was paid for online, so its sale cannot be undone here: refund the payment instead.' },
    });
  });
});
