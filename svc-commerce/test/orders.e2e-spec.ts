import { csvLines } from '@atelier/service-kit/testing';
import type { Painting, SaleRecord, UnfinishedCheckout } from '@atelier/contracts';
import { AUCKLAND_ADDRESS, eventually, settle, startCommerceStack, type CommerceStack } from './fixtures/commerce-stack';

describe('the Orders tab: every sale and payment, and the artist’s refunds', () => {
  let stack: CommerceStack;

  beforeAll(async () => {
    stack = await startCommerceStack();
  });
  afterAll(() => stack?.close());

  const ledger = async () => (await stack.admin<SaleRecord[]>('GET', '/api/admin/orders')).body;
  const recordOf = async (paintingId: number, status?: SaleRecord['status']) =>
    eventually(async () => {
      const record = (await ledger()).find((r) => r.paintingId === paintingId && (!status || r.status === status));
      expect(record).toBeDefined();
      return record!;
    });
  const refund = (orderId: number | string, body: unknown = { makeAvailable: false }) =>
    stack.admin<SaleRecord & { message?: string }>('POST', `/api/admin/orders/${orderId}/refund`, body);
  const refundEmails = (orderId: number) => stack.mailing.emails('refund-confirmation').filter((e) => e.data.orderId === orderId);

  /** A checkout opened for the painting: the buyer's details given, a card payment made ready, not paid yet. */
  const openCheckout = (paintingId: number, customerInfo = { name: 'Pat Visitor', email: 'pat.visitor@example.nz' }) =>
    stack.api<{ paymentIntentId: string }>(
      'POST',
      '/api/create-payment-intent',
      { paintingId, customerInfo, shippingAddress: AUCKLAND_ADDRESS },
      { 'idempotency-key': `open-${Math.random()}` },
    );
  const pressPay = (intent: string) => stack.api('POST', `/api/payments/${intent}/reserve`);

  it('lists card, manual and auto-refunded payments with what the artist needs to know, and no checkout merely opened', async () => {
    const card = await stack.createPainting({ title: 'Card Sale', price: '900', currency: 'NZD' });
    const intent = await stack.payByCard(card.id, { name: 'Kiri Parata', email: 'kiri@example.nz' });
    const manual = await stack.createPainting({ title: 'Manual Sale', price: '1200', currency: 'USD' });
    const customer = await stack.createCustomer({ name: 'Ana Buyer' });
    await stack.admin('POST', `/api/admin/paintings/${manual.id}/sell`, { customerId: customer.id });
    const looked = await stack.createPainting({ title: 'Only Looked At' });
    expect((await openCheckout(looked.id)).status).toBe(200);
    // Paid by card for a painting the artist sold herself meanwhile: the money goes back at once.
    const late = await stack.createPainting({ title: 'Too Late' });
    const lateIntent = await openCheckout(late.id, { name: 'Late Buyer', email: 'late@example.nz' });
    await stack.admin('POST', `/api/admin/paintings/${late.id}/sell`, { customerId: customer.id });
    const lateEvent = stack.stripe.succeed(lateIntent.body.paymentIntentId, { name: 'Late Buyer', email: 'late@example.nz' });
    await stack.stripe.deliverWebhook(`${stack.commerce.url}/api/webhooks/stripe`, lateEvent);

    expect(await recordOf(card.id)).toMatchObject({
      status: 'paid',
      paintingTitle: 'Card Sale',
      buyerName: 'Kiri Parata',
      buyerEmail: 'kiri@example.nz',
      amount: '950.00',
      currency: 'NZD',
      provider: 'stripe',
      providerReference: intent,
      refundReference: null,
      certificateNumber: expect.stringMatching(/^COA-\d{4}-\d{4}$/),
    });
    expect(await recordOf(manual.id)).toMatchObject({
      status: 'paid',
      provider: 'manual',
      buyerName: 'Ana Buyer',
      amount: '1200.00',
      currency: 'USD',
    });
    expect(await recordOf(late.id, 'auto-refunded')).toMatchObject({
      orderId: null,
      buyerName: 'Late Buyer',
      buyerEmail: 'late@example.nz',
      refundReference: expect.stringMatching(/^re_/),
    });
    const records = await ledger();
    expect(records.map((r) => r.date)).toEqual(
      records
        .map((r) => r.date)
        .sort()
        .reverse(),
    ); // newest first
    // A checkout someone only opened is nobody's order.
    expect(records.filter((r) => r.paintingId === looked.id)).toEqual([]);
  });

  it('keeps checkouts that were submitted but never paid apart, and leaves out those only opened', async () => {
    const opened = await stack.createPainting({ title: 'Opened Five Times' });
    for (let visit = 0; visit < 5; visit += 1) expect((await openCheckout(opened.id)).status).toBe(200);
    const abandoned = await stack.createPainting({ title: 'Walked Away', price: '2400' });
    const abandonedIntent = (await openCheckout(abandoned.id, { name: 'Rangi Hau', email: 'rangi@example.nz' })).body.paymentIntentId;
    expect((await pressPay(abandonedIntent)).status).toBe(200);
    const declined = await stack.createPainting({ title: 'Card Declined', price: '3100' });
    const declinedIntent = (await openCheckout(declined.id, { name: 'Ana Tipa', email: 'ana.tipa@example.nz' })).body.paymentIntentId;
    expect((await pressPay(declinedIntent)).status).toBe(200);
    const failed = stack.stripe.event('payment_intent.payment_failed', { ...stack.stripe.state.paymentIntents.get(declinedIntent)! });
    expect((await stack.stripe.deliverWebhook(`${stack.commerce.url}/api/webhooks/stripe`, failed)).status).toBe(200);

    const unfinished = async () => (await stack.admin<UnfinishedCheckout[]>('GET', '/api/admin/orders/unfinished')).body;
    await eventually(async () => expect((await unfinished()).find((c) => c.paintingId === declined.id)?.outcome).toBe('failed'));
    const listed = (await unfinished()).filter((c) => [opened.id, abandoned.id, declined.id].includes(c.paintingId));
    expect(listed).toEqual([
      {
        key: expect.stringMatching(/^payment-\d+$/),
        date: expect.any(String),
        paintingId: declined.id,
        paintingTitle: 'Card Declined',
        buyerName: 'Ana Tipa',
        buyerEmail: 'ana.tipa@example.nz',
        amount: '3100.00',
        currency: 'NZD',
        provider: 'stripe',
        providerReference: declinedIntent,
        outcome: 'failed',
      },
      expect.objectContaining({ paintingId: abandoned.id, buyerName: 'Rangi Hau', buyerEmail: 'rangi@example.nz', outcome: 'abandoned' }),
    ]);
    // None of them is an order: not in the Orders list, nor in its export.
    const ids = [opened.id, abandoned.id, declined.id];
    expect((await ledger()).filter((r) => ids.includes(r.paintingId))).toEqual([]);
    const exported = await csvLines(
      await fetch(`${stack.commerce.url}/api/admin/orders/export.csv`, { headers: { cookie: stack.cookie } }),
    );
    expect(exported.filter((line) => /Opened Five Times|Walked Away|Card Declined/.test(line))).toEqual([]);
    expect((await fetch(`${stack.commerce.url}/api/admin/orders/unfinished`)).status).toBe(401);
  });

  it('refunds a card order in full through Stripe once, e-mails the buyer, and keeps the painting sold unless she asks', async () => {
    const painting = await stack.createPainting({ title: 'Refunded Morning', price: '900' });
    const intent = await stack.payByCard(painting.id, { name: 'Hana Whetu', email: 'hana@example.nz' });
    const { orderId } = await recordOf(painting.id, 'paid');

    const refunded = await refund(orderId!);
    expect(refunded).toMatchObject({ status: 200, body: { status: 'refunded', refundReference: expect.stringMatching(/^re_/) } });
    expect(stack.stripe.state.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
    await eventually(() => expect(refundEmails(orderId!)).toHaveLength(1));
    expect(refundEmails(orderId!)[0]).toMatchObject({
      to: 'hana@example.nz',
      data: {
        customerName: 'Hana Whetu',
        paintingTitle: 'Refunded Morning',
        amount: '950.00',
        currency: 'NZD',
        paymentMethod: 'Card (Stripe)',
      },
    });
    expect(await stack.painting(painting.id)).toMatchObject({ sold: true });

    // Again (a double click, a retry): nothing more is refunded or sent; now she offers it again.
    const again = await refund(orderId!, { makeAvailable: true });
    expect(again.body.status).toBe('refunded');
    await settle();
    expect(stack.stripe.state.refunds.filter((r) => r.payment_intent === intent)).toHaveLength(1);
    expect(refundEmails(orderId!)).toHaveLength(1);
    expect(await stack.painting(painting.id)).toMatchObject({ sold: false, available: true });
    // …and it can be sold again.
    const buyer = await stack.createCustomer();
    expect((await stack.admin('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: buyer.id })).status).toBe(201);
  });

  it('refunds a PayPal order through PayPal, once, with a note the buyer reads', async () => {
    const painting = await stack.createPainting({ title: 'PayPal Refund', price: '1800', currency: 'NZD' });
    const order = await stack.api<{ id: string }>('POST', '/api/paypal/order', {
      paintingId: painting.id,
      amount: 1800,
      currency: 'NZD',
      intent: 'CAPTURE',
      customerInfo: { name: 'Pat Buyer', email: 'pat.buyer@example.com' },
      shippingAddress: AUCKLAND_ADDRESS,
    });
    expect((await stack.api('POST', `/api/paypal/order/${order.body.id}/capture`)).status).toBe(200);
    const { orderId } = await recordOf(painting.id, 'paid');

    const [first, second] = await Promise.all([refund(orderId!), refund(orderId!)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body).toMatchObject({ status: 'refunded', provider: 'paypal', refundReference: expect.any(String) });
    const refunds = stack.paypal.state.refunds as { id: string; note_to_payer?: string }[];
    expect(refunds.filter((r) => r.id === first.body.refundReference)).toHaveLength(1);
    const refundCalls = stack.paypal.state.requests.filter(
      (r) => r.path.endsWith('/refund') && r.requestId === `refund-artist-order-${orderId}`,
    );
    expect(refundCalls.length).toBeGreaterThanOrEqual(1);
    expect(refundCalls[0]!.body).toMatchObject({ note_to_payer: 'Your payment for "PayPal Refund" has been refunded in full.' });
    await eventually(() => expect(refundEmails(orderId!)).toEqual([expect.objectContaining({ to: 'pat.buyer@example.com' })]));
    expect(refundEmails(orderId!)[0]!.data).toMatchObject({ paymentMethod: 'PayPal', amount: '1800.00' });
  });

  it('exports the orders and the customers with their purchases as CSV files a spreadsheet opens', async () => {
    const customer = await stack.createCustomer({ name: 'Export Buyer', email: 'export@example.nz', phone: '+64 21 000 1234' });
    const painting = await stack.createPainting({ title: 'Exported, "Quoted" Title', price: '700' });
    await stack.admin('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: customer.id });
    const { orderId, certificateNumber } = await recordOf(painting.id, 'paid');
    const download = (path: string) => fetch(`${stack.commerce.url}${path}`, { headers: { cookie: stack.cookie } });

    const orders = await download('/api/admin/orders/export.csv');
    expect(orders.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = await csvLines(orders);
    expect(lines[0]).toBe(
      'date,status,order_id,painting_id,painting_title,buyer_name,buyer_email,buyer_phone,delivery,ship_to,pickup_studio,amount,currency,provider,provider_reference,refund_reference,certificate_number,fulfilment,carrier,tracking_number,tracking_url',
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `,paid,${orderId},${painting.id},"Exported, ""Quoted"" Title",Export Buyer,export@example.nz,'\\+64 21 000 1234,ship,"12 Mull Street\\nGlenorchy 9372",,700.00,NZD,manual,,,${certificateNumber},To send,,,$`,
        ),
      ),
    );
    expect(lines.length - 1).toBe((await ledger()).length); // one row per record

    const rows = await csvLines(await download('/api/admin/customers/export.csv'));
    expect(rows[0]).toBe('id,name,email,phone,address,notes,created_at,purchases_count,purchases');
    expect(rows.find((row) => row.includes('export@example.nz'))).toMatch(
      new RegExp(
        `^${customer.id},Export Buyer,export@example.nz,'\\+64 21 000 1234,[\\s\\S]*,1,"Exported, ""Quoted"" Title \\(700.00 NZD, \\d{4}-\\d{2}-\\d{2}\\)"$`,
      ),
    );

    for (const path of ['/api/admin/orders/export.csv', '/api/admin/customers/export.csv'])
      expect((await fetch(`${stack.commerce.url}${path}`)).status).toBe(401);
  });

  it('refuses what cannot be refunded, with reasons', async () => {
    const customer = await stack.createCustomer();
    const painting: Painting = await stack.createPainting();
    await stack.admin('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: customer.id });
    const { orderId } = await recordOf(painting.id, 'paid');
    expect(await refund(orderId!)).toMatchObject({
      status: 409,
      body: { message: 'Only a paid card or PayPal order can be refunded here. A sale you marked yourself can be undone instead.' },
    });
    expect(await refund(999_999)).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    expect((await refund('1'.repeat(20))).status).toBe(404);
    expect(await refund(orderId!, { makeAvailable: 'yes' })).toMatchObject({
      status: 400,
      body: { message: 'makeAvailable must be true or false' },
    });
    expect((await refund(orderId!, {})).status).toBe(400);
    const anonymous = await fetch(`${stack.commerce.url}/api/admin/orders/${orderId}/refund`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"makeAvailable":false}',
    });
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${stack.commerce.url}/api/admin/orders`)).status).toBe(401);
  });
});
