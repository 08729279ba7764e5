import type { Painting, PaintingImage } from '@atelier/contracts';
import { Spinner, buttonClass } from '@atelier/ui';
import { ConfirmDialog } from '@atelier/ui/dialog';
import { useState, type ReactNode } from 'react';
import { ArrowDownIcon, ArrowUpIcon, ImageIcon, PlusIcon, StarIcon, TrashIcon } from '../../../components/icons';
import { useDeleteImage, useMoveImage, useSetPrimaryImage } from '../api/paintingImages';
import { thumbnailSrc } from '../thumbnail';
import { AddImageDialog } from './AddImageDialog';

/**
 * The painting's images (requirements §2): 'Add Image', and a grid in display order with the order
 * number, the 'Primary' badge, move up/down, 'Set Primary' and Delete.
 */
export function ImageManager({ painting }: { painting: Painting }) {
  const images = painting.images;
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<PaintingImage | null>(null);
  const deleteImage = useDeleteImage();
  const setPrimary = useSetPrimaryImage();
  const move = useMoveImage();
  const busy = deleteImage.isPending || setPrimary.isPending || move.isPending;

  const moveImage = (index: number, direction: 'up' | 'down') => {
    const image = images[index];
    const neighbour = images[direction === 'up' ? index - 1 : index + 1];
    if (image && neighbour) move.mutate({ image, neighbour, direction });
  };

  return (
    <section aria-labelledby="admin-images-heading" data-testid="admin-image-manager">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="admin-images-heading" className="text-xl">
            Images
          </h3>
          <p className="text-xs text-ink-soft">The primary image shows on cards; the order is the order on the painting’s page.</p>
        </div>
        <button type="button" onClick={() => setAdding(true)} className={buttonClass('outline')} data-testid="admin-add-image">
          <PlusIcon />
          Add Image
        </button>
      </div>

      {images.length === 0 ? (
        <div
          className="mt-4 flex flex-col items-center rounded-sm border border-dashed border-line px-6 py-10 text-center"
          data-testid="admin-images-empty"
        >
          <ImageIcon className="h-8 w-8 text-ink-soft" />
          <p className="mt-3 text-sm font-medium">No images uploaded yet</p>
          <p className="mt-1 text-sm text-ink-soft">Click &quot;Add Image&quot; to upload the first image</p>
        </div>
      ) : (
        <ol className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="admin-image-grid" aria-busy={busy}>
          {images.map((image, index) => (
            <li
              key={image.id}
              data-testid="admin-image-card"
              data-image-id={image.id}
              className={`overflow-hidden rounded-sm border bg-paper ${image.isPrimary ? 'border-accent ring-1 ring-accent' : 'border-line'}`}
            >
              <div className="relative aspect-[4/3] bg-paper-deep">
                <img
                  src={thumbnailSrc(image)}
                  alt={image.altText || `${painting.title}, image ${index + 1}`}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
                <span
                  className="absolute top-2 left-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-medium text-paper"
                  data-testid="admin-image-order"
                >
                  {index + 1}
                </span>
                {image.isPrimary && (
                  <span
                    className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-paper"
                    data-testid="admin-image-primary"
                  >
                    <StarIcon className="h-3 w-3" />
                    Primary
                  </span>
                )}
              </div>
              <div className="flex items-center gap-1 p-1.5">
                <IconButton label="Move up" disabled={busy || index === 0} onClick={() => moveImage(index, 'up')} testId="admin-image-up">
                  <ArrowUpIcon />
                </IconButton>
                <IconButton
                  label="Move down"
                  disabled={busy || index === images.length - 1}
                  onClick={() => moveImage(index, 'down')}
                  testId="admin-image-down"
                >
                  <ArrowDownIcon />
                </IconButton>
                <IconButton
                  label="Delete image"
                  disabled={busy}
                  onClick={() => setToDelete(image)}
                  testId="admin-image-delete"
                  className="ml-auto text-danger hover:bg-danger/10"
                >
                  <TrashIcon />
                </IconButton>
              </div>
              {!image.isPrimary && (
                <button
                  type="button"
                  onClick={() => setPrimary.mutate(image)}
                  disabled={busy}
                  data-testid="admin-image-set-primary"
                  className="block w-full border-t border-line px-2 py-2 text-xs font-medium whitespace-nowrap text-accent transition-colors hover:bg-accent/10 disabled:opacity-40"
                >
                  Set Primary
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {busy && (
        <p className="mt-2 flex items-center gap-2 text-xs text-ink-soft">
          <Spinner label={null} className="h-3 w-3" />
          Saving…
        </p>
      )}

      {adding && <AddImageDialog painting={painting} onClose={() => setAdding(false)} />}

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && !deleteImage.isPending && setToDelete(null)}
        title="Delete Image"
        message="Delete this image from the painting? This cannot be undone."
        confirmLabel={deleteImage.isPending ? 'Deleting...' : 'Delete'}
        pending={deleteImage.isPending}
        onConfirm={() => toDelete && deleteImage.mutate(toDelete, { onSettled: () => setToDelete(null) })}
      />
    </section>
  );
}

function IconButton({
  label,
  onClick,
  disabled,
  testId,
  className = 'text-ink hover:bg-paper-deep',
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  testId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      data-testid={testId}
      className={`rounded-sm p-1.5 transition-colors disabled:opacity-30 ${className}`}
    >
      {children}
    </button>
  );
}
