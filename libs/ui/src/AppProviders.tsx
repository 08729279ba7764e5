import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { CurrencyProvider } from './currency/CurrencyProvider';
import { seedPageData } from './pageData';
import { createQueryClient } from './queryClient';
import { Toaster } from './Toaster';

/**
 * Router, query cache (starting from the answers the page's HTML came with), display currency and
 * the single Toaster: the frame the shell (or a standalone remote) runs in.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedPageData(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <BrowserRouter>
          {children}
          <Toaster />
        </BrowserRouter>
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
