import { ADVENTURE_MESSAGES, bookingsApi, type AdventureUpdate } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '../../../shared/queryKeys';

export function useAdminAdventures() {
  return useQuery({ queryKey: QUERY_KEYS.adventures, queryFn: () => call(bookingsApi.adventures.listAll) });
}

/** Saves the artist's change to an adventure; both lists are read again. */
export function useUpdateAdventure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AdventureUpdate }) =>
      call(bookingsApi.adventures.update, { params: { id }, body: change }),
    onSuccess: () => {
      toast({ title: ADVENTURE_MESSAGES.updated });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.adventures });
      void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.publicAdventures });
    },
    onError: (error) => toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' }),
  });
}
