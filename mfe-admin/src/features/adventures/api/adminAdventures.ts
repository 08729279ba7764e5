import { ADVENTURE_MESSAGES, bookingsApi, type AdventureUpdate } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** `GET /api/admin/adventures` (under `/api/admin/`, so Logout forgets it). */
export const ADMIN_ADVENTURES_KEY = ['/api/admin/adventures'] as const;
/** The visitors' list (mfe-adventures' key on the same query cache): refreshed after an edit. */
const PUBLIC_ADVENTURES_KEY = ['/api/adventures'] as const;

export function useAdminAdventures() {
  return useQuery({ queryKey: ADMIN_ADVENTURES_KEY, queryFn: () => call(bookingsApi.adventures.listAll) });
}

/** Saves the artist's change to an adventure; both lists are read again. */
export function useUpdateAdventure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AdventureUpdate }) =>
      call(bookingsApi.adventures.update, { params: { id }, body: change }),
    onSuccess: () => {
      toast({ title: ADVENTURE_MESSAGES.updated });
      void queryClient.invalidateQueries({ queryKey: ADMIN_ADVENTURES_KEY });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_ADVENTURES_KEY });
    },
    onError: (error) => toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' }),
  });
}
