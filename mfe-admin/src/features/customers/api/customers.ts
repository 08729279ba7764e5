import { COMMERCE_MESSAGES, commerceApi, type Customer, type CustomerInput, type CustomerUpdateInput } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../shared/queryKeys';

/** Every customer, newest first, each with the paintings they bought (`GET /api/admin/customers`). */
export function useCustomers() {
  return useQuery({ queryKey: QUERY_KEYS.customers, queryFn: () => call(commerceApi.customers.list) });
}

function showError(error: Error) {
  toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' });
}

/** `POST /api/admin/customers`: answers the created customer. */
export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomerInput) => call(commerceApi.customers.create, { body: input }),
    onSuccess: (created) => {
      // In the list at once, so a select waiting for it (the sell dialog) finds it before the refetch.
      queryClient.setQueryData<Customer[]>(QUERY_KEYS.customers, (list) => (list ? [created, ...list] : [created]));
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.customers });
      toast({ title: COMMERCE_MESSAGES.customerCreated });
    },
    onError: showError,
  });
}

/** `PATCH /api/admin/customers/{id}`. */
export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CustomerUpdateInput }) =>
      call(commerceApi.customers.update, { params: { id }, body: input }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.customers });
      toast({ title: COMMERCE_MESSAGES.customerUpdated });
    },
    onError: showError,
  });
}

/** `DELETE /api/admin/customers/{id}`: also removes them from the mailing-list provider (server side). */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(commerceApi.customers.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Customer[]>(QUERY_KEYS.customers, (list) => list?.filter((customer) => customer.id !== id));
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.customers });
      toast({ title: COMMERCE_MESSAGES.customerDeleted });
    },
    onError: showError,
  });
}
