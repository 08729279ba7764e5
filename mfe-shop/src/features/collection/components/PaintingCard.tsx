import type { Painting, PaintingImage } from '@atelier/contracts';
import { Skeleton } from '@atelier/ui';
import { Link } from 'react-router';

/** A painting in the grid, linking to its detail page. No price on cards. */
export function PaintingCard({ painting, image }: { painting: Painting; image: PaintingImage }) {
  const details = [painting.medium, painting.year].filter(Boolean).join(', ');

  return (
    <Link to={`/painting/${painting.id}`} data-testid="collection-card" className="group block">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden bg-paper-deep p-5">
        <img
          src={image.imageUrl}
          alt={image.altText || painting.title}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          loading="lazy"
          decoding="async"
          className="h-auto max-h-full w-auto max-w-full shadow-md transition-transform duration-500 group-hover:scale-[1.02]"
        />
      </div>
      <h2 className="mt-4 text-xl transition-colors group-hover:text-accent">{painting.title}</h2>
      <p className="mt-1 text-sm text-ink-soft">{details}</p>
      {painting.location && <p className="mt-0.5 text-sm text-ink-soft">{painting.location}</p>}
    </Link>
  );
}

export function PaintingCardSkeleton() {
  return (
    <div data-testid="collection-skeleton">
      <Skeleton className="aspect-[4/3]" />
      <Skeleton className="mt-4 h-6 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/2" />
    </div>
  );
}
