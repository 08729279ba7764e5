import { COMMERCE_MESSAGES, commerceApi } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_CUSTOMERS_KEY } from '../../customers/api/customers';
import { refreshPaintings } from '../../paintings/api/adminPaintings';

/** `GET /api/admin/orders` (under `/api/admin/`, so Logout forgets it). */
export const ADMIN_ORDERS_KEY = ['/api/admin/orders'] as const;

/** Every sale and every payment that made none, newest first. */
export function useOrders() {
  return useQuery({ queryKey: ADMIN_ORDERS_KEY, queryFn: () => call(commerceApi.orders.list) });
}

/** Refunds a paid card or PayPal order in full; the orders, paintings and customers are read again. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, makeAvailable }: { orderId: number; makeAvailable: boolean }) =>
      call(commerceApi.orders.refund, { params: { id: orderId }, body: { makeAvailable } }),
    onSuccess: (_record, { makeAvailable }) =>
      toast({ title: makeAvailable ? COMMERCE_MESSAGES.orderRefundedAvailable : COMMERCE_MESSAGES.orderRefunded }),
    onError: (error) => toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_CUSTOMERS_KEY });
      void refreshPaintings(queryClient);
    },
  });
}
