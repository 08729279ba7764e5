import type { ReactNode } from 'react';

/** A home-page section heading: small caps eyebrow over a serif title. */
export function SectionHeading({ eyebrow, title, id, light = false }: { eyebrow: string; title: string; id?: string; light?: boolean }) {
  return (
    <header className="text-center">
      <p className={`text-xs tracking-[0.3em] uppercase ${light ? 'text-paper/70' : 'text-ink-soft'}`}>{eyebrow}</p>
      <h2 id={id} className={`mt-4 text-4xl md:text-5xl ${light ? 'text-paper' : 'text-ink'}`}>
        {title}
      </h2>
    </header>
  );
}

/** A full-width band of the home page that the navigation can scroll to. */
export function HomeBand({ id, className = '', children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section id={id} className={`scroll-mt-20 ${className}`}>
      {children}
    </section>
  );
}
