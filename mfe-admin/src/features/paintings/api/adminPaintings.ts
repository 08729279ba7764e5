import { catalogApi, type Painting, type PaintingInput } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

export const ADMIN_PAINTINGS_KEY = ['/api/admin/paintings/all'] as const;

/** Every painting, hidden ones included (`GET /api/admin/paintings/all`). */
export function useAdminPaintings() {
  return useQuery({
    queryKey: ADMIN_PAINTINGS_KEY,
    queryFn: () => call(catalogApi.paintings.listAll),
  });
}

/** The admin list and every public painting query, so visitor pages in this tab show the change too. */
export function refreshPaintings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && /^\/api\/(admin\/)?paintings/.test(queryKey[0]),
  });
}

function replaceInList(queryClient: QueryClient, updated: Painting) {
  queryClient.setQueryData<Painting[]>(ADMIN_PAINTINGS_KEY, (list) =>
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
      queryClient.setQueryData<Painting[]>(ADMIN_PAINTINGS_KEY, (list) => (list ? [created, ...list] : [created]));
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
      queryClient.setQueryData<Painting[]>(ADMIN_PAINTINGS_KEY, (list) => list?.filter((painting) => painting.id !== id));
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
