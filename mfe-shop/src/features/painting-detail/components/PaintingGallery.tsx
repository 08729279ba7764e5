import { PAINTING_DETAIL_IMAGE_SIZES, type PaintingImage } from '@atelier/contracts';
import { ResponsivePicture } from '@atelier/ui';

const THUMBNAIL_SIZES = '(min-width: 1024px) 150px, 25vw';

/**
 * The main image (a link to the full-size picture, which live opens the full-screen viewer
 * instead) and, with more than one image, the thumbnails in a 4-column grid; clicking one selects it.
 */
export function PaintingGallery({
  title,
  images,
  selected,
  onSelect,
  onOpen,
}: {
  title: string;
  images: PaintingImage[];
  selected: number;
  onSelect: (index: number) => void;
  onOpen: () => void;
}) {
  const image = images[selected];
  return (
    <div>
      {image ? (
        <a
          href={image.imageUrl}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // new tab or window
            event.preventDefault();
            onOpen();
          }}
          aria-label={`Open ${title} full screen`}
          data-testid="painting-main-image"
          className="group relative flex w-full cursor-zoom-in items-center justify-center bg-paper-deep p-4 sm:p-8"
        >
          <ResponsivePicture
            key={image.id}
            image={image}
            alt={image.altText || title}
            sizes={PAINTING_DETAIL_IMAGE_SIZES}
            fetchPriority="high"
            pictureClassName="contents"
            className="h-auto max-h-[75vh] w-auto max-w-full shadow-[0_18px_40px_-18px_rgba(28,27,25,0.55)]"
            // Its box before it arrives, as wide as it will be drawn: nothing moves when it does.
            style={image.width && image.height ? { width: `min(100%, calc(75vh * ${image.width / image.height}))` } : undefined}
          />
          <span className="absolute right-3 bottom-3 flex items-center gap-2 bg-ink/70 px-3 py-1.5 text-[0.65rem] tracking-[0.2em] text-paper uppercase opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
            View full screen
          </span>
        </a>
      ) : (
        <div className="flex aspect-[4/3] items-center justify-center bg-paper-deep text-sm text-ink-soft">No image yet</div>
      )}

      {images.length > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3" data-testid="painting-thumbnails">
          {images.map((thumbnail, index) => (
            <li key={thumbnail.id}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                className={`flex aspect-square w-full items-center justify-center overflow-hidden bg-paper-deep p-1.5 ring-offset-2 ring-offset-paper transition ${
                  index === selected ? 'ring-2 ring-ink' : 'opacity-75 hover:opacity-100'
                }`}
              >
                <ResponsivePicture
                  image={thumbnail}
                  alt={thumbnail.altText || `${title}, image ${index + 1}`}
                  sizes={THUMBNAIL_SIZES}
                  loading="lazy"
                  decoding="async"
                  pictureClassName="contents"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
