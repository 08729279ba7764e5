import { HERO_IMAGE_SIZES, heroStill } from '@atelier/contracts';
import {
  BackgroundFilm,
  buttonClass,
  FilmPlayerDialog,
  playableFilm,
  ResponsivePicture,
  useFeaturedPaintings,
  useSiteSettings,
} from '@atelier/ui';
import { useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { scrollToSection } from '../../layout/scrolling';

/**
 * The home hero (requirements §1, §2): headline and tagline over the artist's muted looping background
 * film (a YouTube film or one she uploaded, over its poster) when she has set one, else over a
 * still of a featured painting (a painted dusk stands in until it arrives); a play button that
 * opens the film; 'View Collection' to the featured section, 'Painting Adventures' to
 * /adventures; an arrow down.
 */
export function Hero() {
  const site = useSiteSettings();
  const film = site?.heroFilm;
  const hero = site?.hero;
  const video = playableFilm(film);
  const still = heroStill(useFeaturedPaintings().data);
  const [playing, setPlaying] = useState(false);

  const toCollection = (event: MouseEvent) => {
    event.preventDefault();
    scrollToSection('collection');
  };

  return (
    <section
      aria-label="Introduction"
      className="relative isolate flex min-h-[calc(100svh-5rem)] flex-col overflow-hidden bg-[#273836] text-paper [&_:focus-visible]:outline-paper"
    >
      <div className="absolute inset-0 -z-10" aria-hidden="true">
        <PaintedDusk />
        {still && !film?.posterUrl && (
          <ResponsivePicture
            image={still.image}
            alt=""
            sizes={HERO_IMAGE_SIZES}
            fetchPriority="high"
            pictureClassName="absolute inset-0"
            // Shown as soon as it arrives, before any script runs (the page's largest paint).
            className="h-full w-full object-cover"
          />
        )}
        {film && <BackgroundFilm film={film} testId="hero-background-video" />}
        <div className="absolute inset-0 bg-gradient-to-t from-[#141c1b]/85 via-[#141c1b]/35 to-[#141c1b]/25" />
      </div>

      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-end px-6 pt-24 pb-28 sm:justify-center sm:pb-24">
        <p className="text-[0.625rem] tracking-[0.35em] text-paper/80 sm:text-xs">GLENORCHY · OTAGO · NEW ZEALAND</p>
        {/* Her words from the Site tab; their height is held until they arrive (pages whose HTML does not carry them). */}
        <h1 className="mt-5 min-h-[2.1em] text-[2.6rem] leading-[1.05] text-paper sm:text-6xl lg:text-7xl">
          {hero?.headline}
          {hero?.accent && <span className="block italic text-[#d9e4dc]">{hero.accent}</span>}
        </h1>
        <p className="mt-6 min-h-[3lh] max-w-xl text-base leading-relaxed text-paper/85 sm:text-lg">{hero?.tagline}</p>
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <a href="#collection" onClick={toCollection} className={buttonClass('light')}>
            View Collection
          </a>
          <Link to="/adventures" className={buttonClass('outline-light')}>
            Painting Adventures
          </Link>
          {video && (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              data-testid="hero-play"
              className="group ml-1 flex items-center gap-3 text-xs tracking-[0.2em] text-paper uppercase"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-full border border-paper/70 transition-colors group-hover:bg-paper group-hover:text-ink">
                <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">
                  <path d="M3 1.5v11l9-5.5z" fill="currentColor" />
                </svg>
              </span>
              Play Video
            </button>
          )}
        </div>
      </div>

      <button
        type="button"
        onClick={() => scrollToSection('collection')}
        aria-label="Scroll down to the collection"
        data-testid="hero-scroll-down"
        className="absolute bottom-6 left-1/2 -translate-x-1/2 animate-bounce rounded-full p-2 text-paper/80 hover:text-paper motion-reduce:animate-none"
      >
        <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true">
          <path d="M6 9l6 6 6-6" />
        </svg>
      </button>

      {playing && video && (
        <FilmPlayerDialog
          video={video}
          title={[hero?.headline, hero?.accent].filter(Boolean).join(', ')}
          onClose={() => setPlaying(false)}
        />
      )}
    </section>
  );
}

/** Layered ranges over a lake at dusk, drawn at once while the still (or film) loads. */
function PaintedDusk() {
  return (
    <svg className="absolute inset-0 h-full w-full" viewBox="0 0 1440 900" preserveAspectRatio="xMidYMid slice">
      <defs>
        <linearGradient id="hero-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#31474a" />
          <stop offset="0.55" stopColor="#8b8f83" />
          <stop offset="1" stopColor="#d2b48f" />
        </linearGradient>
      </defs>
      <rect width="1440" height="900" fill="url(#hero-sky)" />
      <path
        fill="#6f7d7a"
        d="M0 470 L160 360 L300 420 L470 280 L620 400 L760 320 L930 430 L1080 300 L1230 410 L1360 340 L1440 380 V900 H0Z"
      />
      <path fill="#4c605d" d="M0 540 L190 440 L350 510 L500 420 L680 520 L860 430 L1020 515 L1190 445 L1340 510 L1440 470 V900 H0Z" />
      <path fill="#344643" d="M0 610 L240 545 L450 600 L640 540 L850 605 L1070 550 L1280 600 L1440 565 V900 H0Z" />
      <rect y="640" width="1440" height="260" fill="#2a3a39" />
      <path fill="#d2b48f" opacity="0.25" d="M380 700 H1060 V704 H380Z M520 740 H900 V743 H520Z M610 780 H820 V782 H610Z" />
    </svg>
  );
}
