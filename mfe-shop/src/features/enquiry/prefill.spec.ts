import { paintingEnquiryMessage, paintingEnquiryPrefill, readPaintingEnquiry } from './prefill';

describe(paintingEnquiryMessage.name, () => {
  it('names the painting, its size and the converted price as the site writes prices, with the currency symbol and code', () => {
    expect(paintingEnquiryMessage({ painting: 'Lake Wakatipu Dawn', size: '24" x 36"', price: '2520', currency: '€', code: 'EUR' })).toBe(
      'I\'m interested in "Lake Wakatipu Dawn" (24" x 36") priced at €2,520 EUR. Could you please provide more information about this piece?',
    );
    expect(paintingEnquiryMessage({ painting: 'Dart River', size: null, price: '12800', currency: '$', code: 'NZD' })).toBe(
      'I\'m interested in "Dart River" priced at $12,800 NZD. Could you please provide more information about this piece?',
    );
  });

  it('leaves out a price that is not a number', () => {
    expect(paintingEnquiryMessage({ painting: 'Paradise', size: null, price: 'lots', currency: '$', code: 'NZD' })).toBe(
      'I\'m interested in "Paradise". Could you please provide more information about this piece?',
    );
  });

  it('leaves out a size or a price the address does not carry', () => {
    expect(paintingEnquiryMessage({ painting: 'Paradise', size: null, price: null, currency: '$', code: 'NZD' })).toBe(
      'I\'m interested in "Paradise". Could you please provide more information about this piece?',
    );
  });
});

describe(paintingEnquiryPrefill.name, () => {
  it("reads Enquire's query parameters into the purchase type, the message and the painting's id", () => {
    const search = `?${new URLSearchParams({ painting: 'Mount Earnslaw', paintingId: '12', size: '20" x 24"', price: '4200', currency: '$', code: 'usd' })}`;
    expect(paintingEnquiryPrefill(search)).toEqual({
      inquiryType: 'painting-purchase',
      message:
        'I\'m interested in "Mount Earnslaw" (20" x 24") priced at $4,200 USD. Could you please provide more information about this piece?',
      paintingId: 12,
    });
  });

  it('names no painting for an id that is not one (older links carried none)', () => {
    for (const paintingId of [undefined, '0', '-3', '1.5', 'twelve', '99999999999999999999']) {
      const params = { painting: 'Mount Earnslaw', ...(paintingId === undefined ? {} : { paintingId }) };
      expect(paintingEnquiryPrefill(`?${new URLSearchParams(params)}`)?.paintingId).toBeNull();
    }
  });

  it('leaves out a currency code that is not one (older links carried none)', () => {
    const base = { painting: 'Mount Earnslaw', price: '4200', currency: '$' };
    for (const code of [undefined, 'dollars', '<b>']) {
      const search = `?${new URLSearchParams(code === undefined ? base : { ...base, code })}`;
      expect(paintingEnquiryPrefill(search)?.message).toContain('priced at $4,200. Could');
    }
  });

  it('prefills nothing without a painting parameter', () => {
    expect(paintingEnquiryPrefill('?size=1&price=2')).toBeNull();
    expect(readPaintingEnquiry('?painting=%20')).toBeNull();
  });
});
