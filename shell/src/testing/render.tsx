import type { RuntimeConfig, SiteSettings } from '@atelier/contracts';
import { TEST_SITE_SETTINGS } from '@atelier/contracts/testing';
import { createQueryClient, CurrencyProvider, resetRuntimeConfig } from '@atelier/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';

/** What `/runtime-config.json` answers in these tests unless a test says otherwise. */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {},
  map: { tileUrl: 'https://tiles.example/{z}/{y}/{x}', geocoderUrl: '' },
  ipLocationUrl: '',
  stripePublishableKey: null,
  paypalClientId: null,
};

/**
 * Answers the shell's own calls: the runtime config, the artist's site settings (merged with
 * `site`), the featured paintings of the hero (none), and exchange rates (never: prices keep the
 * static rates).
 */
export function answerShellCalls(site: Partial<SiteSettings> = {}) {
  resetRuntimeConfig();
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/runtime-config.json') return Response.json(TEST_RUNTIME_CONFIG);
    if (url === '/api/site') return Response.json({ ...TEST_SITE_SETTINGS, ...site });
    if (url === '/api/paintings/featured') return Response.json([]);
    if (url === '/api/exchange-rates') return new Promise<Response>(() => {});
    throw new Error(`Unexpected call to ${url}`);
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

/** `ui` at `path` with the providers of the real shell. */
function shellPage(ui: ReactElement, path: string) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <CurrencyProvider>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}

/** Renders at `path` with the providers of the real shell, and lets the first answers arrive. */
export async function renderAt(ui: ReactElement, path = '/') {
  // An awaited act: remote modules suspend while they load.
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(shellPage(ui, path));
  });
  await settle();
  return view;
}

/**
 * The server's markup of `ui` at `path`, `meanwhile` done to it (a visitor acting before the
 * page's scripts arrive), then hydrated, and the first answers let in.
 */
export async function hydrateAt(ui: ReactElement, path: string, meanwhile: () => void) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(shellPage(ui, path));
  meanwhile();
  await act(async () => {
    render(shellPage(ui, path), { container, hydrate: true });
  });
  await settle();
}

/** Lets pending answers and lazily loaded modules arrive inside act(). */
export function settle(ms = 20) {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
}
