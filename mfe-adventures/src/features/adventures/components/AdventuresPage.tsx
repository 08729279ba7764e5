import type { SiteFilm } from '@atelier/contracts';
import { BackgroundFilm, buttonClass, FilmPlayerDialog, playableFilm } from '@atelier/ui';
import { useState, type ReactNode } from 'react';
import { useAdventures } from '../api/adventures';
import { useExperienceFilm } from '../api/experienceVideo';
import { AdventureCard, AdventureCardSkeleton } from './AdventureCard';
import { LandscapeArt } from '../../../components/LandscapeArt';
import { PlayButton } from '../../../components/PlayButton';
import { WhatsIncluded } from './WhatsIncluded';

/** requirements §9: skeleton cards while the adventures load. */
export const ADVENTURE_SKELETONS = 4;

const PAGE_TITLE = 'Glenorchy Painting Adventures';
/** The element 'Book Your Adventure' scrolls to. */
const LIST_ID = 'adventure-list';

/**
 * /adventures (requirements §2): a hero over the adventures film (a painted still when none is
 * configured) with 'Watch Experience Video'; the adventure cards; 'What's Included'; the film
 * again with 'Book Your Adventure', which scrolls back up to the cards.
 */
export function AdventuresPage() {
  const film = useExperienceFilm();
  const video = playableFilm(film);
  const [playing, setPlaying] = useState(false);

  const scrollToList = () => {
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document.getElementById(LIST_ID)?.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: 'start' });
  };

  return (
    <>
      <Hero film={film} onWatch={() => setPlaying(true)} />
      <AdventureList />
      <WhatsIncluded />
      <ExperienceVideo film={film} onWatch={() => setPlaying(true)} onBook={scrollToList} />
      {playing && video && <FilmPlayerDialog video={video} title={PAGE_TITLE} onClose={() => setPlaying(false)} />}
    </>
  );
}

function Hero({ film, onWatch }: { film: SiteFilm | undefined; onWatch: () => void }) {
  return (
    <section
      aria-labelledby="adventures-title"
      data-testid="adventures-hero"
      className="relative isolate flex min-h-[min(42rem,calc(100svh-5rem))] flex-col justify-end overflow-hidden bg-[#3b4a45] text-paper"
    >
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        <LandscapeArt kind="full-day" />
        {film && <BackgroundFilm film={film} testId="adventures-hero-video" />}
        <div className="absolute inset-0 bg-gradient-to-t from-[#141c1b]/85 via-[#141c1b]/40 to-[#141c1b]/10" />
      </div>

      <div className="mx-auto w-full max-w-6xl px-6 pt-32 pb-16 md:pb-20">
        <p className="text-[0.625rem] tracking-[0.35em] text-paper/80 uppercase sm:text-xs">Paint with the Artist</p>
        <h1 id="adventures-title" className="mt-5 max-w-3xl text-[2.5rem] leading-[1.05] text-paper sm:text-6xl">
          {PAGE_TITLE}
        </h1>
        <p className="mt-6 max-w-xl text-base leading-relaxed text-paper/85 sm:text-lg">
          Paint en plein air beside the artist among the lakes, rivers and peaks around Glenorchy: half-day or full-day sessions for one or
          two guests, with optional helicopter flights to places no road reaches.
        </p>
        {playableFilm(film) && (
          <button type="button" onClick={onWatch} className={`${buttonClass('outline-light')} mt-10`} data-testid="adventures-watch-video">
            <svg width="12" height="12" viewBox="0 0 14 14" aria-hidden="true">
              <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
            </svg>
            Watch Experience Video
          </button>
        )}
      </div>
    </section>
  );
}

function AdventureList() {
  const { data, isPending, isError } = useAdventures();

  let content: ReactNode;
  if (isPending) {
    content = (
      <Grid busy>
        {Array.from({ length: ADVENTURE_SKELETONS }, (_, index) => (
          <AdventureCardSkeleton key={index} />
        ))}
      </Grid>
    );
  } else if (isError) {
    content = (
      <p data-testid="adventures-error" role="alert" className="py-16 text-center text-danger">
        Failed to load adventures. Please try again later.
      </p>
    );
  } else if (data.length === 0) {
    content = (
      <p data-testid="adventures-empty" className="py-16 text-center text-ink-soft">
        No adventures available at the moment.
      </p>
    );
  } else {
    content = (
      <Grid>
        {data.map((adventure) => (
          <AdventureCard key={adventure.id} adventure={adventure} />
        ))}
      </Grid>
    );
  }

  return (
    <section id={LIST_ID} aria-labelledby="adventure-list-title" className="mx-auto max-w-6xl scroll-mt-24 px-6 py-20 md:py-28">
      <header className="text-center">
        <p className="text-xs tracking-[0.3em] text-ink-soft uppercase">Half day · Full day · Helicopter</p>
        <h2 id="adventure-list-title" className="mt-4 text-4xl md:text-5xl">
          Choose Your Adventure
        </h2>
        <p className="mx-auto mt-5 max-w-xl leading-relaxed text-ink-soft">
          Every session is guided personally by the artist, for one or two guests, and you take your finished painting home.
        </p>
      </header>
      <div className="mt-14">{content}</div>
    </section>
  );
}

function Grid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div aria-busy={busy || undefined} className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="adventures-list">
      {children}
    </div>
  );
}

function ExperienceVideo({ film, onWatch, onBook }: { film: SiteFilm | undefined; onWatch: () => void; onBook: () => void }) {
  return (
    <section aria-labelledby="adventures-video-title" data-testid="adventures-video-section" className="bg-ink text-paper">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-6 py-20 md:py-28 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div>
          <p className="text-xs tracking-[0.3em] text-paper/60 uppercase">See the Experience</p>
          <h2 id="adventures-video-title" className="mt-4 text-4xl text-paper md:text-5xl">
            A Day at the Easel in the Mountains
          </h2>
          <p className="mt-6 max-w-md leading-relaxed text-paper/75">
            Set up beside the lake at first light, learn to read the changing weather on the peaks, and finish with a painting of a place
            you stood in. The weather decides the day; the artist decides the spot.
          </p>
          <button type="button" onClick={onBook} className={`${buttonClass('light')} mt-10`} data-testid="adventures-book-scroll">
            Book Your Adventure
          </button>
        </div>
        <div className="relative aspect-video overflow-hidden rounded-sm bg-[#26302f] shadow-2xl">
          <LandscapeArt kind="helicopter" />
          {film?.posterUrl && <img src={film.posterUrl} alt="" loading="lazy" className="absolute inset-0 h-full w-full object-cover" />}
          <div className="absolute inset-0 bg-ink/20" />
          {playableFilm(film) && (
            <div className="absolute inset-0 flex items-center justify-center">
              <PlayButton label="Play the experience video" onClick={onWatch} size="lg" testId="adventures-video-play" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
