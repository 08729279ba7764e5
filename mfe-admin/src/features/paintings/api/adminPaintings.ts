import { catalogApi, type Painting, type PaintingInput } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS, refreshPaintings } from '../../../shared/queryKeys';

/** Every painting, hidden ones included (`GET /api/admin/paintings/all`). */
export function useAdminPaintings() {
  return useQuery({
    queryKey: QUERY_KEYS.paintings,
    queryFn: () => call(catalogApi.paintings.listAll),
  });
}

function replaceInList(queryClient: QueryClient, updated: Painting) {
  queryClient.setQueryData<Painting[]>(QUERY_KEYS.paintings, (list) =>
    list?.map((painting) => (painting.id === updated.id ? updated : painting)),
  );
}

function showError(error: Error) {
  toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' });
}

/** `POST /api/admin/paintings`: answers the created painting. */
export function useCreatePainting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaintingInput) => call(catalogApi.paintings.create, { body: input }),
    onSuccess: (created) => {
      // In the list at once, so the dialog (now editing it) finds it before the refetch lands.
      queryClient.setQueryData<Painting[]>(QUERY_KEYS.paintings, (list) => (list ? [created, ...list] : [created]));
      void refreshPaintings(queryClient);
      toast({ title: 'Painting created! You can now add images.' });
    },
    onError: showError,
  });
}

/** `PATCH /api/admin/paintings/{id}`. */
export function useUpdatePainting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: PaintingInput }) => call(catalogApi.paintings.update, { params: { id }, body: input }),
    onSuccess: (updated) => {
      replaceInList(queryClient, updated);
      void refreshPaintings(queryClient);
      toast({ title: 'Painting updated successfully' });
    },
    onError: showError,
  });
}

/** `DELETE /api/paintings/{id}` (an admin call despite its path). */
export function useDeletePainting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(catalogApi.paintings.remove, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Painting[]>(QUERY_KEYS.paintings, (list) => list?.filter((painting) => painting.id !== id));
      void refreshPaintings(queryClient);
      toast({ title: 'Painting deleted successfully' });
    },
    onError: showError,
  });
}

/** `PATCH /api/admin/paintings/{id}/visibility`: Hide/Show. */
export function useSetPaintingHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      call(catalogApi.paintings.setVisibility, { params: { id }, body: { hidden } }),
    onSuccess: (updated) => {
      replaceInList(queryClient, updated);
      void refreshPaintings(queryClient);
      toast({ title: 'Painting visibility updated' });
    },
    onError: showError,
  });
}
