import { buttonClass, useFeaturedPaintings } from '@atelier/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useReservedPaintings } from '../../paintings/api/paintings';
import { PaintingCard, PaintingCardSkeleton, withCardImages } from '../../paintings/components/PaintingCard';

/** requirements §9: six skeleton cards while the featured paintings load. */
export const FEATURED_SKELETONS = 6;

/**
 * The home page's 'Featured Collection' (requirements §2, §8): six skeletons while loading, the error
 * or empty text, cards without price, and 'View Full Collection'.
 */
export function FeaturedCollection() {
  const { data, isPending, isError } = useFeaturedPaintings();
  const reserved = useReservedPaintings();
  const cards = data ? withCardImages(data) : [];

  let body: ReactNode;
  if (isPending) {
    body = (
      <Grid busy>
        {Array.from({ length: FEATURED_SKELETONS }, (_, index) => (
          <PaintingCardSkeleton key={index} testId="featured-skeleton" />
        ))}
      </Grid>
    );
  } else if (isError) {
    body = (
      <p className="py-10 text-center text-danger" data-testid="featured-error">
        Failed to load featured paintings. Please try again later.
      </p>
    );
  } else if (cards.length === 0) {
    body = (
      <p className="py-10 text-center text-ink-soft" data-testid="featured-empty">
        No featured paintings available at the moment.
      </p>
    );
  } else {
    body = (
      <Grid>
        {cards.map(({ painting, image }) => (
          <PaintingCard key={painting.id} painting={painting} image={image} reserved={reserved.has(painting.id)} testId="featured-card" />
        ))}
      </Grid>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-6 py-24 md:py-32" data-testid="featured-collection">
      <header className="text-center">
        <p className="text-xs tracking-[0.3em] text-ink-soft uppercase">The Collection</p>
        <h2 className="mt-4 text-4xl md:text-5xl">Featured Collection</h2>
        <p className="mx-auto mt-5 max-w-xl leading-relaxed text-ink-soft">
          Recent work from the studio: original oils of the Southern Alps, their lakes and rivers, and the Northland coast.
        </p>
      </header>
      <div className="mt-14">{body}</div>
      <div className="mt-16 text-center">
        <Link to="/collection" className={buttonClass('outline')}>
          View Full Collection
        </Link>
      </div>
    </div>
  );
}

function Grid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div aria-busy={busy} className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </div>
  );
}
