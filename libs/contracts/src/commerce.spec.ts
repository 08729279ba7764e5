import { checkoutAmounts } from './checkout-amounts';
import { customerInputSchema, paypalOrderRequestSchema, paymentIntentRequestSchema, sellPaintingSchema } from './commerce';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe(checkoutAmounts.name, () => {
  it.each([
    ['800', 'NZD', { price: '800.00', shipping: '50.00', total: '850.00', totalMinor: 85000, freeShipping: false }],
    ['1000', 'NZD', { shipping: '50.00', total: '1050.00' }],
    ['1000.01', 'NZD', { shipping: '0.00', total: '1000.01', freeShipping: true }],
    ['500', 'USD', { shipping: '30.00', total: '530.00' }],
    ['600', 'USD', { shipping: '30.00', total: '630.00' }],
    ['600.01', 'USD', { shipping: '0.00', total: '600.01' }],
    ['500', 'EUR', { shipping: '27.50', total: '527.50' }],
    ['480', 'GBP', { shipping: '24.00', total: '504.00' }],
    ['481', 'GBP', { shipping: '0.00', total: '481.00' }],
    [4800, 'NZD', { shipping: '0.00', total: '4800.00', totalMinor: 480000 }],
  ])('%s %s', (price, currency, expected) => {
    expect(checkoutAmounts(price, currency)).toMatchObject({ currency, ...expected });
  });

  it('charges no shipping for pickup', () => {
    expect(checkoutAmounts('800', 'NZD', 'pickup')).toMatchObject({ shipping: '0.00', total: '800.00', freeShipping: false, pickup: true });
  });

  it('refuses what cannot be charged', () => {
    expect(() => checkoutAmounts('0', 'NZD')).toThrow();
    expect(() => checkoutAmounts('abc', 'NZD')).toThrow();
    expect(() => checkoutAmounts('100', 'XYZ')).toThrow();
  });
});

describe('customerInputSchema', () => {
  it('requires a name and a valid e-mail with the SPEC messages, and turns blanks into null', () => {
    expect(firstMessage(customerInputSchema.safeParse({ email: 'a@b.nz' }))).toBe('Name is required');
    expect(firstMessage(customerInputSchema.safeParse({ name: 'A' }))).toBe('Email is required');
    expect(firstMessage(customerInputSchema.safeParse({ name: 'A', email: ' ' }))).toBe('Email is required');
    expect(firstMessage(customerInputSchema.safeParse({ name: 'A', email: 'nope' }))).toBe('Invalid email address');
    expect(customerInputSchema.parse({ name: ' A ', email: ' a@b.nz ', phone: ' ', address: '', notes: 'x' })).toEqual({
      name: 'A',
      email: 'a@b.nz',
      phone: null,
      address: null,
      notes: 'x',
    });
  });
});

describe('payment requests', () => {
  const buyer = { name: ' Hana Whetu ', email: 'hana@example.com', phone: '' };
  const nzAddress = { line1: '12 Beach Road', city: 'Glenorchy', postal_code: '9372', country: 'nz' };
  const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('take the buyer and a shipping address, and drop whatever amount the browser adds', () => {
    expect(
      paymentIntentRequestSchema.parse({ paintingId: '7', amount: 1, currency: 'JPY', customerInfo: buyer, shippingAddress: nzAddress }),
    ).toEqual({
      paintingId: 7,
      customerInfo: { name: 'Hana Whetu', email: 'hana@example.com', phone: null },
      delivery: 'ship',
      shippingAddress: { line1: '12 Beach Road', line2: null, city: 'Glenorchy', state: null, postal_code: '9372', country: 'NZ' },
      pickupStudio: null,
    });
  });

  it('need what each country writes on a parcel, naming each missing field', () => {
    const result = paymentIntentRequestSchema.safeParse({
      paintingId: 7,
      customerInfo: { name: '', email: 'hana.example.com' },
      shippingAddress: { country: 'US', line1: '1 Main St' },
    });
    expect(issues(result)).toEqual({
      'customerInfo.name': 'Name is required',
      'customerInfo.email': 'Invalid email address',
      'shippingAddress.city': 'City is required',
      'shippingAddress.state': 'State is required',
      'shippingAddress.postal_code': 'ZIP code is required',
    });
  });

  it('refuse a country the artist does not ship to', () => {
    const result = paymentIntentRequestSchema.safeParse({
      paintingId: 7,
      customerInfo: buyer,
      shippingAddress: { ...nzAddress, country: 'KP' },
    });
    expect(issues(result)).toEqual({
      'shippingAddress.country': 'We do not ship to this country. Please choose pickup, or contact us about shipping.',
    });
  });

  it('take a studio instead of an address for pickup, and drop any address sent', () => {
    expect(
      paymentIntentRequestSchema.parse({
        paintingId: 7,
        customerInfo: buyer,
        delivery: 'pickup',
        pickupStudio: 'waipu',
        shippingAddress: nzAddress,
      }),
    ).toMatchObject({ delivery: 'pickup', pickupStudio: 'waipu', shippingAddress: null });
    expect(
      issues(paymentIntentRequestSchema.safeParse({ paintingId: 7, customerInfo: buyer, delivery: 'pickup', pickupStudio: 'auckland' })),
    ).toEqual({
      pickupStudio: 'Please choose the studio you will collect from',
    });
  });

  it('read a wallet order amount and currency, defaulting the intent to CAPTURE', () => {
    expect(
      paypalOrderRequestSchema.parse({ paintingId: 3, amount: '850.00', currency: 'nzd', customerInfo: buyer, shippingAddress: nzAddress }),
    ).toMatchObject({
      paintingId: 3,
      amount: 850,
      currency: 'NZD',
      intent: 'CAPTURE',
      delivery: 'ship',
    });
    expect(
      paypalOrderRequestSchema.safeParse({
        paintingId: 3,
        amount: 1,
        currency: 'NZD',
        intent: 'AUTHORIZE',
        customerInfo: buyer,
        shippingAddress: nzAddress,
      }).success,
    ).toBe(false);
  });

  it('need a customer to mark a painting sold', () => {
    expect(firstMessage(sellPaintingSchema.safeParse({}))).toBe('Please select a customer');
    expect(firstMessage(sellPaintingSchema.safeParse({ customerId: '' }))).toBe('Please select a customer');
  });
});

describe('the artist marking a painting sold', () => {
  // 1 July 00:30 in Auckland, still 30 June in UTC.
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-06-30T12:30:00Z'), doNotFake: ['setTimeout', 'setInterval'] }));
  afterEach(() => jest.useRealTimers());

  const issues = (input: object) =>
    Object.fromEntries((sellPaintingSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
  const priceMessage = 'Enter the price paid as a positive amount with at most 2 decimals, e.g. 4800 or 4800.50';

  it("takes SPEC's customerId and shippingAddress alone: list price, today in New Zealand, shipped, payment not recorded", () => {
    expect(sellPaintingSchema.parse({ customerId: '4', shippingAddress: ' ' })).toEqual({
      customerId: 4,
      price: null,
      soldDate: '2026-07-01',
      paymentMethod: null,
      delivery: 'ship',
      shippingAddress: null,
      pickupStudio: null,
    });
  });

  it('records the price paid, an earlier day, how it was paid and a pickup, keeping no address for a pickup', () => {
    expect(
      sellPaintingSchema.parse({
        customerId: 4,
        price: ' 4800.5 ',
        soldDate: '2026-03-14',
        paymentMethod: 'cash',
        delivery: 'pickup',
        pickupStudio: 'waipu',
        shippingAddress: '12 Mall Street',
      }),
    ).toEqual({
      customerId: 4,
      price: '4800.50',
      soldDate: '2026-03-14',
      paymentMethod: 'cash',
      delivery: 'pickup',
      shippingAddress: null,
      pickupStudio: 'waipu',
    });
    expect(sellPaintingSchema.parse({ customerId: 4, price: 6900, delivery: 'ship', shippingAddress: '1 Beach Road' })).toMatchObject({
      price: '6900.00',
      shippingAddress: '1 Beach Road',
      pickupStudio: null,
    });
  });

  it.each(['', '0', '0.00', '-5', '4800.505', '4,800', 'NZD 4800', '12345678901', 0.1 + 0.2, -1, true])(
    'refuses %p as the price paid',
    (price) => {
      expect(issues({ customerId: 4, price })).toEqual({ price: priceMessage });
    },
  );

  it('takes today in New Zealand, refuses tomorrow there, a day before 1990 and what is not a day', () => {
    expect(sellPaintingSchema.parse({ customerId: 4, soldDate: '2026-07-01' }).soldDate).toBe('2026-07-01');
    expect(sellPaintingSchema.parse({ customerId: 4, soldDate: '1990-01-01' }).soldDate).toBe('1990-01-01');
    expect(issues({ customerId: 4, soldDate: '2026-07-02' })).toEqual({ soldDate: 'The date of the sale cannot be in the future' });
    expect(issues({ customerId: 4, soldDate: '1989-12-31' })).toEqual({ soldDate: 'The date of the sale cannot be before 1990' });
    for (const soldDate of ['', '2026-02-30', '14/03/2026', '2026-03-14T12:00:00Z'])
      expect(issues({ customerId: 4, soldDate })).toEqual({ soldDate: 'Please enter the date of the sale' });
  });

  it('names every fault at once: how it was paid, the studio of a pickup, the price', () => {
    expect(issues({ customerId: 4, price: 'abc', paymentMethod: '', delivery: 'pickup' })).toEqual({
      price: priceMessage,
      paymentMethod: 'Please choose how it was paid',
      pickupStudio: 'Please choose the studio it is collected from',
    });
    expect(issues({ customerId: 4, paymentMethod: 'cheque', delivery: 'pickup', pickupStudio: 'auckland' })).toEqual({
      paymentMethod: 'Please choose how it was paid',
      pickupStudio: 'Please choose the studio it is collected from',
    });
    expect(issues({ customerId: 4, delivery: 'drone' })).toEqual({ delivery: 'Please choose shipping or pickup' });
  });
});
