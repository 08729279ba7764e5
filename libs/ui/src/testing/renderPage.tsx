import type { SiteSettings } from '@atelier/contracts';
import { TEST_SITE_SETTINGS } from '@atelier/contracts/testing';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';
import { CURRENCY_STORAGE_KEY } from '../currency/preferences';
import { CurrencyProvider } from '../currency/CurrencyProvider';
import { createQueryClient } from '../queryClient';
import { SITE_SETTINGS_QUERY_KEY } from '../site/siteSettings';
import { dismissToast } from '../toast';
import { Toaster } from '../Toaster';

export interface PageOptions {
  /** Where the router starts: '/booking?adventure=2'. */
  path?: string;
  /** The route `ui` is rendered at ('*' unless told): elsewhere only the location probe shows. */
  route?: string;
  /** The history state the page was reached with. */
  state?: unknown;
  /** The display currency the visitor saved before (none: the page starts with its default). */
  currency?: string;
  /** The artist's site settings the page came with, as a server-rendered page carries them: the test defaults with these over them. */
  site?: Partial<SiteSettings>;
}

/** Shows where the router is (`data-testid="location"`), so a test can see links followed and redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

function newQueryClient({ site }: PageOptions): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(SITE_SETTINGS_QUERY_KEY, { ...TEST_SITE_SETTINGS, ...site });
  return queryClient;
}

/** `ui` with the providers of the real page: query cache, display currency, router, the Toaster. */
function page(ui: ReactElement, queryClient: QueryClient, { path = '/', route = '*', state }: PageOptions) {
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <MemoryRouter initialEntries={[{ ...parsePath(path), state }]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <Toaster />
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}

function saveCurrency({ currency }: PageOptions) {
  if (currency) localStorage.setItem(CURRENCY_STORAGE_KEY, JSON.stringify(currency));
}

/** Renders `ui` as a page of the site would show it (see {@link PageOptions}); answers the view and its query cache. */
export function renderPage(ui: ReactElement, options: PageOptions = {}) {
  saveCurrency(options);
  const queryClient = newQueryClient(options);
  return { ...render(page(ui, queryClient, options)), queryClient };
}

/**
 * `renderPage` inside an awaited act(), then the first answers let in: for pages whose code loads
 * as they render (remote modules suspend until theirs has arrived).
 */
export async function renderSettled(ui: ReactElement, options: PageOptions = {}) {
  let view!: ReturnType<typeof renderPage>;
  await act(async () => {
    view = renderPage(ui, options);
  });
  await settle();
  return view;
}

/**
 * The server's markup of `ui` (as `renderPage` would show it), `meanwhile` done to it (a visitor
 * acting before the page's scripts arrive), then hydrated.
 */
export function hydratePage(ui: ReactElement, { meanwhile, ...options }: PageOptions & { meanwhile: () => void }) {
  saveCurrency(options);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page(ui, newQueryClient(options), options));
  meanwhile();
  const queryClient = newQueryClient(options);
  return { ...render(page(ui, queryClient, options), { container, hydrate: true }), queryClient };
}

/** Lets pending answers and lazily loaded modules arrive, inside act(). */
export function settle(ms = 20) {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}

/** After each test: toasts dismissed, saved choices forgotten, mocks (the API's among them) restored. */
export function cleanup() {
  act(() => dismissToast());
  localStorage.clear();
  jest.restoreAllMocks();
}
