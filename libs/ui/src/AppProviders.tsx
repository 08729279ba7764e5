import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { CurrencyProvider } from './currency/CurrencyProvider';
import { createQueryClient } from './queryClient';
import { Toaster } from './Toaster';

/** Router, query cache, display currency and the single Toaster: the frame the shell (or a standalone remote) runs in. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
