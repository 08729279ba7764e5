import { catalogApi, type PaintingImage } from '@atelier/contracts';
import { apiErrorMessage, call, toast } from '@atelier/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readAsDataUrl } from '../../../shared/readAsDataUrl';
import { uploadFailureMessage } from '../imageFiles';
import { refreshPaintings } from '../../../shared/queryKeys';

/** What 'Add Image' sends: files (read as data URLs) or one typed URL. */
export type ImageSource = { kind: 'files'; files: File[] } | { kind: 'url'; url: string };

export interface UploadImagesInput {
  source: ImageSource;
  altText: string;
  /** How many images the painting has now: the first new one gets this sort order (requirements §7). */
  currentCount: number;
}

/** Reading a chosen file failed: requirements §8 'Error' / 'Failed to process image(s)', not 'Upload Failed'. */
class FileReadError extends Error {}

/**
 * `POST /api/admin/painting-images`, one image after another, each with sort order = current
 * count + its index. Files are read first, so a read failure sends nothing.
 */
export function useUploadImages(paintingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ source, altText, currentCount }: UploadImagesInput) => {
      let imageUrls: string[];
      if (source.kind === 'url') imageUrls = [source.url.trim()];
      else {
        try {
          imageUrls = await Promise.all(source.files.map(readAsDataUrl));
        } catch {
          throw new FileReadError('Failed to process image(s)');
        }
      }
      const created: PaintingImage[] = [];
      for (const [index, imageUrl] of imageUrls.entries()) {
        const body = { paintingId, imageUrl, altText: altText.trim() || undefined, sortOrder: currentCount + index };
        created.push(await call(catalogApi.paintingImages.add, { body }));
      }
      return created;
    },
    onSuccess: () => toast({ title: 'Image uploaded successfully' }),
    onError: (error) =>
      error instanceof FileReadError
        ? toast({ title: 'Error', description: error.message, variant: 'destructive' })
        : toast({ title: 'Upload Failed', description: uploadFailureMessage(error), variant: 'destructive' }),
    // Some files may have gone through before a failure: show what is there either way.
    onSettled: () => refreshPaintings(queryClient),
  });
}

function useImageMutation<TInput>(request: (input: TInput) => Promise<unknown>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => toast({ title: success }),
    onError: (error) => toast({ title: 'Error', description: apiErrorMessage(error), variant: 'destructive' }),
    onSettled: () => refreshPaintings(queryClient),
  });
}

/** `DELETE /api/admin/painting-images/{id}`; the server promotes the next image if this was the primary. */
export function useDeleteImage() {
  return useImageMutation(
    (image: PaintingImage) => call(catalogApi.paintingImages.remove, { params: { id: image.id } }),
    'Image deleted successfully',
  );
}

/** `PATCH /api/admin/painting-images/{id}/primary`: exactly one primary per painting. */
export function useSetPrimaryImage() {
  return useImageMutation(
    (image: PaintingImage) => call(catalogApi.paintingImages.makePrimary, { params: { id: image.id } }),
    'Primary image updated',
  );
}

/** The two sort orders a move writes (requirements §4: swap with the neighbour's). */
export function swappedSortOrders(image: PaintingImage, neighbour: PaintingImage, direction: 'up' | 'down') {
  if (image.sortOrder !== neighbour.sortOrder) return { image: neighbour.sortOrder, neighbour: image.sortOrder };
  // Equal orders (an image added by URL after a delete can share one): swapping would change
  // nothing, so the moved image takes the shared value and the other steps past it.
  const shared = image.sortOrder;
  return direction === 'up' ? { image: shared, neighbour: shared + 1 } : { image: shared + 1, neighbour: shared };
}

/** Moves an image one place by swapping sort orders with its neighbour: two PATCH calls. */
export function useMoveImage() {
  return useImageMutation(
    async ({ image, neighbour, direction }: { image: PaintingImage; neighbour: PaintingImage; direction: 'up' | 'down' }) => {
      const orders = swappedSortOrders(image, neighbour, direction);
      await call(catalogApi.paintingImages.setSortOrder, { params: { id: image.id }, body: { sortOrder: orders.image } });
      await call(catalogApi.paintingImages.setSortOrder, { params: { id: neighbour.id }, body: { sortOrder: orders.neighbour } });
    },
    'Image order updated',
  );
}
