import { createQueryClient, dismissToast, Toaster } from '@atelier/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows where the router is, so a test can see redirects. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `element` at `path` (matched by `route`) with a fresh query cache, the Toaster and
 * a probe of the current location. Other paths render nothing but the probe.
 */
export function renderPage(element: ReactElement, { path = '/', route = '*' }: { path?: string; route?: string } = {}) {
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <Location />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

export function cleanupToasts() {
  act(() => dismissToast());
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown } | Promise<never>);

/**
 * Answers fetch calls by `"METHOD /path"` with real `Response`s and records every call.
 * An unknown call fails the test loudly (a 599 answer and an error in the log).
 */
export function mockApi(routes: Record<string, Answer>) {
  const calls: RecordedCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const call = { method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const answer = routes[`${method} ${path}`];
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
