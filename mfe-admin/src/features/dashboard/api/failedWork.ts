import { DURABLE_WORK_SERVICES, FAILED_WORK_MESSAGES, failedWorkApi, type FailedWork } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../shared/queryKeys';

const listKey = (service: string) => [...QUERY_KEYS.failedWork, service];

export interface FailedWorkLists {
  /** Every service's failed work that loaded, the latest failure first. */
  items: FailedWork[];
  /** Still loading, with nothing loaded yet. */
  pending: boolean;
  /** The services whose list could not be loaded. */
  unreadable: string[];
  refetch: () => void;
}

/** The failed work of every service that keeps durable work (architecture §4), one call each. */
export function useFailedWork(): FailedWorkLists {
  return useQueries({
    queries: DURABLE_WORK_SERVICES.map((service) => ({
      queryKey: listKey(service),
      queryFn: () => call(failedWorkApi.list, { params: { service } }),
    })),
    combine: (results) => ({
      items: results.flatMap((result) => result.data ?? []).sort((a, b) => b.failedAt.localeCompare(a.failedAt)),
      pending: results.every((result) => result.isPending),
      unreadable: DURABLE_WORK_SERVICES.filter((_, index) => results[index]!.isError),
      refetch: () => results.forEach((result) => void result.refetch()),
    }),
  });
}

/** Queues one piece of failed work again; its service's list is read again, where it is failed no more. */
export function useRetryFailedWork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (work: Pick<FailedWork, 'service' | 'id'>) => call(failedWorkApi.retry, { params: { service: work.service, id: work.id } }),
    onSuccess: () => toast({ title: FAILED_WORK_MESSAGES.retried }),
    onError: (error) => toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' }),
    onSettled: (_answer, _error, work) => void queryClient.invalidateQueries({ queryKey: listKey(work.service) }),
  });
}
