import { COMMERCE_MESSAGES, commerceApi, type Order, type SellPaintingRequest } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, refreshPaintings } from '../../../shared/queryKeys';

/**
 * `POST /api/admin/paintings/{id}/sell`: records the order and marks the painting sold for the
 * customer. A painting sold meanwhile answers 409, shown as the 'Error' toast with its message.
 */
export function useSellPainting() {
  return useSaleChange(
    ({ paintingId, request }: { paintingId: number; request: SellPaintingRequest }) =>
      call(commerceApi.sales.sell, { params: { id: paintingId }, body: request }),
    COMMERCE_MESSAGES.paintingMarkedSold,
  );
}

/**
 * `POST /api/admin/paintings/{id}/reverse-sale`: undoes her own sale (a mis-click); the order is
 * kept as cancelled and the painting is available again. A sale paid online answers 409.
 */
export function useReverseSale() {
  return useSaleChange(
    (paintingId: number) => call(commerceApi.sales.reverse, { params: { id: paintingId } }),
    COMMERCE_MESSAGES.saleReversed,
  );
}

/** A change to a painting's sale: the paintings and customers are read again either way (a 409 means the list was stale). */
function useSaleChange<Variables>(change: (variables: Variables) => Promise<Order>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void refreshPaintings(queryClient);
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.customers });
      toast({ title: done });
    },
    onError: (error: Error) => {
      void refreshPaintings(queryClient);
      toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' });
    },
  });
}
