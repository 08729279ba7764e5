import type { PageData } from '@atelier/contracts';
import { hydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { CurrencyProvider } from './currency/CurrencyProvider';
import { createQueryClient } from './queryClient';
import { RUNTIME_CONFIG_QUERY_KEY, setRuntimeConfig } from './runtime/runtimeConfig';
import { Toaster } from './Toaster';

/**
 * The server's queries as of the page's arrival: a page is rendered now or kept only while what it
 * shows is unchanged (the page cache drops it the moment anything changes), so its data is as
 * fresh as the page, however long ago it was rendered, and is not asked for again on hydration.
 */
function asOfArrival(queries: DehydratedState): DehydratedState {
  const now = Date.now();
  return { ...queries, queries: queries.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}

/**
 * Router, query cache, display currency and the single Toaster: the frame the shell (or a
 * standalone remote) runs in. A server-rendered page (`page`) starts from exactly what the server
 * rendered with, so hydration finds the same markup and asks the API nothing again.
 */
export function AppProviders({ children, page }: { children: ReactNode; page?: PageData | null }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (page) {
      hydrate(client, asOfArrival(page.queries as DehydratedState));
      setRuntimeConfig(page.config);
      client.setQueryData(RUNTIME_CONFIG_QUERY_KEY, page.config);
    }
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider initial={page ? { currency: page.currency, rates: page.rates } : undefined}>
        <BrowserRouter>
          {children}
          <Toaster />
        </BrowserRouter>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
