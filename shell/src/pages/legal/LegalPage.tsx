import { useSiteSettings } from '@atelier/ui';
import type { ReactNode } from 'react';

/** The frame of a static legal text: title, date of the last change, readable measure. */
export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  const site = useSiteSettings();
  return (
    <article className="mx-auto max-w-3xl px-6 py-16 md:py-24">
      <header className="border-b border-line pb-8">
        <p className="min-h-4 text-xs tracking-[0.3em] text-ink-soft uppercase">{site?.businessName}</p>
        <h1 className="mt-4 text-4xl md:text-5xl">{title}</h1>
        <p className="mt-4 text-sm text-ink-soft">Last updated {updated}</p>
      </header>
      <div className="mt-10 space-y-10 leading-relaxed text-ink-soft [&_h2]:text-2xl [&_h2]:text-ink [&_li]:mt-2 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
        {children}
      </div>
    </article>
  );
}
