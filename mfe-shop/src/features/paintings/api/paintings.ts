import type { Painting } from '@atelier/contracts';
import { getJson } from '@atelier/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/** All visible paintings, newest first (SPEC §7: fresh for 5 minutes, kept 10). */
export function usePaintings() {
  return useQuery({
    queryKey: ['/api/paintings'],
    queryFn: () => getJson<Painting[]>('/api/paintings'),
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });
}

/** The featured paintings (the shell's hero asks the same query, so it is one request). */
export function useFeaturedPaintings() {
  return useQuery({ queryKey: ['/api/paintings/featured'], queryFn: () => getJson<Painting[]>('/api/paintings/featured') });
}

/**
 * One visible painting with its images; a hidden or missing one is an error (404). Coming from
 * the collection, the listed copy shows at once while the fresh one loads.
 */
export function usePainting(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['/api/paintings', id],
    queryFn: () => getJson<Painting>(`/api/paintings/${id}`),
    enabled: id !== null,
    placeholderData: () => queryClient.getQueryData<Painting[]>(['/api/paintings'])?.find((painting) => painting.id === id),
  });
}
