import { isSold, type Painting } from '@atelier/contracts';
import { buttonClass, useKeepChangedBeforeHydration } from '@atelier/ui';
import { startTransition, useMemo, useOptimistic, useRef, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { usePaintings, useReservedPaintings } from '../../paintings/api/paintings';
import { PaintingCard, PaintingCardSkeleton, withCardImages } from '../../paintings/components/PaintingCard';
import {
  countText,
  emptyText,
  isSortOrder,
  loadMoreText,
  matchesSearch,
  pagesShown,
  PAGE_SIZE,
  SORT_OPTIONS,
  sortPaintings,
  type SortOrder,
} from '../collectionView';

export const SEARCH_PLACEHOLDER = 'Search paintings, medium, or location...';

/**
 * 'The Glenorchy Collection' (/collection and /paintings): search, sort, available works only, 9 cards at a time.
 * They live in the address (?q=…&sort=…&available=1&page=2), so Back from a painting restores them,
 * and before the page is live, or without JavaScript, they are a form and a link the server answers.
 */
/** Cards in the grid's first row at its widest (three columns). */
const FIRST_ROW = 3;

export function CollectionPage() {
  const { data, isPending, isError } = usePaintings();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const term = params.get('q') ?? '';
  const sortParam = params.get('sort');
  const sort: SortOrder = isSortOrder(sortParam) ? sortParam : 'newest';
  const availableOnly = params.get('available') === '1';
  const pages = pagesShown(params.get('page'));
  // The router changes the address in a transition: the box shows the click at once, not when the list is ready.
  const [availableShown, showAvailable] = useOptimistic(availableOnly);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    // A new search, sort or filter starts again at 9 cards.
    next.delete('page');
    for (const [key, value] of Object.entries(changes)) {
      if (value && !(key === 'sort' && value === 'newest')) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };
  // The controls are named after the address's parameters: what was typed or picked before the page
  // hydrated goes into the address as it hydrates.
  const filters = useRef<HTMLFormElement>(null);
  useKeepChangedBeforeHydration(filters, update);

  return (
    <section className="mx-auto max-w-6xl px-6 py-16 md:py-20">
      <header className="text-center">
        <p className="text-xs tracking-[0.3em] text-ink-soft uppercase">Original Oil Paintings</p>
        <h1 className="mt-4 text-4xl md:text-6xl">The Glenorchy Collection</h1>
        <p className="mx-auto mt-5 max-w-xl leading-relaxed text-ink-soft">
          The lakes, rivers and mountains around Glenorchy and the Northland coast at Waipu, each painted outdoors in a single light.
        </p>
      </header>

      {/* Live, each change applies at once; before, and without JavaScript, the form asks the server. */}
      <form
        ref={filters}
        method="get"
        action={pathname}
        role="search"
        onSubmit={(event) => event.preventDefault()}
        className="mt-12 flex flex-col gap-4 border-y border-line py-5 sm:flex-row sm:items-center sm:justify-between"
      >
        <label className="relative flex-1 sm:max-w-md">
          <span className="sr-only">Search paintings</span>
          <svg
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-soft"
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            aria-hidden="true"
          >
            <circle cx="8.5" cy="8.5" r="5.5" />
            <path d="m13 13 4 4" />
          </svg>
          <input
            type="search"
            value={term}
            onChange={(event) => update({ q: event.target.value })}
            placeholder={SEARCH_PLACEHOLDER}
            name="q"
            data-testid="collection-search"
            className="w-full rounded-sm border border-line bg-paper py-2.5 pr-3 pl-10 text-sm placeholder:text-ink-soft/80 focus:border-ink"
          />
        </label>
        <label className="flex items-center gap-2.5 text-sm text-ink-soft">
          <input
            type="checkbox"
            checked={availableShown}
            onChange={(event) => {
              const checked = event.target.checked;
              startTransition(() => {
                showAvailable(checked);
                update({ available: checked ? '1' : '' });
              });
            }}
            name="available"
            value="1"
            data-testid="collection-available-only"
            className="h-4 w-4 accent-ink"
          />
          Available works only
        </label>
        <label className="flex items-center gap-3 text-sm text-ink-soft">
          Sort by
          <select
            value={sort}
            onChange={(event) => update({ sort: event.target.value })}
            name="sort"
            data-testid="collection-sort"
            className="rounded-sm border border-line bg-paper py-2.5 pr-8 pl-3 text-ink"
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className={buttonClass('outline')}>
            Apply
          </button>
        </noscript>
      </form>

      <div className="mt-10">
        {isPending ? (
          <Skeletons />
        ) : isError ? (
          <Message testId="collection-error" className="text-danger">
            Failed to load paintings. Please try again later.
          </Message>
        ) : (
          <Results
            paintings={data}
            term={term}
            sort={sort}
            availableOnly={availableOnly}
            visible={pages * PAGE_SIZE}
            more={moreSearch(params, pages + 1)}
            onClear={() => update({ q: '' })}
          />
        )}
      </div>
    </section>
  );
}

/** The query of the collection showing `pages` pages of cards, with the same search, sort and filter. */
function moreSearch(params: URLSearchParams, pages: number): string {
  const next = new URLSearchParams(params);
  next.set('page', String(pages));
  return `?${next}`;
}

interface ResultsProps {
  paintings: Painting[];
  term: string;
  sort: SortOrder;
  availableOnly: boolean;
  /** How many cards are shown. */
  visible: number;
  /** The query that shows 9 more. */
  more: string;
  onClear: () => void;
}

function Results({ paintings, term, sort, availableOnly, visible, more, onClear }: ResultsProps) {
  const reserved = useReservedPaintings();
  const matches = useMemo(
    () =>
      withCardImages(sortPaintings(paintings, sort)).filter(
        ({ painting }) => matchesSearch(painting, term) && !(availableOnly && isSold(painting)),
      ),
    [paintings, sort, term, availableOnly],
  );

  if (matches.length === 0) {
    return (
      <div className="py-16 text-center" data-testid="collection-empty">
        <p className="text-ink-soft">{emptyText(term)}</p>
        {term.trim() && (
          <button type="button" onClick={onClear} className={`${buttonClass('outline')} mt-8`}>
            Clear search
          </button>
        )}
      </div>
    );
  }

  const loadMore = loadMoreText(matches.length, visible);
  return (
    <>
      <p data-testid="collection-count" aria-live="polite" className="mb-10 text-center text-sm tracking-wide text-ink-soft">
        {countText(matches.length, term)}
      </p>
      {/* The cards' titles are h3, as under the home page's 'Featured Collection'. */}
      <h2 className="sr-only">Paintings</h2>
      <Grid>
        {matches.slice(0, visible).map(({ painting, image }, index) => (
          <PaintingCard
            key={painting.id}
            painting={painting}
            image={image}
            reserved={reserved.has(painting.id)}
            // The first row is in view when the page opens.
            eager={index < FIRST_ROW}
            testId="collection-card"
          />
        ))}
      </Grid>
      {loadMore && (
        <div className="mt-16 text-center">
          {/* A link to the next page, which live shows 9 more cards in place (the address keeps the count). */}
          <Link to={more} replace preventScrollReset className={buttonClass('outline')} data-testid="collection-load-more">
            {loadMore}
          </Link>
        </div>
      )}
    </>
  );
}

function Skeletons() {
  return (
    <Grid busy>
      {Array.from({ length: PAGE_SIZE }, (_, index) => (
        <PaintingCardSkeleton key={index} testId="collection-skeleton" />
      ))}
    </Grid>
  );
}

function Grid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div aria-busy={busy} className="grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
      {children}
    </div>
  );
}

function Message({ testId, className, children }: { testId: string; className: string; children: ReactNode }) {
  return (
    <p data-testid={testId} className={`py-16 text-center ${className}`}>
      {children}
    </p>
  );
}
