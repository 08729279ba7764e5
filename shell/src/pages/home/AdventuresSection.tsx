import { buttonClass } from '@atelier/ui';
import { Link } from 'react-router';
import { RemoteSection } from '../../remotes/RemotePage';
import { HomeBand, SectionHeading } from './HomeSection';

/**
 * Anchor `adventures`: mfe-adventures' promo (`./AdventuresPromo`, with its own video overlay).
 * Until that remote exposes it, or while it cannot load, the shell's short version stands in.
 */
export function AdventuresSection() {
  return (
    <HomeBand id="adventures" className="bg-paper-deep/60">
      <RemoteSection
        id="adventures/AdventuresPromo"
        loading={<div className="min-h-[36rem]" aria-busy="true" />}
        fallback={<AdventuresPromoFallback />}
      />
    </HomeBand>
  );
}

const OFFERS = [
  ['Half-day or full-day', 'Sessions of 4 or 6 hours in the mountains around Glenorchy.'],
  ['Helicopter tours', 'Optional flights to exclusive locations no road reaches.'],
  ['Shipped worldwide', 'Your finished artwork packed and sent home for you.'],
  ['1-2 guests only', 'Intimate sessions with the artist beside your easel.'],
] as const;

function AdventuresPromoFallback() {
  return (
    <div className="mx-auto max-w-6xl px-6 py-24 md:py-32" data-testid="adventures-promo-fallback">
      <SectionHeading eyebrow="Paint with the Artist" title="Painting Adventures" />
      <ul className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
        {OFFERS.map(([title, text]) => (
          <li key={title} className="border-t border-ink/20 pt-5">
            <h3 className="text-xl">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-soft">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-14 text-center">
        <Link to="/adventures" className={buttonClass()}>
          Book Adventure
        </Link>
      </div>
    </div>
  );
}
