import { buttonClass, useSiteSettings } from '@atelier/ui';
import { Link } from 'react-router';
import { HomeBand } from './HomeSection';

/**
 * Anchor `about`: the artist's text, her figures and press features (her site settings), 'View
 * Portfolio' and 'Commission Artwork'.
 */
export function AboutSection() {
  const site = useSiteSettings();
  const paragraphs = site?.about.text.split(/\n\s*\n/).map((paragraph) => paragraph.trim()) ?? [];
  return (
    <HomeBand id="about">
      <div className="mx-auto grid max-w-6xl gap-16 px-6 py-24 md:py-32 lg:grid-cols-[1.1fr_1fr] lg:gap-24">
        <div>
          <p className="text-xs tracking-[0.3em] text-ink-soft uppercase">About the Artist</p>
          <h2 className="mt-4 min-h-10 text-4xl md:text-5xl">{site?.about.heading}</h2>
          <div className="mt-8 space-y-5 text-lg leading-relaxed whitespace-pre-line text-ink-soft" data-testid="about-text">
            {paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
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
            {site?.about.figures.map(({ figure, label }, index) => (
              <div key={index} className="border-t border-line pt-5">
                <dt className="sr-only">{label}</dt>
                <dd className="font-display text-5xl text-ink">{figure}</dd>
                <dd className="mt-2 text-xs tracking-[0.2em] text-ink-soft uppercase" aria-hidden="true">
                  {label}
                </dd>
              </div>
            ))}
          </dl>
          {site && site.press.length > 0 && (
            <section aria-labelledby="press-heading" className="mt-14" data-testid="press-features">
              <h3 id="press-heading" className="font-sans text-xs tracking-[0.3em] text-ink-soft uppercase">
                Press Features
              </h3>
              <ul className="mt-5 divide-y divide-line border-y border-line">
                {site.press.map(({ outlet, title, year, url }, index) => (
                  <li key={index} className="flex items-baseline justify-between gap-6 py-4">
                    <span>
                      <span className="block font-display text-lg">{outlet}</span>
                      {url ? (
                        <a
                          href={url}
                          target="_blank"
                          rel="noopener"
                          className="text-sm text-ink-soft italic underline-offset-4 hover:underline"
                        >
                          {title}
                        </a>
                      ) : (
                        <span className="text-sm text-ink-soft italic">{title}</span>
                      )}
                    </span>
                    <span className="text-sm text-ink-soft tabular-nums">{year}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
    </HomeBand>
  );
}
