import { chooseCurrency } from './currency-choice';

describe(chooseCurrency.name, () => {
  it('sets the cookie of the currency chosen and goes back to the page it was chosen on', () => {
    expect(chooseCurrency('?currency=EUR&return=%2Fcollection%3Fsort%3Dtitle%26q%3Dlake')).toEqual({
      location: '/collection?sort=title&q=lake',
      cookie: 'selectedCurrency=EUR; Path=/; Max-Age=31536000; SameSite=Lax',
    });
  });

  it('sets no cookie for a code that is not one of the currencies', () => {
    expect(chooseCurrency('?currency=XXX&return=/painting/7')).toEqual({ location: '/painting/7', cookie: null });
    expect(chooseCurrency('?return=/')).toEqual({ location: '/', cookie: null });
  });

  it.each(['//evil.example/', '/\\evil.example', 'https://evil.example/', 'collection', '/a\r\nSet-Cookie: x=1', '/caf\u00e9', ''])(
    'goes home instead of to %j, which is no path of this site',
    (back) => {
      expect(chooseCurrency(`?currency=GBP&return=${encodeURIComponent(back)}`).location).toBe('/');
    },
  );
});
