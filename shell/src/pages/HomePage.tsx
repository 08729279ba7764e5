import { buttonClass } from '@atelier/ui';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { scrollToSection } from '../layout/NavItemLink';

const ABOUT_FACTS = [
  ['24', 'years professional'],
  ['8', 'countries taught'],
  ['30+', 'workshops led'],
  ['20', 'years teaching'],
] as const;

/** The home page frame; featured paintings, the adventures promo and the contact form come from the remotes later. */
export function HomePage() {
  // Arriving at '/#about' from elsewhere: the sections exist only once this page has rendered.
  useEffect(() => {
    const section = window.location.hash.slice(1);
    if (section) scrollToSection(section, 'instant');
  }, []);

  return (
    <>
      <Hero />

      <HomeSection id="collection" eyebrow="The Collection" title="Featured Collection">
        <p>Landscapes of Lake Wakatipu, the Dart River and the peaks above Glenorchy, each painted outdoors in a single light.</p>
        <Link to="/collection" className={`${buttonClass('outline')} mt-8`}>
          View Full Collection
        </Link>
      </HomeSection>

      <HomeSection id="adventures" eyebrow="Paint with the Artist" title="Painting Adventures">
        <p>
          Half-day (4 hours) or full-day (6 hours) sessions in the mountains, with optional helicopter tours to exclusive locations.
          Intimate sessions for 1-2 guests only, and your finished artwork shipped worldwide.
        </p>
        <Link to="/adventures" className={`${buttonClass()} mt-8`}>
          Book Adventure
        </Link>
      </HomeSection>

      <HomeSection id="about" eyebrow="About" title="About the Artist">
        <p>A landscape painter working en plein air between Glenorchy in Otago and Waipu in Northland.</p>
        <dl className="mt-10 grid grid-cols-2 gap-8 md:grid-cols-4">
          {ABOUT_FACTS.map(([figure, label]) => (
            <div key={label}>
              <dt className="sr-only">{label}</dt>
              <dd className="font-display text-4xl text-ink">{figure}</dd>
              <dd className="mt-1 text-xs tracking-[0.2em] uppercase">{label}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link to="/collection" className={buttonClass('outline')}>
            View Portfolio
          </Link>
          <Link to="/commissions" className={buttonClass()}>
            Commission Artwork
          </Link>
        </div>
      </HomeSection>

      <HomeSection id="contact" eyebrow="Contact" title="Get In Touch">
        <p>Waipu, Northland &amp; Glenorchy, Otago</p>
      </HomeSection>
    </>
  );
}

function Hero() {
  return (
    <section className="flex min-h-[calc(100dvh-5rem)] flex-col bg-gradient-to-b from-paper to-[#e6e4dc]">
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col justify-center px-6 py-16">
        <p className="text-[0.625rem] tracking-[0.35em] text-ink-soft sm:text-xs">GLENORCHY · OTAGO · NEW ZEALAND</p>
        <h1 className="mt-6 text-4xl leading-[1.05] sm:text-6xl lg:text-7xl">
          Glenorchy&apos;s Beauty
          <span className="block text-accent italic">Painted En Plein Air</span>
        </h1>
        <p className="mt-6 max-w-lg text-lg text-ink-soft">
          Exclusive oil paintings of the Southern Alps and their pristine waters, made outdoors in the light they show.
        </p>
        <div className="mt-10 flex flex-wrap gap-4">
          <Link to="/collection" className={buttonClass()}>
            View Collection
          </Link>
          <Link to="/adventures" className={buttonClass('outline')}>
            Painting Adventures
          </Link>
        </div>
      </div>
      <Ranges />
    </section>
  );
}

/** Layered mountain ranges over a lake, standing in for the hero video. */
function Ranges() {
  return (
    <svg className="h-32 w-full shrink-0 sm:h-48 lg:h-64" viewBox="0 0 1440 360" preserveAspectRatio="none" aria-hidden="true">
      <path fill="#c9cfcc" d="M0 170 L150 90 L260 140 L420 40 L560 130 L700 70 L860 150 L1010 60 L1160 140 L1300 80 L1440 120 V360 H0Z" />
      <path fill="#8fa3a0" d="M0 230 L180 150 L330 210 L470 130 L640 220 L820 140 L990 215 L1150 150 L1320 210 L1440 170 V360 H0Z" />
      <path fill="#5d7a77" d="M0 280 L220 220 L420 270 L610 215 L820 275 L1040 225 L1250 270 L1440 235 V360 H0Z" />
      <path fill="#3e6866" d="M0 312 H1440 V360 H0Z" opacity="0.85" />
    </svg>
  );
}

function HomeSection({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className="scroll-mt-20 border-t border-line px-6 py-24 text-center">
      <div className="mx-auto max-w-3xl text-ink-soft">
        <p className="text-xs tracking-[0.3em] uppercase">{eyebrow}</p>
        <h2 className="mt-4 text-4xl text-ink md:text-5xl">{title}</h2>
        <div className="mt-6 text-lg leading-relaxed">{children}</div>
      </div>
    </section>
  );
}
