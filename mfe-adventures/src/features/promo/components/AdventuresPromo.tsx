import { buttonClass, FilmPlayerDialog, playableFilm } from '@atelier/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useExperienceFilm } from '../../adventures/api/experienceVideo';
import { LandscapeArt } from '../../../components/LandscapeArt';
import { PlayButton } from '../../../components/PlayButton';

/** requirements §1: what the adventures offer, as the home page sums it up. */
export const PROMO_OFFERS = [
  { title: 'Half-day or full-day', text: 'Half-day (4 hours) or full-day (6 hours) sessions in the mountains around Glenorchy.' },
  { title: 'Helicopter tours', text: 'Optional helicopter flights to exclusive locations that no road reaches.' },
  { title: 'Shipped worldwide', text: 'Your finished artwork is packed and shipped to you anywhere in the world.' },
  { title: '1-2 guests only', text: 'Intimate sessions for 1-2 guests only, with the artist beside your easel.' },
] as const;

const PROMO_TITLE = 'Painting Adventures';

/**
 * The home page's adventures promo (requirements §1, §2), exposed as `./AdventuresPromo` for the shell's
 * `#adventures` band: the offers, the film in its own overlay, and 'Book Adventure' to /adventures.
 */
export function AdventuresPromo() {
  const film = useExperienceFilm();
  const video = playableFilm(film);
  const [playing, setPlaying] = useState(false);

  return (
    <div
      className="mx-auto grid max-w-6xl gap-y-10 px-6 py-24 md:py-32 lg:grid-cols-2 lg:grid-rows-[auto_1fr] lg:gap-x-16 lg:gap-y-0"
      data-testid="adventures-promo"
    >
      {/* Phones read the heading, then see the picture; wide screens put the picture beside the text. */}
      <div className="lg:col-start-1">
        <p className="text-xs tracking-[0.3em] text-ink-soft uppercase">Paint with the Artist</p>
        <h2 className="mt-4 text-4xl md:text-5xl">{PROMO_TITLE}</h2>
        <p className="mt-6 max-w-lg leading-relaxed text-ink-soft">
          Spend a day painting en plein air in Glenorchy with the artist: the easel set up at the water&apos;s edge or high in the Southern
          Alps, and a finished oil painting to take home.
        </p>
      </div>

      <div className="relative aspect-[4/3] self-center overflow-hidden rounded-sm bg-paper-deep shadow-xl lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <LandscapeArt kind="half-day" />
        {film?.posterUrl && <img src={film.posterUrl} alt="" loading="lazy" className="absolute inset-0 h-full w-full object-cover" />}
        {video && (
          <div className="absolute inset-0 flex items-center justify-center bg-ink/10">
            <PlayButton
              label="Play the painting adventures video"
              onClick={() => setPlaying(true)}
              size="lg"
              testId="adventures-promo-play"
            />
          </div>
        )}
      </div>

      <div className="lg:col-start-1 lg:mt-10">
        <ul className="grid gap-x-8 gap-y-7 sm:grid-cols-2">
          {PROMO_OFFERS.map(({ title, text }) => (
            <li key={title} className="border-t border-ink/20 pt-4">
              <h3 className="text-lg">{title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-ink-soft">{text}</p>
            </li>
          ))}
        </ul>
        <Link to="/adventures" className={`${buttonClass()} mt-12`} data-testid="adventures-promo-book">
          Book Adventure
        </Link>
      </div>

      {playing && video && <FilmPlayerDialog video={video} title={PROMO_TITLE} onClose={() => setPlaying(false)} />}
    </div>
  );
}
