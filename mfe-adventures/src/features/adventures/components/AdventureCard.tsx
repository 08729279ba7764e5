import type { Adventure } from '@atelier/contracts';
import { buttonClass, FilmPlayerDialog, Skeleton, useCurrency } from '@atelier/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { adventureArtKind, adventureFacts } from '../adventureCard';
import { adventureVideo } from '@atelier/contracts';
import { LandscapeArt } from '../../../components/LandscapeArt';
import { PlayButton } from '../../../components/PlayButton';

/** What the booking page reads from 'Book This Adventure' to select this adventure. */
export interface BookingLinkState {
  adventureId: number;
}

/**
 * One adventure (requirements §2): its image, a play button when it has a film, the 'Helicopter'
 * badge, title, hours and guests, description, 'All materials', the price per person in the
 * visitor's currency, and 'Book This Adventure' to /booking (with the adventure selected there).
 */
export function AdventureCard({ adventure }: { adventure: Adventure }) {
  const { format } = useCurrency();
  const video = adventureVideo(adventure.videoUrl);
  const [playing, setPlaying] = useState(false);
  const headingId = `adventure-${adventure.id}-title`;

  return (
    <article
      aria-labelledby={headingId}
      data-testid="adventures-card"
      data-adventure-id={adventure.id}
      className="flex flex-col overflow-hidden rounded-sm border border-line bg-paper shadow-[0_1px_0_rgba(28,27,25,0.04)]"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-paper-deep">
        <LandscapeArt kind={adventureArtKind(adventure)} />
        {adventure.includesHelicopter && (
          <span
            data-testid="adventures-helicopter-badge"
            className="absolute top-4 left-4 rounded-full bg-ink/85 px-3 py-1 text-[0.6875rem] font-medium tracking-[0.15em] text-paper uppercase"
          >
            Helicopter
          </span>
        )}
        {video && (
          <div className="absolute inset-0 flex items-center justify-center">
            <PlayButton label={`Play the ${adventure.title} video`} onClick={() => setPlaying(true)} testId="adventures-card-play" />
          </div>
        )}
      </div>

      <div className="flex flex-1 flex-col p-6">
        <h3 id={headingId} className="text-2xl leading-snug">
          {adventure.title}
        </h3>
        <p className="mt-2 text-xs font-medium tracking-[0.15em] text-accent uppercase" data-testid="adventures-card-facts">
          {adventureFacts(adventure)}
        </p>
        <p className="mt-4 flex-1 text-sm leading-relaxed text-ink-soft">{adventure.description}</p>
        <p className="mt-5 flex items-center gap-2 text-sm text-ink">
          <svg
            width="16"
            height="16"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            aria-hidden="true"
            className="text-accent"
          >
            <path d="M3 8.5 6.5 12 13 4.5" />
          </svg>
          All materials
        </p>
        <div className="mt-6 border-t border-line pt-5">
          <p className="leading-none">
            <span className="font-display text-3xl" data-testid="adventures-card-price">
              {format(adventure.price, adventure.currency)}
            </span>
            <span className="ml-2 text-sm text-ink-soft">per person</span>
          </p>
          <Link
            to="/booking"
            state={{ adventureId: adventure.id } satisfies BookingLinkState}
            className={`${buttonClass()} mt-5 w-full`}
            data-testid="adventures-card-book"
          >
            Book This Adventure
          </Link>
        </div>
      </div>

      {playing && video && <FilmPlayerDialog video={video} title={adventure.title} onClose={() => setPlaying(false)} />}
    </article>
  );
}

export function AdventureCardSkeleton() {
  return (
    <div data-testid="adventures-skeleton" className="overflow-hidden rounded-sm border border-line">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="p-6">
        <Skeleton className="h-7 w-3/4" />
        <Skeleton className="mt-3 h-3 w-1/2" />
        <Skeleton className="mt-5 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-2/3" />
        <Skeleton className="mt-8 h-10 w-full" />
      </div>
    </div>
  );
}
