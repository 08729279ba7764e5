import { formatPaintingPrice } from './formatPrice';

describe(formatPaintingPrice.name, () => {
  it('shows symbol, amount with separators and code', () => {
    expect(formatPaintingPrice('4200.00', 'NZD')).toBe('$4,200 NZD');
    expect(formatPaintingPrice(1250.5, 'GBP')).toBe('£1,250.50 GBP');
    expect(formatPaintingPrice('980', 'EUR')).toBe('€980 EUR');
  });

  it("says 'Price unavailable' for a price that is not positive", () => {
    expect(formatPaintingPrice('0', 'NZD')).toBe('Price unavailable');
    expect(formatPaintingPrice('-5', 'NZD')).toBe('Price unavailable');
    expect(formatPaintingPrice('abc', 'NZD')).toBe('Price unavailable');
  });
});
