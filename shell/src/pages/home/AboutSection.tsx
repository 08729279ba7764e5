import { buttonClass } from '@atelier/ui';
import { Link } from 'react-router';
import { ABOUT_FACTS, ARTIST_NAME, PRESS_FEATURES } from '../../site';
import { HomeBand } from './HomeSection';

/** Anchor `about`: the artist, the SPEC claims, press features, 'View Portfolio' and 'Commission Artwork'. */
export function AboutSection() {
  return (
    <HomeBand id="about">
      <div className="mx-auto grid max-w-6xl gap-16 px-6 py-24 md:py-32 lg:grid-cols-[1.1fr_1fr] lg:gap-24">
        <div>
          <p className="text-xs tracking-[0.3em] text-ink-soft uppercase">About the Artist</p>
          <h2 className="mt-4 text-4xl md:text-5xl">Painting the light as it falls</h2>
          <div className="mt-8 space-y-5 text-lg leading-relaxed text-ink-soft">
            <p>
              {ARTIST_NAME} has painted professionally for 24 years, carrying her easel to the shores of Lake Wakatipu, the braids of the
              Dart River and the beeches of Paradise. Every painting is begun and finished outdoors, en plein air, in the light it records.
            </p>
            <p>
              Between the studio in Glenorchy and the second base in Waipu she has taught for 20 years, leading workshops for painters from
              eight countries.
            </p>
          </div>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link to="/collection" className={buttonClass('outline')}>
              View Portfolio
            </Link>
            <Link to="/commissions" className={buttonClass()}>
              Commission Artwork
            </Link>
          </div>
        </div>

        <div>
          <dl className="grid grid-cols-2 gap-x-8 gap-y-10" data-testid="about-facts">
            {ABOUT_FACTS.map(({ figure, label }) => (
              <div key={label} className="border-t border-line pt-5">
                <dt className="sr-only">{label}</dt>
                <dd className="font-display text-5xl text-ink">{figure}</dd>
                <dd className="mt-2 text-xs tracking-[0.2em] text-ink-soft uppercase" aria-hidden="true">
                  {label}
                </dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="press-heading" className="mt-14">
            <h3 id="press-heading" className="font-sans text-xs tracking-[0.3em] text-ink-soft uppercase">
              Press Features
            </h3>
            <ul className="mt-5 divide-y divide-line border-y border-line">
              {PRESS_FEATURES.map(({ outlet, title, year }) => (
                <li key={outlet} className="flex items-baseline justify-between gap-6 py-4">
                  <span>
                    <span className="block font-display text-lg">{outlet}</span>
                    <span className="text-sm text-ink-soft italic">{title}</span>
                  </span>
                  <span className="text-sm text-ink-soft tabular-nums">{year}</span>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </HomeBand>
  );
}
