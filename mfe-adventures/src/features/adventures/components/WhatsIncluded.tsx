import type { ReactNode } from 'react';

/** requirements §2: the four things every adventure includes. */
export const INCLUDED = [
  {
    title: 'All Art Supplies',
    text: 'Oil paints, brushes, a field easel and a 12x16 inch canvas, all provided.',
    icon: <path d="M4 20 15 9m2-2 3-3M15 9l2 2-8 8-4 1 1-4 8-8Z M13 5l6 6" />,
  },
  {
    title: 'Scenic Locations',
    text: 'Lake Wakatipu, the Dart and Rees valleys and the peaks above Glenorchy, chosen for the day’s light.',
    icon: <path d="M2 19 9 8l4 6 3-4 6 9Z M16 6a2 2 0 1 0 0-.01" />,
  },
  {
    title: 'Expert Guidance',
    text: 'The artist paints beside you, from the first sketch to the finished canvas, whatever your experience.',
    icon: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8c.8-3.4 3.6-5.5 7-5.5s6.2 2.1 7 5.5" />,
  },
  {
    title: 'Transport & Setup',
    text: 'Transport to the location and everything set up for you, with optional helicopter flights to exclusive spots.',
    icon: <path d="M3 16V8h11v8M14 11h4l3 3v2h-7M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01M3 16h2m4 0h6" />,
  },
] as const satisfies readonly { title: string; text: string; icon: ReactNode }[];

/** 'What's Included' (requirements §2): supplies with the canvas, locations, guidance, transport and setup. */
export function WhatsIncluded() {
  return (
    <section
      aria-labelledby="adventures-included-title"
      className="border-t border-line bg-paper-deep/60"
      data-testid="adventures-included"
    >
      <div className="mx-auto max-w-6xl px-6 py-20 md:py-28">
        <header className="text-center">
          <p className="text-xs tracking-[0.3em] text-ink-soft uppercase">Every Adventure</p>
          <h2 id="adventures-included-title" className="mt-4 text-4xl md:text-5xl">
            What&apos;s Included
          </h2>
        </header>
        <ul className="mt-14 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {INCLUDED.map(({ title, text, icon }) => (
            <li key={title} className="border-t border-ink/20 pt-6">
              <svg
                width="28"
                height="28"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                className="text-accent"
              >
                {icon}
              </svg>
              <h3 className="mt-4 text-xl">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
