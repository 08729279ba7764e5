import type { Adventure, RuntimeConfig, SiteSettings } from '@atelier/contracts';
import { createQueryClient, CurrencyProvider, dismissToast, EMPTY_RUNTIME_CONFIG, SITE_SETTINGS_QUERY_KEY, Toaster } from '@atelier/ui';
import { TEST_SITE_SETTINGS } from '@atelier/contracts/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows where the router is, so a test can see links followed. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders `element` as the shell would: a fresh query cache, the visitor's currency (`currency`
 * saved beforehand, so no location guess), the router at `path` with `state`, and the Toaster.
 * `runtimeConfig` is what `/runtime-config.json` answered (it is read once per page), `site`
 * what the artist's site settings say besides the test defaults.
 */
export function renderPage(
  element: ReactElement,
  {
    path = '/',
    state,
    currency = 'NZD',
    runtimeConfig = {},
    site = {},
  }: { path?: string; state?: unknown; currency?: string; runtimeConfig?: Partial<RuntimeConfig>; site?: Partial<SiteSettings> } = {},
) {
  localStorage.setItem('selectedCurrency', JSON.stringify(currency));
  const [pathname = path, search = ''] = path.split('?');
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/runtime-config.json'], { ...EMPTY_RUNTIME_CONFIG, ...runtimeConfig });
  queryClient.setQueryData(SITE_SETTINGS_QUERY_KEY, { ...TEST_SITE_SETTINGS, ...site });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <MemoryRouter initialEntries={[{ pathname, search: search && `?${search}`, state }]}>
          <Routes>
            <Route path={pathname} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <Location />
          <Toaster />
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export function cleanup() {
  act(() => dismissToast());
  localStorage.clear();
  jest.restoreAllMocks();
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

type AnswerBody = { status?: number; body?: unknown };
type Answer = AnswerBody | ((call: RecordedCall) => AnswerBody | Promise<AnswerBody>);

/**
 * Answers fetch calls by `"METHOD /path"` with real `Response`s and records them. The exchange
 * rates never answer unless a test answers them (the static rates of requirements §9 stay in use, and no
 * late update lands after a test); an unknown call answers 599 and logs an error.
 */
export function mockApi(routes: Record<string, Answer>) {
  const all: Record<string, Answer> = {
    'GET /api/exchange-rates': () => new Promise<never>(() => {}),
    ...routes,
  };
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const call = { method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const answer = all[`${method} ${url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]}`];
    if (!answer) {
      console.error(`Unexpected call: ${method} ${url}`);
      return new Response('{"message":"unexpected"}', { status: 599 });
    }
    const { status = 200, body } = typeof answer === 'function' ? await answer(call) : answer;
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

/** The three seeded adventures (svc-bookings), prices per person in NZD. */
export function seededAdventures(): Adventure[] {
  return [
    adventure({ id: 1, title: 'Half Day Painting Adventure', duration: 4, price: '450.00' }),
    adventure({ id: 2, title: 'Full Day Painting Adventure', duration: 6, price: '650.00' }),
    adventure({ id: 3, title: 'Full Day Helicopter Painting Adventure', duration: 6, price: '1450.00', includesHelicopter: true }),
  ];
}

export function adventure(overrides: Partial<Adventure> = {}): Adventure {
  return {
    id: 1,
    title: 'Half Day Painting Adventure',
    description: 'Four hours beside Lake Wakatipu.',
    duration: 4,
    maxGuests: 2,
    price: '450.00',
    currency: 'NZD',
    includesHelicopter: false,
    videoUrl: null,
    ...overrides,
  };
}
