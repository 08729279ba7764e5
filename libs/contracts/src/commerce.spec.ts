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
    expect(sellPaintingSchema.parse({ customerId: '4', shippingAddress: ' ' })).toEqual({ customerId: 4, shippingAddress: null });
  });
});
