import { cardImage, type Painting } from '@atelier/contracts';
import type { ReactNode } from 'react';
import { usePaintings } from '../api/usePaintings';
import { PaintingCard, PaintingCardSkeleton } from './PaintingCard';

const SKELETON_CARDS = 9;

/** 'The Glenorchy Collection': every painting that has an image, as a grid of cards. */
export function CollectionPage() {
  const { data, isPending, isError } = usePaintings();

  return (
    <section className="mx-auto max-w-6xl px-6 py-16 md:py-20">
      <header className="text-center">
        <h1 className="text-4xl md:text-5xl">The Glenorchy Collection</h1>
        <p className="mx-auto mt-4 max-w-xl text-ink-soft">
          Original oil paintings of the lakes, rivers and mountains around Glenorchy, painted en plein air.
        </p>
      </header>
      <div className="mt-12">{isPending ? <Skeletons /> : isError ? <Failed /> : <Cards paintings={data} />}</div>
    </section>
  );
}

function Cards({ paintings }: { paintings: Painting[] }) {
  const cards = paintings.flatMap((painting) => {
    const image = cardImage(painting);
    return image ? [{ painting, image }] : [];
  });

  if (cards.length === 0) {
    return <Message testId="collection-empty">No paintings available at the moment.</Message>;
  }

  return (
    <>
      <p data-testid="collection-count" className="mb-8 text-center text-sm tracking-wide text-ink-soft">
        {cards.length} {cards.length === 1 ? 'painting' : 'paintings'} found
      </p>
      <Grid>
        {cards.map(({ painting, image }) => (
          <PaintingCard key={painting.id} painting={painting} image={image} />
        ))}
      </Grid>
    </>
  );
}

function Skeletons() {
  return (
    <Grid busy>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <PaintingCardSkeleton key={index} />
      ))}
    </Grid>
  );
}

function Failed() {
  return (
    <Message testId="collection-error" className="text-danger">
      Failed to load paintings. Please try again later.
    </Message>
  );
}

function Grid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div aria-busy={busy} className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </div>
  );
}

function Message({ testId, className = 'text-ink-soft', children }: { testId: string; className?: string; children: ReactNode }) {
  return (
    <p data-testid={testId} className={`py-16 text-center ${className}`}>
      {children}
    </p>
  );
}
