import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { CurrencyProvider, Price, useCurrency } from './CurrencyProvider';

const IP_LOCATION_URL = 'https://ip.example/json';

interface Answers {
  rates?: Record<string, number> | 'fail';
  country?: string | 'fail' | 'never';
}

/** Answers the three calls the provider makes; anything else is a test mistake. */
function answer({ rates = 'fail', country = 'fail' }: Answers = {}) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/runtime-config.json') return Response.json({ remotes: {}, ipLocationUrl: IP_LOCATION_URL });
    if (url === '/api/exchange-rates') {
      return rates === 'fail' ? new Response('', { status: 503 }) : Response.json({ base: 'NZD', rates, source: 'live', fetchedAt: '' });
    }
    if (url === IP_LOCATION_URL) {
      if (country === 'never') return new Promise<Response>(() => {});
      if (country === 'fail') throw new TypeError('offline');
      return Response.json({ country_code: country });
    }
    throw new Error(`unexpected call to ${url}`);
  });
}

function Probe({ id = 'probe' }: { id?: string }) {
  const { currency, currencies, setCurrency } = useCurrency();
  return (
    <div data-testid={id}>
      <span data-testid={`${id}-code`}>{currency.code}</span>
      <Price amount="12800" currency="NZD" />
      <Price amount="0" currency="NZD" />
      <select aria-label={`${id} currency`} value={currency.code} onChange={(event) => setCurrency(event.target.value as 'USD')}>
        {currencies.map((option) => (
          <option key={option.code} value={option.code}>
            {option.code}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Lets the provider's calls (answered at once by the mock) and their state updates finish. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

const code = (id = 'probe') => screen.getByTestId(`${id}-code`).textContent;
const ipCalls = (fetch: jest.SpyInstance) => fetch.mock.calls.filter(([url]) => String(url) === IP_LOCATION_URL).length;

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe(CurrencyProvider.name, () => {
  it('starts with NZD and the static rates, and keeps NZD when rates and location fail', async () => {
    const fetch = answer({ country: 'fail' });
    render(
      <CurrencyProvider>
        <Probe />
      </CurrencyProvider>,
    );
    expect(code()).toBe('NZD');
    expect(screen.getByText('$12,800 NZD')).toBeTruthy();
    expect(screen.getByText('Price unavailable')).toBeTruthy();
    await settle();
    expect(ipCalls(fetch)).toBe(1);
    expect(code()).toBe('NZD');
    expect(screen.getByText('$12,800 NZD')).toBeTruthy();
    expect(console.warn).toHaveBeenCalled(); // silent fallbacks, a console warning only
  });

  it('uses the live rates from /api/exchange-rates', async () => {
    answer({ rates: { NZD: 1, USD: 0.5 } });
    localStorage.setItem('selectedCurrency', '"USD"');
    render(
      <CurrencyProvider>
        <Probe />
      </CurrencyProvider>,
    );
    expect(screen.getByText('$7,680 USD')).toBeTruthy(); // static 0.6 until the answer arrives
    await settle();
    expect(screen.getByText('$6,400 USD')).toBeTruthy();
  });

  it('loads a valid saved currency and does not guess the location', async () => {
    const fetch = answer({ country: 'US' });
    localStorage.setItem('selectedCurrency', '"GBP"');
    render(
      <CurrencyProvider>
        <Probe />
      </CurrencyProvider>,
    );
    expect(code()).toBe('GBP');
    expect(screen.getByText('£6,144 GBP')).toBeTruthy();
    await settle();
    expect(fetch).toHaveBeenCalledWith('/api/exchange-rates', expect.anything());
    expect(ipCalls(fetch)).toBe(0);
    expect(code()).toBe('GBP');
  });

  it.each(['"XYZ"', 'not json'])('ignores the saved value %s with a warning and guesses from the location', async (saved) => {
    answer({ country: 'JP' });
    localStorage.setItem('selectedCurrency', saved);
    render(
      <CurrencyProvider>
        <Probe />
      </CurrencyProvider>,
    );
    expect(code()).toBe('NZD');
    const warnings = jest.mocked(console.warn).mock.calls.map(([message]) => String(message));
    expect(warnings.some((message) => message.startsWith('Ignoring saved currency'))).toBe(true);
    await settle();
    expect(code()).toBe('JPY');
    expect(screen.getByText('¥1,152,000 JPY')).toBeTruthy();
    // A guess is not the visitor's choice: nothing new is saved.
    expect(localStorage.getItem('selectedCurrency')).toBe(saved);
  });

  it("saves the visitor's choice and tells every other provider on the page", async () => {
    answer({ country: 'fail' });
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener('currencyChanged', listener);
    // Two separate React trees, as two micro-frontends with their own providers would be.
    render(
      <CurrencyProvider>
        <Probe id="shell" />
      </CurrencyProvider>,
    );
    render(
      <CurrencyProvider>
        <Probe id="remote" />
      </CurrencyProvider>,
    );
    await settle();

    fireEvent.change(screen.getByLabelText('shell currency'), { target: { value: 'EUR' } });

    expect(code('shell')).toBe('EUR');
    expect(code('remote')).toBe('EUR');
    expect(screen.getByTestId('remote').textContent).toContain('€7,040 EUR');
    expect(localStorage.getItem('selectedCurrency')).toBe('"EUR"');
    expect(events).toEqual([{ currency: 'EUR' }]);
    window.removeEventListener('currencyChanged', listener);
  });

  it('follows a currencyChanged event and ignores one without a known code', async () => {
    answer({ country: 'never' });
    render(
      <CurrencyProvider>
        <Probe />
      </CurrencyProvider>,
    );
    await settle();
    act(() => void window.dispatchEvent(new CustomEvent('currencyChanged', { detail: { currency: 'CAD' } })));
    expect(code()).toBe('CAD');
    act(() => void window.dispatchEvent(new CustomEvent('currencyChanged', { detail: { currency: 'BTC' } })));
    act(() => void window.dispatchEvent(new CustomEvent('currencyChanged')));
    expect(code()).toBe('CAD');
  });

  it('lets a choice made while the location is being looked up win over the guess', async () => {
    let answerLocation!: (response: Response) => void;
    const fetch = answer();
    fetch.mockImplementation(async (input) => {
      const url = String(input);
      if (url === '/runtime-config.json') return Response.json({ remotes: {}, ipLocationUrl: IP_LOCATION_URL });
      if (url === IP_LOCATION_URL) return new Promise<Response>((resolve) => (answerLocation = resolve));
      return new Response('', { status: 503 });
    });
    render(
      <CurrencyProvider>
        <Probe />
      </CurrencyProvider>,
    );
    await settle();
    expect(ipCalls(fetch)).toBe(1);
    fireEvent.change(screen.getByLabelText('probe currency'), { target: { value: 'AUD' } });
    answerLocation(Response.json({ country_code: 'US' }));
    await settle();
    expect(code()).toBe('AUD');
  });
});

describe(useCurrency.name, () => {
  it("hydrates a server-rendered page as priced on the server, then shows the browser's saved choice without asking for rates", async () => {
    const fetch = answer({ rates: { USD: 0.5 } });
    localStorage.setItem('selectedCurrency', '"EUR"');
    const rates = { NZD: 1, USD: 0.61, EUR: 0.5, GBP: 0.47, AUD: 0.92, CAD: 0.83, JPY: 91 };
    const page = (
      <CurrencyProvider initial={{ currency: 'USD', rates }}>
        <Probe />
      </CurrencyProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toContain('$7,808 USD');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => void hydrateRoot(container, page));
    await settle();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="probe-code"]')?.textContent).toBe('EUR');
    expect(container.textContent).toContain('€6,400 EUR');
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/exchange-rates')).toHaveLength(0);
    container.remove();
  });

  it('throws outside a CurrencyProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useCurrency must be used within a CurrencyProvider');
  });
});
