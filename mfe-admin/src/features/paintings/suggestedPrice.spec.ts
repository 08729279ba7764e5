import { suggestedPrice } from './suggestedPrice';

describe(suggestedPrice.name, () => {
  it('is width × height × 40 rounded to the nearest 100', () => {
    expect(suggestedPrice(12, 16)).toBe(7700); // 7680
    expect(suggestedPrice('16', '20')).toBe(12800);
    expect(suggestedPrice('20.5', '24')).toBe(19700); // 19680
    expect(suggestedPrice(1.1, 1.1)).toBe(0); // 48.4
    expect(suggestedPrice(1.2, 1.1)).toBe(100); // 52.8
  });

  it('rounds halves up', () => {
    expect(suggestedPrice(5, 6.25)).toBe(1300); // 1250
  });

  it('is null unless both sizes are positive numbers', () => {
    expect(suggestedPrice('', '20')).toBeNull();
    expect(suggestedPrice('16', '')).toBeNull();
    expect(suggestedPrice(0, 20)).toBeNull();
    expect(suggestedPrice(-4, 20)).toBeNull();
    expect(suggestedPrice('abc', '20')).toBeNull();
    expect(suggestedPrice(undefined, 20)).toBeNull();
  });
});
