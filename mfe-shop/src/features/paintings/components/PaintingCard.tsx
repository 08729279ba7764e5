import { cardImage, isSold, type Painting, type PaintingImage } from '@atelier/contracts';
import { Skeleton } from '@atelier/ui';
import { Link } from 'react-router';
import { LazyPaintingImage } from './LazyPaintingImage';

/** How wide a card image is drawn in the 1/2/3-column grid (page padding 24 px, gaps 32 px, frame padding 20 px). */
export const CARD_IMAGE_SIZES =
  '(min-width: 1152px) 310px, (min-width: 1024px) calc((100vw - 112px) / 3 - 40px), (min-width: 640px) calc((100vw - 80px) / 2 - 40px), calc(100vw - 88px)';

/**
 * A painting in a grid, linking to its detail page. Cards show no price (requirements §2); a sold one says
 * so, as galleries do with a red dot, and one held for a buyer's payment in flight says Reserved.
 */
export function PaintingCard({
  painting,
  image,
  reserved = false,
  eager = false,
  testId,
}: {
  painting: Painting;
  image: PaintingImage;
  reserved?: boolean;
  /** In view when the page opens: its image comes with the page (LazyPaintingImage). */
  eager?: boolean;
  testId: string;
}) {
  const details = [painting.medium, painting.year].filter(Boolean).join(', ');
  const status = isSold(painting) ? STATUS.sold : reserved ? STATUS.reserved : null;

  return (
    <Link to={`/painting/${painting.id}`} data-testid={testId} className="group block">
      <LazyPaintingImage
        image={image}
        alt={image.altText || painting.title}
        sizes={CARD_IMAGE_SIZES}
        className="aspect-[4/3] p-5"
        eager={eager}
      />
      {/* The dot sits beside the title, so marked cards line up with the others. */}
      <div className="mt-5 flex items-baseline justify-between gap-4">
        <h3 className="text-xl leading-snug transition-colors group-hover:text-accent">{painting.title}</h3>
        {status && (
          <p
            className={`flex shrink-0 items-center gap-2 text-xs font-medium tracking-[0.2em] uppercase ${status.text}`}
            data-testid={`${testId}-${status.id}`}
          >
            <span className={`h-2.5 w-2.5 rounded-full ${status.dot}`} aria-hidden="true" />
            {status.label}
          </p>
        )}
      </div>
      <p className="mt-1 text-sm text-ink-soft">{details}</p>
      {painting.location && <p className="mt-0.5 text-sm text-ink-soft">{painting.location}</p>}
    </Link>
  );
}

const STATUS = {
  sold: { id: 'sold', label: 'Sold', text: 'text-danger', dot: 'bg-danger' },
  reserved: { id: 'reserved', label: 'Reserved', text: 'text-held', dot: 'bg-held' },
} as const;

export function PaintingCardSkeleton({ testId }: { testId: string }) {
  return (
    <div data-testid={testId}>
      <Skeleton className="aspect-[4/3]" />
      <Skeleton className="mt-5 h-6 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/2" />
    </div>
  );
}

/** The paintings that get a card, each with its card image (primary, else first); those without images get none. */
export function withCardImages(paintings: readonly Painting[]): { painting: Painting; image: PaintingImage }[] {
  return paintings.flatMap((painting) => {
    const image = cardImage(painting);
    return image ? [{ painting, image }] : [];
  });
}
