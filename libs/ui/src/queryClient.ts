import { QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient with the requirements §7 defaults: no retries, data never goes stale by itself, no
 * refetch on window focus, no polling, unused data kept 5 minutes. Queries that need fresher
 * data set their own `staleTime`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
