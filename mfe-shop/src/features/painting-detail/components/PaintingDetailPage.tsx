import { isSold, pathId, sizeText, type Painting } from '@atelier/contracts';
import { buttonClass, HydrateOnView, Skeleton, useCurrency } from '@atelier/ui';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { amountsFor } from '../../checkout/checkoutAmountsText';
import { PaymentReturnNotice } from '../../checkout/components/PaymentReturnNotice';
import { usePainting, usePaintings, useReservedPaintings } from '../../paintings/api/paintings';
import { ImageViewer } from '../../viewer/components/ImageViewer';
import { enquiryHref, gpsPosition, neighbours } from '../paintingDetail';
import { PaintingGallery } from './PaintingGallery';
import { PaintingMap } from './PaintingMap';

/**
 * /painting/{id} (requirements §2): skeletons while loading, 'Painting Not Found' for a missing,
 * hidden or failed painting, else the painting with its images, details, price, Previous/Next
 * in the collection's order, the sold or available actions and the map.
 */
export function PaintingDetailPage() {
  const id = pathId(useParams().id) ?? null;
  const { data: painting, isPending, isError } = usePainting(id);

  let content: ReactNode;
  if (id === null || isError) content = <NotFound />;
  else if (isPending || !painting) content = <DetailSkeleton />;
  else content = <PaintingDetail key={painting.id} painting={painting} />;

  return (
    <article className="mx-auto max-w-6xl px-6 pt-8 pb-24 md:pt-12">
      <Link
        to="/collection"
        className="inline-flex items-center gap-2 text-sm text-ink-soft transition-colors hover:text-ink"
        data-testid="painting-back"
      >
        <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M10 3 5 8l5 5" />
        </svg>
        Back to Collection
      </Link>
      <PaymentReturnNotice />
      {content}
    </article>
  );
}

function PaintingDetail({ painting }: { painting: Painting }) {
  const { currency, convert, format } = useCurrency();
  const { data: all } = usePaintings();
  const { previous, next } = neighbours(all, painting.id);
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState(false);
  const sold = isSold(painting);
  const reserved = useReservedPaintings().has(painting.id) && !sold;
  const position = gpsPosition(painting.gpsLatitude, painting.gpsLongitude);
  const images = painting.images;

  // A link: it works before the page is live and without JavaScript (the home page prefills its form from the address).
  const enquiry = enquiryHref(painting, convert(painting.price, painting.currency), currency);
  const amounts = amountsFor(painting.price, painting.currency);

  return (
    <>
      <div className="mt-8 grid gap-12 lg:grid-cols-[7fr_5fr] lg:gap-16">
        <PaintingGallery
          title={painting.title}
          images={images}
          selected={selected}
          onSelect={setSelected}
          onOpen={() => setViewing(true)}
        />

        <div>
          <p
            data-testid="painting-status"
            className={`inline-flex items-center gap-2 px-3 py-1 text-[0.7rem] font-medium tracking-[0.2em] uppercase ${
              sold ? 'bg-danger/10 text-danger' : reserved ? 'bg-held/10 text-held' : 'bg-accent/10 text-accent-deep'
            }`}
          >
            {sold ? 'SOLD' : reserved ? 'Reserved' : 'Available'}
          </p>
          <h1 className="mt-5 flex items-start gap-3 text-4xl leading-tight md:text-5xl" data-testid="painting-title">
            <span>{painting.title}</span>
            {sold && (
              <span className="mt-4 h-3 w-3 shrink-0 rounded-full bg-danger" role="img" aria-label="Sold" data-testid="painting-sold-dot" />
            )}
          </h1>

          <dl className="mt-8 divide-y divide-line border-y border-line text-sm">
            <Detail term="Medium">{painting.medium}</Detail>
            {painting.year !== null && <Detail term="Year">{painting.year}</Detail>}
            <Detail term="Size">{sizeText(painting.width, painting.height)}</Detail>
            {painting.location && <Detail term="Location">{painting.location}</Detail>}
          </dl>

          {painting.description && <p className="mt-8 text-lg leading-relaxed text-ink-soft">{painting.description}</p>}
          {painting.frameInfo && (
            <p className="mt-5 text-sm leading-relaxed text-ink-soft">
              <span className="font-medium text-ink">Frame: </span>
              {painting.frameInfo}
            </p>
          )}

          {sold ? (
            <div className="mt-10 border-t border-line pt-8" data-testid="painting-sold">
              <p className="font-display text-2xl">This painting has been sold.</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to="/collection" className={buttonClass('outline')}>
                  View Similar Paintings
                </Link>
                <Link to="/commissions" className={buttonClass()}>
                  Commission a Painting
                </Link>
              </div>
            </div>
          ) : (
            <div className="mt-10 border-t border-line pt-8" data-testid="painting-available">
              <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                <span className="font-display text-4xl" data-testid="painting-price">
                  {format(painting.price, painting.currency)}
                </span>
                {amounts && (
                  <span className="text-xs tracking-[0.2em] text-accent-deep uppercase" data-testid="painting-shipping">
                    {amounts.freeShipping ? 'Free Shipping' : `+ ${format(amounts.shipping, amounts.currency)} shipping`}
                  </span>
                )}
              </p>
              <div className="mt-8 flex flex-col gap-3">
                {reserved ? (
                  <p className="border border-held/30 bg-held/10 px-5 py-4 text-sm leading-relaxed" data-testid="painting-reserved">
                    Another buyer is completing their payment for this painting. If it does not go through, it will be available again
                    within minutes.
                  </p>
                ) : (
                  <Link to={`/checkout/${painting.id}`} className={buttonClass()}>
                    Purchase This Painting
                  </Link>
                )}
                <Link to={enquiry} className={buttonClass('outline')}>
                  Enquire About This Piece
                </Link>
              </div>
            </div>
          )}

          <nav aria-label="More paintings" className="mt-12 grid grid-cols-2 gap-3">
            <Neighbour painting={previous} label="Previous" />
            <Neighbour painting={next} label="Next" />
          </nav>
        </div>
      </div>

      {position && (
        // Leaflet is fetched and started when the map comes into view, not while the page becomes interactive.
        <HydrateOnView>
          <PaintingMap position={position} title={painting.title} />
        </HydrateOnView>
      )}

      {viewing && images.length > 0 && (
        <ImageViewer
          title={painting.title}
          images={images}
          initialIndex={selected}
          onIndexChange={setSelected}
          onClose={() => setViewing(false)}
        />
      )}
    </>
  );
}

function Neighbour({ painting, label }: { painting: Painting | null; label: 'Previous' | 'Next' }) {
  const navigate = useNavigate();
  const previous = label === 'Previous';
  return (
    <button
      type="button"
      disabled={!painting}
      onClick={() => painting && void navigate(`/painting/${painting.id}`)}
      title={painting?.title}
      data-testid={`painting-${label.toLowerCase()}`}
      className={`group flex min-w-0 flex-col gap-1 border border-line px-4 py-3 transition-colors enabled:hover:border-ink disabled:cursor-not-allowed disabled:opacity-40 ${
        previous ? 'items-start text-left' : 'items-end text-right'
      }`}
    >
      <span className="flex items-center gap-2 text-xs tracking-[0.2em] uppercase">
        {previous && <span aria-hidden="true">←</span>}
        {label}
        {!previous && <span aria-hidden="true">→</span>}
      </span>
      <span className="w-full truncate text-sm text-ink-soft" aria-hidden="true">
        {painting?.title ?? '—'}
      </span>
    </button>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-4 py-3">
      <dt className="text-xs tracking-[0.2em] text-ink-soft uppercase">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function NotFound() {
  return (
    <div className="mx-auto max-w-xl py-24 text-center" data-testid="painting-not-found">
      <h1 className="text-4xl md:text-5xl">Painting Not Found</h1>
      <p className="mt-5 text-ink-soft">The painting you&apos;re looking for doesn&apos;t exist or has been removed.</p>
      <Link to="/collection" className={`${buttonClass()} mt-10`}>
        View Collection
      </Link>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="mt-8 grid gap-12 lg:grid-cols-[7fr_5fr] lg:gap-16" aria-busy="true" data-testid="painting-skeleton">
      <div>
        <Skeleton className="aspect-[4/3] w-full" />
        <div className="mt-4 grid grid-cols-4 gap-3">
          <Skeleton className="aspect-square" />
          <Skeleton className="aspect-square" />
          <Skeleton className="aspect-square" />
        </div>
      </div>
      <div>
        <Skeleton className="h-6 w-24" />
        <Skeleton className="mt-5 h-12 w-4/5" />
        <Skeleton className="mt-8 h-40 w-full" />
        <Skeleton className="mt-8 h-20 w-full" />
        <Skeleton className="mt-10 h-12 w-2/3" />
      </div>
    </div>
  );
}
