import { CURRENCIES, STATIC_RATES } from '@atelier/contracts';
import {
  convertPrice,
  currencyOptions,
  formatAmount,
  formatPrice,
  formatStoredPrice,
  mergeRates,
  parsePrice,
  PRICE_UNAVAILABLE,
} from './price';

const option = (code: string) => CURRENCIES.find((currency) => currency.code === code)!;

describe(parsePrice.name, () => {
  it.each([
    [4200, 4200],
    ['4200', 4200],
    ['4200.50', 4200.5],
    [0.01, 0.01],
  ])('reads %p as %p', (price, expected) => {
    expect(parsePrice(price)).toBe(expected);
  });

  it.each([0, -5, '0', '-12', 'abc', '', '  ', NaN, Infinity, null, undefined, {}, [12]])('treats %p as unavailable', (price) => {
    expect(parsePrice(price)).toBeNull();
  });
});

describe(convertPrice.name, () => {
  it('divides by the base rate to reach NZD, then multiplies by the selected rate (requirements §9)', () => {
    expect(convertPrice(10000, 'NZD', 'USD', STATIC_RATES)).toBe(6000);
    expect(convertPrice(6000, 'USD', 'NZD', STATIC_RATES)).toBe(10000);
    // 5200 USD → 8666.67 NZD → 4766.67 EUR
    expect(convertPrice('5200', 'USD', 'EUR', STATIC_RATES)).toBe(4767);
    expect(convertPrice(9800, 'NZD', 'JPY', STATIC_RATES)).toBe(882000);
  });

  it('rounds to whole numbers', () => {
    expect(convertPrice(1234.4, 'NZD', 'NZD', STATIC_RATES)).toBe(1234);
    expect(convertPrice(1234.5, 'NZD', 'NZD', STATIC_RATES)).toBe(1235);
    expect(convertPrice(999, 'NZD', 'GBP', STATIC_RATES)).toBe(480); // 479.52
  });

  it('keeps a price in its own currency exactly', () => {
    expect(convertPrice(5200, 'USD', 'USD', { ...STATIC_RATES, USD: 0.6123 })).toBe(5200);
  });

  it('uses the live rates it is given', () => {
    expect(convertPrice(10000, 'NZD', 'USD', { ...STATIC_RATES, USD: 0.5912 })).toBe(5912);
  });

  it('treats a missing stored currency as NZD (the default)', () => {
    expect(convertPrice(10000, '', 'USD', STATIC_RATES)).toBe(6000);
    expect(convertPrice(10000, null, 'USD', STATIC_RATES)).toBe(6000);
  });

  it('answers null for an invalid price or an unknown stored currency', () => {
    expect(convertPrice(0, 'NZD', 'USD', STATIC_RATES)).toBeNull();
    expect(convertPrice(-1, 'NZD', 'USD', STATIC_RATES)).toBeNull();
    expect(convertPrice('n/a', 'NZD', 'USD', STATIC_RATES)).toBeNull();
    expect(convertPrice(100, 'XYZ', 'USD', STATIC_RATES)).toBeNull();
  });
});

describe(formatAmount.name, () => {
  it('groups thousands', () => {
    expect(formatAmount(950)).toBe('950');
    expect(formatAmount(12800)).toBe('12,800');
    expect(formatAmount(1234567.6)).toBe('1,234,568');
    expect(formatAmount(999.5)).toBe('1,000');
  });

  it('shows the fraction digits asked for, rounded', () => {
    expect(formatAmount(4800, 2)).toBe('4,800.00');
    expect(formatAmount(1234567.5, 2)).toBe('1,234,567.50');
    expect(formatAmount(12.345, 1)).toBe('12.3');
    expect(formatAmount(0.5, 2)).toBe('0.50');
  });

  it('writes what Intl.NumberFormat en-NZ writes', () => {
    const whole = new Intl.NumberFormat('en-NZ', { maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-NZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const amount of [0, 7, 950, 1000, 12800, 99999, 100000, 2500000, 123456789]) {
      expect(formatAmount(amount)).toBe(whole.format(amount));
      expect(formatAmount(amount + 0.25, 2)).toBe(cents.format(amount + 0.25));
    }
  });
});

describe(formatPrice.name, () => {
  it('shows symbol, grouped whole amount and code', () => {
    expect(formatPrice('12800', 'NZD', option('NZD'), STATIC_RATES)).toBe('$12,800 NZD');
    expect(formatPrice(12800, 'NZD', option('USD'), STATIC_RATES)).toBe('$7,680 USD');
    expect(formatPrice(12800, 'NZD', option('GBP'), STATIC_RATES)).toBe('£6,144 GBP');
    expect(formatPrice(7700, 'NZD', option('JPY'), STATIC_RATES)).toBe('¥693,000 JPY');
  });

  it.each([0, -100, 'abc', null])("shows 'Price unavailable' for %p", (price) => {
    expect(formatPrice(price, 'NZD', option('EUR'), STATIC_RATES)).toBe(PRICE_UNAVAILABLE);
    expect(PRICE_UNAVAILABLE).toBe('Price unavailable');
  });
});

describe(formatStoredPrice.name, () => {
  it('shows symbol, amount with separators and code, cents only when there are some', () => {
    expect(formatStoredPrice('4200.00', 'NZD')).toBe('$4,200 NZD');
    expect(formatStoredPrice(1250.5, 'GBP')).toBe('£1,250.50 GBP');
    expect(formatStoredPrice('980', 'EUR')).toBe('€980 EUR');
  });

  it("says 'Price unavailable' for a price that is not positive", () => {
    expect(formatStoredPrice('0', 'NZD')).toBe(PRICE_UNAVAILABLE);
    expect(formatStoredPrice('-5', 'NZD')).toBe(PRICE_UNAVAILABLE);
    expect(formatStoredPrice('abc', 'NZD')).toBe(PRICE_UNAVAILABLE);
  });
});

describe(mergeRates.name, () => {
  it('lays live rates over the static ones and ignores what is not a positive rate', () => {
    expect(mergeRates({ USD: 0.59, EUR: 0, GBP: 'x', XYZ: 3, JPY: -1 })).toEqual({ ...STATIC_RATES, USD: 0.59 });
  });

  it('answers the static rates of requirements §9 without an answer', () => {
    expect(mergeRates(null)).toEqual({ NZD: 1, USD: 0.6, EUR: 0.55, GBP: 0.48, AUD: 0.9, CAD: 0.8, JPY: 90 });
  });
});

describe(currencyOptions.name, () => {
  it('lists every currency with the rate in use', () => {
    const options = currencyOptions({ ...STATIC_RATES, USD: 0.61 });
    expect(options.map((currency) => `${currency.symbol} ${currency.code}`)).toEqual([
      '$ NZD',
      '$ USD',
      '€ EUR',
      '£ GBP',
      'A$ AUD',
      'C$ CAD',
      '¥ JPY',
    ]);
    expect(options.find((currency) => currency.code === 'USD')!.rate).toBe(0.61);
  });
});
