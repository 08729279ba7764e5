import type { Painting } from '@atelier/contracts';
import { getJson } from '@atelier/ui';
import { useQuery } from '@tanstack/react-query';

const MINUTE = 60_000;

/** All visible paintings (SPEC §7: fresh for 5 minutes, kept 10). */
export function usePaintings() {
  return useQuery({
    queryKey: ['/api/paintings'],
    queryFn: () => getJson<Painting[]>('/api/paintings'),
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });
}
