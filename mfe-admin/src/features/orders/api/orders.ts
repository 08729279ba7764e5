import { COMMERCE_MESSAGES, commerceApi, type FulfilmentState, type FulfilOrderRequest } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, refreshPaintings } from '../../../shared/queryKeys';

/** Every sale and every paid payment that made none, newest first. */
export function useOrders() {
  return useQuery({ queryKey: QUERY_KEYS.orders, queryFn: () => call(commerceApi.orders.list) });
}

/** Checkouts a buyer submitted that were declined or never finished, newest first. */
export function useUnfinishedCheckouts() {
  return useQuery({ queryKey: QUERY_KEYS.unfinishedCheckouts, queryFn: () => call(commerceApi.orders.unfinished) });
}

/** What the artist is told once an order moved on (the buyer is e-mailed when it ships or is ready). */
const FULFILLED_MESSAGES: Record<Exclude<FulfilmentState, 'unfulfilled'>, string> = {
  shipped: COMMERCE_MESSAGES.orderShipped,
  delivered: COMMERCE_MESSAGES.orderDelivered,
  'ready-for-pickup': COMMERCE_MESSAGES.orderReadyForPickup,
  collected: COMMERCE_MESSAGES.orderCollected,
};

/** Moves a paid order one step on its way (shipped, delivered, ready for pickup, collected). */
export function useFulfilOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, step }: { orderId: number; step: FulfilOrderRequest }) =>
      call(commerceApi.orders.fulfil, { params: { id: orderId }, body: step }),
    onSuccess: (_record, { step }) => toast({ title: FULFILLED_MESSAGES[step.state] }),
    onError: (error) => toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.orders }),
  });
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
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.orders });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.customers });
      void refreshPaintings(queryClient);
    },
  });
}
