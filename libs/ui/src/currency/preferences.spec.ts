import { STATIC_RATES } from '@atelier/contracts';
import {
  CURRENCY_STORAGE_KEY,
  currencyForCountry,
  fetchExchangeRates,
  guessCurrencyFromLocation,
  readSavedCurrency,
  saveCurrency,
} from './preferences';

function storageWith(value: string | null) {
  return { getItem: (key: string) => (key === CURRENCY_STORAGE_KEY ? value : null) };
}

let warn: jest.SpyInstance;
beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => {})));
afterEach(() => jest.restoreAllMocks());

describe(readSavedCurrency.name, () => {
  it('answers a saved built-in currency', () => {
    expect(readSavedCurrency(storageWith('"USD"'))).toBe('USD');
    expect(readSavedCurrency(storageWith('"JPY"'))).toBe('JPY');
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers null when nothing is saved, without a warning', () => {
    expect(readSavedCurrency(storageWith(null))).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each(['"XYZ"', '"usd"', '42', 'null', '{"code":"USD"}'])('ignores %s (not a built-in code) with a warning', (saved) => {
    expect(readSavedCurrency(storageWith(saved))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it.each(['USD', '{not json', '"USD'])('ignores unparseable %s with a warning', (saved) => {
    expect(readSavedCurrency(storageWith(saved))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('answers null when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readSavedCurrency(blocked)).toBeNull();
  });
});

describe(saveCurrency.name, () => {
  it('saves the code as JSON under selectedCurrency, which reads back', () => {
    const store = new Map<string, string>();
    saveCurrency('GBP', { setItem: (key, value) => void store.set(key, value) });
    expect(store.get('selectedCurrency')).toBe('"GBP"');
    expect(readSavedCurrency({ getItem: (key) => store.get(key) ?? null })).toBe('GBP');
  });

  it('also keeps it in a cookie, so pages rendered on the server are priced in it', () => {
    saveCurrency('EUR', { setItem: () => {} });
    expect(document.cookie).toContain('selectedCurrency=EUR');
  });
});

describe(currencyForCountry.name, () => {
  it.each([
    ['US', 'USD'],
    ['GB', 'GBP'],
    ['AU', 'AUD'],
    ['CA', 'CAD'],
    ['JP', 'JPY'],
    ['NZ', 'NZD'],
    ['nz', 'NZD'],
  ])('maps %s to %s', (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it.each(['FR', 'DE', '', null, 7])('has no currency for %p', (country) => {
    expect(currencyForCountry(country)).toBeNull();
  });
});

describe(fetchExchangeRates.name, () => {
  it('lays the API rates over the static ones', async () => {
    const fetch = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ base: 'NZD', rates: { NZD: 1, USD: 0.58 }, source: 'live', fetchedAt: '' }));
    await expect(fetchExchangeRates()).resolves.toEqual({ ...STATIC_RATES, USD: 0.58 });
    expect(fetch).toHaveBeenCalledWith('/api/exchange-rates', expect.objectContaining({ signal: expect.anything() }));
  });

  it('falls back to the static rates with a warning when the call fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('down', { status: 503 }));
    await expect(fetchExchangeRates()).resolves.toEqual(STATIC_RATES);
    expect(warn).toHaveBeenCalled();
  });

  it('falls back to the static rates when the answer has no rates', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ base: 'NZD' }));
    await expect(fetchExchangeRates()).resolves.toEqual(STATIC_RATES);
  });
});

describe(guessCurrencyFromLocation.name, () => {
  it('maps the country_code of the answer', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ country_code: 'GB', city: 'London' }));
    await expect(guessCurrencyFromLocation('https://ip.example/json')).resolves.toBe('GBP');
    expect(fetch).toHaveBeenCalledWith(
      'https://ip.example/json',
      expect.objectContaining({ credentials: 'omit', signal: expect.anything() }),
    );
  });

  it('answers null for a country without a currency here', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ country_code: 'FR' }));
    await expect(guessCurrencyFromLocation('https://ip.example/json')).resolves.toBeNull();
  });

  it('answers null with a warning when the service fails', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('network down'));
    await expect(guessCurrencyFromLocation('https://ip.example/json')).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('does not call anything without a URL', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    await expect(guessCurrencyFromLocation('')).resolves.toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
