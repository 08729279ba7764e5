import { paintingEnquiryMessage, paintingEnquiryPrefill, readPaintingEnquiry } from './prefill';

describe(paintingEnquiryMessage.name, () => {
  it('names the painting, its size and the converted price with the currency symbol and code', () => {
    expect(paintingEnquiryMessage({ painting: 'Lake Wakatipu Dawn', size: '24" x 36"', price: '2520', currency: '€', code: 'EUR' })).toBe(
      'I\'m interested in "Lake Wakatipu Dawn" (24" x 36") priced at €2520 EUR. Could you please provide more information about this piece?',
    );
  });

  it('leaves out a size or a price the address does not carry', () => {
    expect(paintingEnquiryMessage({ painting: 'Paradise', size: null, price: null, currency: '$', code: 'NZD' })).toBe(
      'I\'m interested in "Paradise". Could you please provide more information about this piece?',
    );
  });
});

describe(paintingEnquiryPrefill.name, () => {
  it("reads Enquire's query parameters into the purchase type and the message", () => {
    const search = `?${new URLSearchParams({ painting: 'Mount Earnslaw', size: '20" x 24"', price: '4200', currency: '$', code: 'usd' })}`;
    expect(paintingEnquiryPrefill(search)).toEqual({
      inquiryType: 'painting-purchase',
      message:
        'I\'m interested in "Mount Earnslaw" (20" x 24") priced at $4200 USD. Could you please provide more information about this piece?',
    });
  });

  it('leaves out a currency code that is not one (older links carried none)', () => {
    const base = { painting: 'Mount Earnslaw', price: '4200', currency: '$' };
    for (const code of [undefined, 'dollars', '<b>']) {
      const search = `?${new URLSearchParams(code === undefined ? base : { ...base, code })}`;
      expect(paintingEnquiryPrefill(search)?.message).toContain('priced at $4200. Could');
    }
  });

  it('prefills nothing without a painting parameter', () => {
    expect(paintingEnquiryPrefill('?size=1&price=2')).toBeNull();
    expect(readPaintingEnquiry('?painting=%20')).toBeNull();
  });
});
