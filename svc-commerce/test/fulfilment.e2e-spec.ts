import { csvLines } from '@atelier/service-kit/testing';
import type { SaleRecord } from '@atelier/contracts';
import { eventually, settle, startCommerceStack, type CommerceStack } from './fixtures/commerce-stack';

type Answer = SaleRecord & { message?: string; errors?: { path: string; message: string }[] };

describe('fulfilment: the artist ships or hands over a paid order, and the buyer hears of it', () => {
  let stack: CommerceStack;

  beforeAll(async () => {
    stack = await startCommerceStack();
  });
  afterAll(() => stack?.close());

  const ledger = async () => (await stack.admin<SaleRecord[]>('GET', '/api/admin/orders')).body;
  const paidOrder = async (paintingId: number) =>
    eventually(async () => {
      const record = (await ledger()).find((r) => r.paintingId === paintingId && r.status === 'paid');
      expect(record?.orderId).toEqual(expect.any(Number));
      return record!;
    });
  const fulfil = (orderId: number | string, body: unknown) => stack.admin<Answer>('POST', `/api/admin/orders/${orderId}/fulfilment`, body);
  const emailsOf = (orderId: number, template: 'order-shipped' | 'order-ready-for-pickup' | 'sale-notice' | 'order-confirmation') =>
    stack.mailing.emails(template).filter((e) => e.data.orderId === orderId);
  const csv = async () => csvLines(await fetch(`${stack.commerce.url}/api/admin/orders/export.csv`, { headers: { cookie: stack.cookie } }));
  const nzPost = {
    state: 'shipped',
    carrier: 'NZ Post',
    trackingNumber: 'LP123456789NZ',
    trackingUrl: 'https://www.nzpost.co.nz/tools/tracking/item/LP123456789NZ',
  };
  /** A painting sold by the artist herself to a customer with an e-mail address, shipped to theirs. */
  const manualOrder = async (email = `buyer.${Math.random().toString(36).slice(2, 8)}@example.nz`) => {
    const painting = await stack.createPainting({ title: 'Hand Sold' });
    const customer = await stack.createCustomer({ name: 'Wiremu Tane', email });
    expect((await stack.admin('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: customer.id })).status).toBe(201);
    return paidOrder(painting.id);
  };

  it('ships a card order with its tracking, e-mails the buyer the link, then marks it delivered; the export says so', async () => {
    const painting = await stack.createPainting({ title: 'Lake Wakatipu Dusk', price: '6900' });
    await stack.payByCard(painting.id, { name: 'Hana Whetu', email: 'hana@example.nz', phone: '+64 21 555 0199' });
    const paid = await paidOrder(painting.id);
    expect(paid).toMatchObject({
      delivery: 'ship',
      pickupStudio: null,
      buyerPhone: '+64 21 555 0199',
      shipTo: '1 Queen Street\nAuckland Auckland 1010\nNew Zealand',
      fulfilment: { state: 'unfulfilled', carrier: null, trackingNumber: null, trackingUrl: null, updatedAt: null },
    });

    const shipped = await fulfil(paid.orderId!, nzPost);
    expect(shipped).toMatchObject({
      status: 200,
      body: {
        status: 'paid',
        fulfilment: {
          state: 'shipped',
          carrier: 'NZ Post',
          trackingNumber: 'LP123456789NZ',
          trackingUrl: nzPost.trackingUrl,
          updatedAt: expect.any(String),
        },
      },
    });
    await eventually(() => expect(emailsOf(paid.orderId!, 'order-shipped')).toHaveLength(1));
    expect(emailsOf(paid.orderId!, 'order-shipped')[0]).toEqual({
      template: 'order-shipped',
      to: 'hana@example.nz',
      idempotencyKey: `order-${paid.orderId}-shipped`,
      data: {
        customerName: 'Hana Whetu',
        paintingTitle: 'Lake Wakatipu Dusk',
        orderId: paid.orderId,
        carrier: 'NZ Post',
        trackingNumber: 'LP123456789NZ',
        trackingUrl: nzPost.trackingUrl,
        shippingAddress: '1 Queen Street\nAuckland Auckland 1010\nNew Zealand',
      },
    });
    // Staged in the outbox with the step itself, under the order's key.
    const outbox = await stack.query<{ payload: { to: string; template: string } }>(`SELECT payload FROM durable_work WHERE key = $1`, [
      `order-${paid.orderId}-shipped`,
    ]);
    expect(outbox.map((row) => row.payload)).toEqual([expect.objectContaining({ template: 'order-shipped', to: 'hana@example.nz' })]);

    const lines = await csv();
    expect(lines[0]).toBe(
      'date,status,order_id,painting_id,painting_title,buyer_name,buyer_email,buyer_phone,delivery,ship_to,pickup_studio,amount,currency,provider,provider_reference,refund_reference,certificate_number,fulfilment,carrier,tracking_number,tracking_url',
    );
    expect(lines.find((line) => line.includes(`,paid,${paid.orderId},`))).toMatch(
      new RegExp(
        `,Hana Whetu,hana@example.nz,'\\+64 21 555 0199,ship,"1 Queen Street\\nAuckland Auckland 1010\\nNew Zealand",,6900.00,NZD,stripe,`,
      ),
    );
    expect(lines.find((line) => line.includes(`,paid,${paid.orderId},`))).toMatch(
      /,Shipped,NZ Post,LP123456789NZ,https:\/\/www\.nzpost\.co\.nz\/tools\/tracking\/item\/LP123456789NZ$/,
    );

    const delivered = await fulfil(paid.orderId!, { state: 'delivered' });
    expect(delivered).toMatchObject({
      status: 200,
      body: { fulfilment: { state: 'delivered', carrier: 'NZ Post', trackingNumber: 'LP123456789NZ' } },
    });
    expect((await csv()).find((line) => line.includes(`,paid,${paid.orderId},`))).toMatch(/,Delivered,NZ Post,LP123456789NZ,/);
    await settle();
    // Delivered is the artist's own note: the buyer was told once, when it shipped.
    const toBuyer = stack.mailing.allEmails().filter((e) => e.to === 'hana@example.nz');
    expect(toBuyer.map((e) => e.template).sort()).toEqual(['order-confirmation', 'order-shipped']);
  });

  it('takes a pickup order to ready (the buyer is told which studio, by appointment) and collected', async () => {
    const painting = await stack.createPainting({ title: 'Waipu Cove', price: '900' });
    await stack.payByCard(painting.id, { name: 'Mere Kingi', email: 'mere@example.nz' }, { delivery: 'pickup', pickupStudio: 'waipu' });
    const paid = await paidOrder(painting.id);
    expect(paid).toMatchObject({
      delivery: 'pickup',
      pickupStudio: 'waipu',
      shipTo: null,
      amount: '900.00',
      fulfilment: { state: 'unfulfilled' },
    });
    // The confirmation and the artist's notice name the studio, not an address.
    await eventually(() => expect(emailsOf(paid.orderId!, 'sale-notice')).toHaveLength(1));
    await eventually(() => expect(emailsOf(paid.orderId!, 'order-confirmation')).toHaveLength(1));
    for (const email of [...emailsOf(paid.orderId!, 'sale-notice'), ...emailsOf(paid.orderId!, 'order-confirmation')]) {
      expect(email.data).toMatchObject({ pickupStudio: 'Waipu studio' });
      expect(email.data).not.toHaveProperty('shippingAddress');
    }

    expect(await fulfil(paid.orderId!, nzPost)).toMatchObject({
      status: 409,
      body: { message: 'An order that is not ready for pickup yet cannot be marked shipped.' },
    });
    expect(await fulfil(paid.orderId!, { state: 'collected' })).toMatchObject({
      status: 409,
      body: { message: 'An order that is not ready for pickup yet cannot be marked collected.' },
    });
    const ready = await fulfil(paid.orderId!, { state: 'ready-for-pickup' });
    expect(ready).toMatchObject({ status: 200, body: { fulfilment: { state: 'ready-for-pickup', carrier: null } } });
    await eventually(() => expect(emailsOf(paid.orderId!, 'order-ready-for-pickup')).toHaveLength(1));
    expect(emailsOf(paid.orderId!, 'order-ready-for-pickup')[0]).toMatchObject({
      to: 'mere@example.nz',
      idempotencyKey: `order-${paid.orderId}-ready-for-pickup`,
      data: { customerName: 'Mere Kingi', paintingTitle: 'Waipu Cove', orderId: paid.orderId, pickupStudio: 'Waipu studio' },
    });

    expect(await fulfil(paid.orderId!, { state: 'collected' })).toMatchObject({
      status: 200,
      body: { fulfilment: { state: 'collected' } },
    });
    expect((await csv()).find((line) => line.includes(`,paid,${paid.orderId},`))).toMatch(
      /,pickup,,Waipu studio,900\.00,NZD,.*,Collected,,,$/,
    );
  });

  it('never fulfils a refunded or undone order, though a shipped one can still be refunded', async () => {
    const painting = await stack.createPainting({ title: 'Sent Back' });
    await stack.payByCard(painting.id, { name: 'Tama Rua', email: 'tama@example.nz' });
    const paid = await paidOrder(painting.id);
    expect((await fulfil(paid.orderId!, nzPost)).status).toBe(200);
    // The money goes back even though the painting is on its way…
    expect(await stack.admin('POST', `/api/admin/orders/${paid.orderId}/refund`, { makeAvailable: false })).toMatchObject({
      status: 200,
      body: { status: 'refunded', fulfilment: { state: 'shipped' } },
    });
    // …and then it moves no further.
    expect(await fulfil(paid.orderId!, { state: 'delivered' })).toMatchObject({
      status: 409,
      body: { message: 'This order was refunded or undone, so it cannot be shipped or collected.' },
    });

    const undone = await manualOrder();
    expect((await stack.admin('POST', `/api/admin/paintings/${undone.paintingId}/reverse-sale`)).status).toBe(200);
    expect(await fulfil(undone.orderId!, nzPost)).toMatchObject({
      status: 409,
      body: { message: 'This order was refunded or undone, so it cannot be shipped or collected.' },
    });
    await settle(500);
    expect(emailsOf(undone.orderId!, 'order-shipped')).toEqual([]);
  });

  it('refuses a step out of order, and a body that is not a step, naming the field', async () => {
    const order = await manualOrder();
    expect(await fulfil(order.orderId!, { state: 'delivered' })).toMatchObject({
      status: 409,
      body: { message: 'An order that is not shipped yet cannot be marked delivered.' },
    });
    expect(await fulfil(order.orderId!, { state: 'ready-for-pickup' })).toMatchObject({
      status: 409,
      body: { message: 'An order that is not shipped yet cannot be marked ready for pickup.' },
    });
    expect(await fulfil(order.orderId!, { state: 'shipped', carrier: '  ', trackingNumber: 'X1' })).toMatchObject({
      status: 400,
      body: { message: 'Carrier is required', errors: [{ path: 'carrier', message: 'Carrier is required' }] },
    });
    expect(await fulfil(order.orderId!, { state: 'shipped', carrier: 'CourierPost' })).toMatchObject({
      status: 400,
      body: { message: 'Tracking number is required', errors: [{ path: 'trackingNumber', message: 'Tracking number is required' }] },
    });
    expect(await fulfil(order.orderId!, { ...nzPost, trackingUrl: 'javascript:alert(1)' })).toMatchObject({
      status: 400,
      body: { errors: [{ path: 'trackingUrl', message: 'The tracking link must be a web address starting with https://' }] },
    });
    expect(await fulfil(order.orderId!, { state: 'lost' })).toMatchObject({
      status: 400,
      body: { message: 'Choose shipped, delivered, ready for pickup or collected' },
    });
    expect(await fulfil(999_999, nzPost)).toMatchObject({ status: 404, body: { message: 'Order not found' } });
    const anonymous = await fetch(`${stack.commerce.url}/api/admin/orders/${order.orderId}/fulfilment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(nzPost),
    });
    expect(anonymous.status).toBe(401);
    // Nothing moved. Shipped without a link (it is optional), the e-mail has none.
    expect((await ledger()).find((r) => r.orderId === order.orderId)?.fulfilment?.state).toBe('unfulfilled');
    expect(
      await fulfil(order.orderId!, { state: 'shipped', carrier: 'CourierPost', trackingNumber: 'CP99', trackingUrl: '' }),
    ).toMatchObject({
      status: 200,
      body: { fulfilment: { state: 'shipped', trackingUrl: null } },
    });
    await eventually(() => expect(emailsOf(order.orderId!, 'order-shipped')).toHaveLength(1));
    expect(emailsOf(order.orderId!, 'order-shipped')[0]!.data).not.toHaveProperty('trackingUrl');
  });

  it('ships once when she clicks twice at the same moment: one e-mail', async () => {
    const order = await manualOrder('twice@example.nz');
    const answers = await Promise.all(Array.from({ length: 5 }, () => fulfil(order.orderId!, nzPost)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.body.fulfilment).toMatchObject({ state: 'shipped', trackingNumber: 'LP123456789NZ' });
    await eventually(() => expect(emailsOf(order.orderId!, 'order-shipped')).toHaveLength(1));
    await settle();
    expect(emailsOf(order.orderId!, 'order-shipped')).toHaveLength(1);
    expect(await stack.query(`SELECT key FROM durable_work WHERE key LIKE $1`, [`order-${order.orderId}-shipped%`])).toHaveLength(1);
    // Shipping it again with other details is not a repeat: it is refused, and the first details stay.
    expect(await fulfil(order.orderId!, { ...nzPost, trackingNumber: 'OTHER1' })).toMatchObject({
      status: 409,
      body: { message: 'An order that is shipped cannot be marked shipped.' },
    });
    expect((await ledger()).find((r) => r.orderId === order.orderId)?.fulfilment?.trackingNumber).toBe('LP123456789NZ');
  });
});
