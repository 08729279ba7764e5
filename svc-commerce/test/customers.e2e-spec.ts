import { impossibleIdAnswers } from '@atelier/service-kit/testing';
import type { Customer, InternalCustomer, Order, SaleRecord } from '@atelier/contracts';
import { eventually, INTERNAL_TOKEN, startCommerceStack, type CommerceStack } from './fixtures/commerce-stack';

describe('customers (admin) and the internal customer list', () => {
  let stack: CommerceStack;

  beforeAll(async () => {
    stack = await startCommerceStack();
  });
  afterAll(() => stack?.close());

  it('answers 404 to ids that cannot exist (out of range, negative, fractional, not a number) on every route with an :id', async () => {
    expect(await impossibleIdAnswers(stack.commerce, { cookie: stack.cookie })).toEqual([]);
  });

  it('refuses anonymous callers on every admin route with 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/customers'],
      ['POST', '/api/admin/customers'],
      ['PATCH', '/api/admin/customers/1'],
      ['DELETE', '/api/admin/customers/1'],
      ['POST', '/api/admin/paintings/1/sell'],
      ['POST', '/api/admin/paintings/1/reverse-sale'],
      ['GET', '/api/admin/orders'],
    ] as const) {
      const answer = await stack.api(method, path, method === 'POST' || method === 'PATCH' ? {} : undefined);
      expect([method, path, answer.status]).toEqual([method, path, 401]);
    }
    expect((await stack.api('GET', '/internal/customers')).status).toBe(401);
  });

  it('validates the customer form with the SPEC messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'a@b.nz' }, 'Name is required'],
      [{ name: '   ', email: 'a@b.nz' }, 'Name is required'],
      [{ name: 'Kiri' }, 'Email is required'],
      [{ name: 'Kiri', email: '' }, 'Email is required'],
      [{ name: 'Kiri', email: 'not-an-address' }, 'Invalid email address'],
    ];
    for (const [body, message] of cases) {
      const answer = await stack.admin<{ message: string }>('POST', '/api/admin/customers', body);
      expect([body, answer.status, answer.body.message]).toEqual([body, 400, message]);
    }
    const patched = await stack.admin<{ message: string }>('PATCH', '/api/admin/customers/1', { email: 'nope' });
    expect([patched.status, patched.body.message]).toEqual([400, 'Invalid email address']);
  });

  it('creates, lists, updates and answers 404 for unknown customers', async () => {
    const created = await stack.admin<Customer>('POST', '/api/admin/customers', {
      name: '  Mere Tipene ',
      email: ' mere@example.nz ',
      phone: '',
      address: '4 Oban Street\nWaipu 0510',
      notes: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Mere Tipene',
      email: 'mere@example.nz',
      phone: null,
      address: '4 Oban Street\nWaipu 0510',
      notes: null,
      purchasedPaintings: [],
    });

    const updated = await stack.admin<Customer>('PATCH', `/api/admin/customers/${created.body.id}`, {
      phone: '+64 9 432 0000',
      notes: 'Prefers lake scenes',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Mere Tipene', phone: '+64 9 432 0000', notes: 'Prefers lake scenes' });

    const list = await stack.admin<Customer[]>('GET', '/api/admin/customers');
    expect(list.body.find((c) => c.id === created.body.id)).toMatchObject({ phone: '+64 9 432 0000' });

    expect((await stack.admin<{ message: string }>('PATCH', '/api/admin/customers/999999', { name: 'X' })).body).toMatchObject({
      statusCode: 404,
      message: 'Customer not found',
    });
    expect((await stack.admin('DELETE', '/api/admin/customers/999999')).status).toBe(404);
  });

  it('edits a card buyer saved without an e-mail, and empties no e-mail a customer has', async () => {
    const [row] = await stack.query<{ id: number }>(`INSERT INTO customers (name, email) VALUES ('Card Buyer', '') RETURNING id`);
    const id = row!.id;
    const edited = await stack.admin<Customer>('PATCH', `/api/admin/customers/${id}`, {
      name: 'Mere Tane',
      email: '',
      phone: '021 555 0199',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Mere Tane', email: '', phone: '021 555 0199' });
    const given = await stack.admin<Customer>('PATCH', `/api/admin/customers/${id}`, { email: ' mere@example.nz ' });
    expect(given.body).toMatchObject({ email: 'mere@example.nz' });
    expect(await stack.admin('PATCH', `/api/admin/customers/${id}`, { email: '' })).toMatchObject({
      status: 400,
      body: { message: 'Email is required' },
    });
  });

  it('lists what each customer bought; deleting one keeps the orders readable and removes the contact from the mailing list', async () => {
    const customer = await stack.createCustomer({ name: 'Hemi Walker', email: 'Hemi.Walker@example.nz' });
    const painting = await stack.createPainting({ title: 'Lake Wakatipu, Evening', price: '4800', currency: 'NZD' });
    const sold = await stack.admin<Order>('POST', `/api/admin/paintings/${painting.id}/sell`, { customerId: customer.id });
    expect(sold.status).toBe(201);

    const listed = (await stack.admin<Customer[]>('GET', '/api/admin/customers')).body.find((c) => c.id === customer.id);
    expect(listed?.purchasedPaintings).toEqual([
      {
        orderId: sold.body.id,
        paintingId: painting.id,
        title: 'Lake Wakatipu, Evening',
        price: '4800.00',
        currency: 'NZD',
        soldDate: expect.any(String),
      },
    ]);
    expect(new Date(listed!.purchasedPaintings[0]!.soldDate).getTime()).toBe(
      new Date((await stack.painting(painting.id)).soldDate!).getTime(),
    );

    expect((await stack.admin('DELETE', `/api/admin/customers/${customer.id}`)).status).toBe(204);
    expect((await stack.admin<Customer[]>('GET', '/api/admin/customers')).body.map((c) => c.id)).not.toContain(customer.id);
    expect((await stack.admin('DELETE', `/api/admin/customers/${customer.id}`)).status).toBe(404);

    // The deleted customer still names the order in the artist's record of sales.
    const orders = (await stack.admin<SaleRecord[]>('GET', '/api/admin/orders')).body;
    expect(orders.find((o) => o.orderId === sold.body.id)).toMatchObject({
      paintingTitle: 'Lake Wakatipu, Evening',
      buyerName: 'Hemi Walker',
      buyerEmail: 'Hemi.Walker@example.nz',
      provider: 'manual',
    });

    await eventually(() =>
      expect(stack.mailing.requests.filter((r) => r.method === 'DELETE')).toContainEqual({
        method: 'DELETE',
        path: '/internal/contacts/Hemi.Walker@example.nz',
        body: undefined,
      }),
    );
    await eventually(async () => {
      const [work] = await stack.query<{ done_at: Date | null }>(`SELECT done_at FROM durable_work WHERE key = $1`, [
        `customer-${customer.id}-remove-contact`,
      ]);
      expect(work?.done_at).toBeInstanceOf(Date);
    });
  });

  it('keeps the contact when another customer still uses the address', async () => {
    const first = await stack.createCustomer({ email: 'shared@example.nz' });
    await stack.createCustomer({ email: 'SHARED@example.nz' });
    expect((await stack.admin('DELETE', `/api/admin/customers/${first.id}`)).status).toBe(204);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stack.mailing.requests.filter((r) => r.path.toLowerCase().includes('shared@example.nz'))).toEqual([]);
  });

  it('retries the contact removal when svc-mailing is down', async () => {
    const customer = await stack.createCustomer({ email: 'retry.me@example.nz' });
    stack.mailing.state.failNext = 1;
    expect((await stack.admin('DELETE', `/api/admin/customers/${customer.id}`)).status).toBe(204);
    await eventually(() => expect(stack.mailing.requests.map((r) => r.path)).toContain('/internal/contacts/retry.me@example.nz'));
  });

  it('answers svc-mailing every customer not deleted, names split for the mailing list', async () => {
    const customer = await stack.createCustomer({ name: 'Aroha Te Ngata', email: 'aroha.sync@example.nz' });
    const gone = await stack.createCustomer({ name: 'Gone Away', email: 'gone@example.nz' });
    await stack.admin('DELETE', `/api/admin/customers/${gone.id}`);
    const answer = await stack.api<InternalCustomer[]>('GET', '/internal/customers', undefined, { 'x-internal-token': INTERNAL_TOKEN });
    expect(answer.status).toBe(200);
    expect(answer.body).toContainEqual({
      id: customer.id,
      name: 'Aroha Te Ngata',
      email: 'aroha.sync@example.nz',
      firstName: 'Aroha',
      lastName: 'Te Ngata',
    });
    expect(answer.body.map((c) => c.id)).not.toContain(gone.id);
  });
});
