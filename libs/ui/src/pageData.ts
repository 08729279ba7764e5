import { PAGE_DATA_ELEMENT_ID, type PageData } from '@atelier/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Puts the answers the page's HTML came with into its query cache, before the first render: the
 * queries that ask for them find them there and send no request (`staleTime` decides when they
 * are read again, as for any answer).
 */
export function seedPageData(queryClient: QueryClient): void {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  let entries: PageData;
  try {
    entries = JSON.parse(element.textContent) as PageData;
  } catch {
    return;
  }
  for (const [queryKey, answer] of entries) queryClient.setQueryData(queryKey, answer);
}
