import { catalogApi, commerceApi, type Painting } from '@atelier/contracts';
import { call } from '@atelier/ui';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';

const MINUTE = 60_000;

/** All visible paintings, newest first (requirements §7: fresh for 5 minutes, kept 10). */
export function usePaintings() {
  return useQuery({
    queryKey: ['/api/paintings'],
    queryFn: () => call(catalogApi.paintings.list),
    staleTime: 5 * MINUTE,
    gcTime: 10 * MINUTE,
  });
}

/**
 * One visible painting with its images; a hidden or missing one is an error (404). Coming from
 * the collection, the listed copy shows at once while the fresh one loads.
 */
export function usePainting(id: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['/api/paintings', id],
    queryFn: id === null ? skipToken : () => call(catalogApi.paintings.get, { params: { id } }),
    placeholderData: () => queryClient.getQueryData<Painting[]>(['/api/paintings'])?.find((painting) => painting.id === id),
  });
}

/**
 * The paintings held for a buyer whose payment is in flight (shown Reserved, requirements §4), as ids, fresh every
 * half minute. A shop that cannot tell (commerce away) shows none: checkout still refuses them.
 */
export function useReservedPaintings(): ReadonlySet<number> {
  const { data } = useQuery({
    queryKey: ['/api/reservations'],
    queryFn: () => call(commerceApi.payments.reservations),
    staleTime: 10_000,
    refetchInterval: 30_000,
    select: (reservations) => new Set(reservations.map((reservation) => reservation.paintingId)),
  });
  return data ?? NONE;
}

const NONE: ReadonlySet<number> = new Set();
