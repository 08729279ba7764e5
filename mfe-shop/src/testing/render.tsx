import { createQueryClient, CurrencyProvider, resetRuntimeConfig } from '@atelier/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

type Answer = { status?: number; body: unknown } | (() => Promise<Response>);

/**
 * Answers the page's calls by URL (exact match); the runtime config and exchange rates get
 * harmless defaults, anything else fails the test loudly.
 */
export function answerCalls(answers: Record<string, Answer>) {
  resetRuntimeConfig();
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const answer = answers[url];
    if (typeof answer === 'function') return answer();
    if (answer)
      return new Response(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body), { status: answer.status ?? 200 });
    if (url === '/runtime-config.json')
      return Response.json({ remotes: {}, ipLocationUrl: '', map: { tileUrl: 'https://tiles.example/{z}/{y}/{x}' } });
    // Rates never arrive unless a test answers them: prices use the static rates, no late re-render.
    if (url === '/api/exchange-rates') return new Promise<Response>(() => {});
    throw new Error(`Unexpected call to ${url}`);
  });
}

/** Shows where the app navigated to, for assertions. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

type PageOptions = { path?: string; route?: string };

/** `ui` at `path` (matched by `route`) with the shell's providers: query cache, currency, router. */
function page(ui: ReactElement, { path = '/', route = '*' }: PageOptions) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <CurrencyProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}

/** Renders `ui` at `path` (matched by `route`) with the shell's providers: query cache, currency, router. */
export function renderPage(ui: ReactElement, options: PageOptions = {}) {
  return render(page(ui, options));
}

/**
 * The server's markup of `ui` (as `renderPage` would show it), `meanwhile` done to it (a visitor
 * typing before the page's scripts arrive), then hydrated.
 */
export function hydratePage(ui: ReactElement, { meanwhile, ...options }: PageOptions & { meanwhile: () => void }) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page(ui, options));
  meanwhile();
  return render(page(ui, options), { container, hydrate: true });
}
